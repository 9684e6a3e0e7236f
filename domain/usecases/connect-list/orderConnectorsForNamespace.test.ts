import { describe, expect, it } from 'vitest';
import type { Connector } from '../../entities/connector/connector.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import type { ConnectListEntry } from './orderConnectors.js';
import { orderConnectorsForNamespace } from './orderConnectorsForNamespace.js';

const connector = (id: string, type: Connector['type'], chain: Connector['chain'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain,
  ...extra,
});

const walletConnect = connector('walletConnect', 'WALLET_CONNECT', 'eip155');
const evmWallet = connector('io.walletport.testwallet', 'ANNOUNCED', 'eip155', { info: { rdns: 'io.walletport.testwallet' } });
// The same wallet's Wallet Standard announcement: same name and rdns, another namespace.
const solanaWallet = connector('io.walletport.testwallet.solana', 'ANNOUNCED', 'solana', { name: 'io.walletport.testwallet', info: { rdns: 'io.walletport.testwallet' } });
const phantom = catalogueWallet({ id: 'phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
const rainbow = catalogueWallet({ id: 'rainbow', chains: ['eip155:1'] });
const unknownChains = catalogueWallet({ id: 'mystery', chains: null });

const summary = (entries: readonly ConnectListEntry[]) => entries.map((entry) => `${entry.group}:${entry.id}`);

describe('orderConnectorsForNamespace', () => {
  const parameters = {
    connectors: [walletConnect, evmWallet, solanaWallet],
    recommendedWallets: [rainbow, phantom, unknownChains],
  };

  it('lists every wallet without a namespace', () => {
    expect(summary(orderConnectorsForNamespace({ ...parameters, namespace: undefined }))).toEqual([
      'walletConnect:walletConnect',
      'injected:io.walletport.testwallet',
      'recommended:rainbow',
      'recommended:phantom',
      'recommended:mystery',
    ]);
  });

  it('lists for solana WalletConnect, the wallet through its solana connector, and catalogue wallets with a solana chain', () => {
    const entries = orderConnectorsForNamespace({ ...parameters, namespace: 'solana' });
    expect(summary(entries)).toEqual(['walletConnect:walletConnect', 'injected:io.walletport.testwallet.solana', 'recommended:phantom']);
    expect(entries[1]?.connector?.chain).toBe('solana');
  });

  it('lists for eip155 the wallet through its EIP-6963 connector', () => {
    const entries = orderConnectorsForNamespace({ ...parameters, namespace: 'eip155' });
    expect(summary(entries)).toEqual(['walletConnect:walletConnect', 'injected:io.walletport.testwallet', 'recommended:rainbow']);
  });

  it('leaves out, without a namespace, the connectors of namespaces the page did not configure', () => {
    expect(summary(orderConnectorsForNamespace({ ...parameters, namespace: undefined, configuredNamespaces: ['solana'] }))).toEqual([
      'walletConnect:walletConnect',
      'injected:io.walletport.testwallet.solana',
      'recommended:rainbow',
      'recommended:phantom',
      'recommended:mystery',
    ]);
    expect(summary(orderConnectorsForNamespace({ ...parameters, namespace: undefined, configuredNamespaces: ['eip155', 'solana'] }))).toEqual(
      summary(orderConnectorsForNamespace({ ...parameters, namespace: undefined })),
    );
  });
});
