import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { connectorServesNamespace, walletServesNamespace } from './servesNamespace.js';

const connector = (type: Connector['type'], chain: Connector['chain']) => ({ type, chain });

describe('connectorServesNamespace', () => {
  it('lets a browser wallet serve its own namespace only', () => {
    expect(connectorServesNamespace({ connector: connector('ANNOUNCED', 'solana'), namespace: 'solana' })).toBe(true);
    expect(connectorServesNamespace({ connector: connector('ANNOUNCED', 'eip155'), namespace: 'solana' })).toBe(false);
    expect(connectorServesNamespace({ connector: connector('INJECTED', 'eip155'), namespace: 'eip155' })).toBe(true);
    expect(connectorServesNamespace({ connector: connector('MULTI_CHAIN', 'eip155'), namespace: 'bip122' })).toBe(false);
  });

  it('lets WalletConnect serve every namespace and the embedded wallet eip155 and solana', () => {
    expect(connectorServesNamespace({ connector: connector('WALLET_CONNECT', 'eip155'), namespace: 'solana' })).toBe(true);
    expect(connectorServesNamespace({ connector: connector('ID_AUTH', 'eip155'), namespace: 'solana' })).toBe(true);
    expect(connectorServesNamespace({ connector: connector('AUTH', 'eip155'), namespace: 'bip122' })).toBe(false);
  });
});

describe('walletServesNamespace', () => {
  it('lists a catalogue wallet whose chains name a network of the namespace', () => {
    expect(walletServesNamespace({ wallet: { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }, namespace: 'solana' })).toBe(true);
    expect(walletServesNamespace({ wallet: { chains: ['eip155:1'] }, namespace: 'solana' })).toBe(false);
  });

  it('does not list a wallet whose chains are unknown', () => {
    expect(walletServesNamespace({ wallet: { chains: null }, namespace: 'solana' })).toBe(false);
    expect(walletServesNamespace({ wallet: undefined, namespace: 'solana' })).toBe(false);
  });
});
