import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { isWalletStandardConnector, walletStandardConnectorId, walletStandardNameMatches } from './walletStandardIdentity.js';

const standard = (name: string, extra: Partial<Connector> = {}): Connector => ({
  id: walletStandardConnectorId({ name }),
  name,
  type: 'ANNOUNCED',
  chain: 'solana',
  ...extra,
});
const phantom = catalogueWallet({ id: 'a797aa35', name: 'Phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'] });

describe('a Wallet Standard wallet and the catalogue', () => {
  it('is known by its prefixed id, announced on solana', () => {
    expect(walletStandardConnectorId({ name: 'Phantom' })).toBe('wallet-standard:Phantom');
    expect(isWalletStandardConnector(standard('Phantom'))).toBe(true);
    expect(isWalletStandardConnector(standard('Phantom', { chain: 'eip155' }))).toBe(false);
    expect(isWalletStandardConnector(standard('Phantom', { type: 'EXTERNAL' }))).toBe(false);
    expect(isWalletStandardConnector(standard('Phantom', { id: 'Phantom' }))).toBe(false);
  });

  it("matches an entry serving solana by its name, trimmed and ignoring case", () => {
    expect(walletStandardNameMatches({ connector: standard('Phantom'), wallet: phantom })).toBe(true);
    expect(walletStandardNameMatches({ connector: standard('  PHANTOM '), wallet: phantom })).toBe(true);
    const byInjectedNamespace = catalogueWallet({ id: 'p', name: 'Phantom', chains: [], injected: [{ namespace: 'solana', injected_id: 'isPhantom' }] });
    expect(walletStandardNameMatches({ connector: standard('Phantom'), wallet: byInjectedNamespace })).toBe(true);
  });

  it('never matches another name, a look-alike name, an empty name or an entry without solana', () => {
    expect(walletStandardNameMatches({ connector: standard('Phantom Wallet'), wallet: phantom })).toBe(false);
    // Cyrillic 'а' and a zero-width space: a name that only looks like Phantom's is another wallet.
    expect(walletStandardNameMatches({ connector: standard('Phаntom'), wallet: phantom })).toBe(false);
    expect(walletStandardNameMatches({ connector: standard('Phantom\u200b'), wallet: phantom })).toBe(false);
    expect(walletStandardNameMatches({ connector: standard(' '), wallet: { ...phantom, name: '  ' } })).toBe(false);
    const evmOnly = catalogueWallet({ id: 'c57ca95b', name: 'MetaMask', chains: ['eip155:1'], injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }] });
    expect(walletStandardNameMatches({ connector: standard('MetaMask'), wallet: evmOnly })).toBe(false);
  });

  it('never matches a connector that is not a Wallet Standard one by name', () => {
    const eip6963 = { id: 'uuid-1', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' } as const;
    expect(walletStandardNameMatches({ connector: eip6963, wallet: phantom })).toBe(false);
    // An EIP-6963 announcement may pick any uuid, the prefix included: it is still not on solana.
    expect(walletStandardNameMatches({ connector: { ...eip6963, id: 'wallet-standard:Phantom' }, wallet: phantom })).toBe(false);
  });
});
