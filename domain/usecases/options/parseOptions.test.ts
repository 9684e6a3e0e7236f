import { describe, expect, it } from 'vitest';
import { DEFAULT_SDK_TYPE } from '../../entities/constants.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { errorMessage } from '../../entities/errors/catalogue.js';
import { DEFAULT_SDK_VERSION, DEFAULT_SERVICE_URLS } from './defaults.js';
import type { OptionsNetwork, WalletportOptions } from './options.js';
import { INVALID_OPTIONS_MESSAGE, parseOptions } from './parseOptions.js';
import type { SiweConfig } from '../../entities/siwx/siwe-config.js';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';

const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', extra: { decimals: 18 } } as const;
const base: WalletportOptions<typeof mainnet> = { projectId: 'p1', networks: [mainnet] };

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

function siweConfig(): SiweConfig {
  return {
    getNonce: async () => 'nonce1',
    createMessage: () => 'message',
    verifyMessage: async () => true,
    getSession: async () => null,
    signOut: async () => true,
  };
}

describe('parseOptions', () => {
  it('fills every default, with the production service addresses of CONTRACTS.md', () => {
    const options = parseOptions(base);
    expect(options).toMatchObject({
      projectId: 'p1',
      features: {},
      basic: false,
      manualWCControl: false,
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableWalletConnect: true,
      walletConnect: { telemetryEnabled: true },
      enableInjected: true,
      enableEIP6963: true,
      customWallets: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      themeVariables: {},
      sdkType: DEFAULT_SDK_TYPE,
      sdkVersion: DEFAULT_SDK_VERSION,
      apiUrl: 'https://api.web3modal.org',
      rpcUrl: 'https://rpc.walletconnect.org',
      pulseUrl: 'https://pulse.walletconnect.org',
      secureSiteUrl: 'https://secure.walletconnect.org',
      relayUrl: DEFAULT_SERVICE_URLS.relayUrl,
    });
    expect(options.sdkType).toBe('appkit');
  });

  it("keeps the caller's network objects (identity and extra fields)", () => {
    const options = parseOptions({ ...base, defaultNetwork: mainnet });
    expect(options.networks[0]).toBe(mainnet);
    expect(options.defaultNetwork).toBe(mainnet);
  });

  it('turns the WalletConnect telemetry off only when the page says so (self-hosting, the devstack)', () => {
    expect(parseOptions({ ...base, walletConnect: {} }).walletConnect).toEqual({ telemetryEnabled: true });
    expect(parseOptions({ ...base, walletConnect: { telemetryEnabled: false } }).walletConnect).toEqual({ telemetryEnabled: false });
    const error = thrown(() => parseOptions({ ...base, walletConnect: { telemetryEnabled: 'no' } } as never));
    expect(isWalletportError(error, 'INVALID_OPTIONS')).toBe(true);
  });

  it('takes local service addresses, without a trailing slash', () => {
    const options = parseOptions({ ...base, apiUrl: 'http://127.0.0.1:4000/', relayUrl: 'ws://127.0.0.1:4001' });
    expect(options.apiUrl).toBe('http://127.0.0.1:4000');
    expect(options.relayUrl).toBe('ws://127.0.0.1:4001');
  });

  it.each([undefined, '', '   ', 42])('throws PROJECT_ID_REQUIRED for projectId %j', (projectId) => {
    const error = thrown(() => parseOptions({ ...base, projectId } as unknown as WalletportOptions));
    expect(isWalletportError(error, 'PROJECT_ID_REQUIRED')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Project ID Not Configured');
  });

  it('throws PROJECT_ID_REQUIRED when there are no options at all', () => {
    const error = thrown(() => parseOptions(undefined as unknown as WalletportOptions));
    expect(isWalletportError(error, 'PROJECT_ID_REQUIRED')).toBe(true);
  });

  it('throws SIWE_AND_SIWX_BOTH_SET when both sign-in options are given', () => {
    const siwx = new FakeSiwx();
    const error = thrown(() => parseOptions({ ...base, siwx, siweConfig: siweConfig() }));
    expect(isWalletportError(error, 'SIWE_AND_SIWX_BOTH_SET')).toBe(true);
    expect((error as Error).message).toContain(errorMessage('SIWE_AND_SIWX_BOTH_SET'));
    // Named even when neither has the right shape: having both is the mistake.
    expect(isWalletportError(thrown(() => parseOptions({ ...base, siwx: {}, siweConfig: {} } as unknown as WalletportOptions)), 'SIWE_AND_SIWX_BOTH_SET')).toBe(true);
    expect(parseOptions({ ...base, siwx, siweConfig: undefined }).siwx).toBe(siwx);
    const siwe = siweConfig();
    expect(parseOptions({ ...base, siweConfig: siwe }).siweConfig).toBe(siwe);
  });

  it('throws INVALID_OPTIONS for a sign-in configuration that lacks a method', () => {
    const fake = new FakeSiwx();
    const partial = { createMessage: fake.createMessage, addSession: fake.addSession, revokeSession: fake.revokeSession, setSessions: fake.setSessions };
    const error = thrown(() => parseOptions({ ...base, siwx: { createMessage: () => 1 } } as unknown as WalletportOptions));
    expect(isWalletportError(error, 'INVALID_OPTIONS')).toBe(true);
    expect(String((error as Error).message)).toContain('siwx');
    expect(isWalletportError(thrown(() => parseOptions({ ...base, siwx: partial } as unknown as WalletportOptions)), 'INVALID_OPTIONS')).toBe(true);
  });

  it('throws INVALID_CAIP2_NETWORK_ID for a network id that is not namespace:reference', () => {
    const bad = { ...mainnet, caipNetworkId: 'eip155:1:0' };
    const error = thrown(() => parseOptions({ ...base, networks: [bad] } as WalletportOptions<OptionsNetwork>));
    expect(isWalletportError(error, 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
  });

  it.each([
    ['a solana reference shorter than 32 characters', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd', 'first 32 base58 characters'],
    ['a solana reference outside base58 (0, O, I, l)', 'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'first 32 base58 characters'],
    ['an unknown namespace', 'mars:1', '"mars" is not a known namespace'],
    ['an eip155 reference that is no chain number', 'eip155:one', "the chain's number"],
  ])('throws INVALID_CAIP2_NETWORK_ID for %s, saying what is wrong', (_label, caipNetworkId, says) => {
    const [chainNamespace] = caipNetworkId.split(':');
    const bad = { caipNetworkId, chainNamespace, name: 'Local' };
    const error = thrown(() => parseOptions({ ...base, networks: [bad] } as unknown as WalletportOptions<OptionsNetwork>));
    expect(isWalletportError(error, 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
    expect((error as Error & { details: string }).details).toContain(says);
  });

  it('throws INVALID_CAIP2_NETWORK_ID for a network whose id is on another namespace than it declares', () => {
    const bad = { caipNetworkId: 'eip155:1', chainNamespace: 'solana', name: 'Mixed' };
    const error = thrown(() => parseOptions({ ...base, networks: [bad] } as unknown as WalletportOptions<OptionsNetwork>));
    expect(isWalletportError(error, 'INVALID_CAIP2_NETWORK_ID')).toBe(true);
  });

  it('accepts a Solana network the page declares itself (the devstack cluster)', () => {
    const local = { caipNetworkId: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5', chainNamespace: 'solana', name: 'Local Solana' } as const;
    expect(parseOptions({ ...base, networks: [mainnet, local] }).networks).toEqual([mainnet, local]);
  });

  it.each([
    ['no network', { networks: [] }],
    ['an unknown theme mode', { themeMode: 'blue' }],
    ['an unknown social provider', { features: { socials: ['myspace'] } }],
    ['a script address as api url', { apiUrl: 'javascript:alert(1)' }],
    ['an https relay', { relayUrl: 'https://relay.example' }],
  ])('throws INVALID_OPTIONS for %s, naming the field', (_label, change) => {
    const error = thrown(() => parseOptions({ ...base, ...change } as unknown as WalletportOptions));
    expect(isWalletportError(error, 'INVALID_OPTIONS')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(INVALID_OPTIONS_MESSAGE);
    expect((error as Error & { details: string }).details).toContain(Object.keys(change)[0]);
  });
});
