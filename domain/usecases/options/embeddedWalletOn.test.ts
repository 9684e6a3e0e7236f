import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from '../../entities/constants.js';
import { walletportDevnetA } from '../../entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { FeatureOptions } from './options.js';
import { parseOptions } from './parseOptions.js';
import { embeddedWalletNetworks, isEmbeddedWalletOn, isSocialLoginOn } from './embeddedWalletOn.js';

const solana = { ...walletportDevnetA, id: 'sol', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana' } as unknown as CaipNetwork;

function networksFor(features: FeatureOptions | undefined, extra: { basic?: boolean; networks?: readonly CaipNetwork[] } = {}) {
  const networks: readonly CaipNetwork[] = extra.networks ?? [walletportDevnetA];
  return embeddedWalletNetworks(parseOptions({ projectId: 'p', networks, features, basic: extra.basic }));
}

describe('the embedded wallet rule', () => {
  it('is on when email is on, or social login with at least one provider', () => {
    expect(isEmbeddedWalletOn({ email: true, socials: false })).toBe(true);
    expect(isEmbeddedWalletOn({ email: false, socials: ['google'] })).toBe(true);
    expect(isEmbeddedWalletOn({ email: false, socials: [] })).toBe(false);
    expect(isEmbeddedWalletOn({ email: false, socials: false })).toBe(false);
    expect(isSocialLoginOn({ socials: DEFAULT_SOCIALS })).toBe(true);
    expect(isSocialLoginOn({ socials: [] })).toBe(false);
  });

  it('gives the page an embedded wallet over its EVM networks by default, none in basic mode or with both logins off', () => {
    expect(networksFor(undefined)).toEqual([walletportDevnetA]);
    expect(networksFor({ email: false })).toEqual([walletportDevnetA]);
    expect(networksFor({ socials: false })).toEqual([walletportDevnetA]);
    expect(networksFor({ email: false, socials: [] })).toEqual([]);
    expect(networksFor({ email: false, socials: false })).toEqual([]);
    expect(networksFor(undefined, { basic: true })).toEqual([]);
    expect(networksFor(undefined, { networks: [solana] })).toEqual([]);
    expect(networksFor(undefined, { networks: [solana, walletportDevnetA] })).toEqual([walletportDevnetA]);
  });
});
