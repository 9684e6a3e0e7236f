/**
 * A wallet announcing itself both ways (EIP-6963 and Wallet Standard) is one MULTI_CHAIN row that connects the
 * active network's namespace: the pairing rule, the stable connectors it hands out, and the connect through the
 * real connection use case (the solana side connected under its own id, as a linked connection).
 */
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../tests/fakes/index.js';
import { DEVSTACK_SOLANA, TEST_ICON, testSolanaWallet } from '../../../tests/fakes/solana-test-wallets.js';
import { connect } from '../../../actions/connect.js';
import { isSameWalletAcrossNamespaces } from '../eip6963/dedupe-namespaces.js';
import { pairNamespaces } from './pair-namespaces.js';
import { WalletStandardConnector } from './wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from './wallet-standard-handle.js';
import { parseStandardWallet } from './wallet-standard.schema.js';

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const NAME = 'Walletport Solana Test Wallet';

function evmWallet(overrides: { name?: string; imageUrl?: string } = {}): MockConnector {
  return new MockConnector({
    info: { id: 'dev.walletport.both', name: overrides.name ?? NAME, type: 'ANNOUNCED', chain: 'eip155', imageUrl: overrides.imageUrl ?? TEST_ICON, info: { rdns: 'dev.walletport.both' } },
    accounts: [EVM_ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
  });
}

function solanaWallet(): WalletStandardConnector {
  const { wallet } = testSolanaWallet({ name: NAME });
  return new WalletStandardConnector({ handle: new WalletStandardHandle(wallet, parseStandardWallet(wallet)!), networks: [DEVSTACK_SOLANA] });
}

const devstackSolana = {
  id: DEVSTACK_SOLANA.split(':')[1]!,
  caipNetworkId: DEVSTACK_SOLANA,
  chainNamespace: 'solana' as const,
  name: 'Walletport Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
};

describe('isSameWalletAcrossNamespaces', () => {
  it('pairs an EIP-6963 wallet and a Wallet Standard wallet of one name (any case) and one icon, nothing else', () => {
    const solana = solanaWallet().info;
    expect(isSameWalletAcrossNamespaces({ evm: evmWallet().info, solana })).toBe(true);
    expect(isSameWalletAcrossNamespaces({ evm: evmWallet({ name: ` ${NAME.toUpperCase()} ` }).info, solana })).toBe(true);
    expect(isSameWalletAcrossNamespaces({ evm: evmWallet({ name: 'Another Wallet' }).info, solana })).toBe(false);
    expect(isSameWalletAcrossNamespaces({ evm: evmWallet({ imageUrl: 'data:image/png;base64,AAAA' }).info, solana })).toBe(false);
    expect(isSameWalletAcrossNamespaces({ evm: { ...evmWallet().info, type: 'INJECTED' }, solana })).toBe(false);
  });
});

describe('pairNamespaces', () => {
  it('lists a pair as one MULTI_CHAIN row and the solana side under its id with the rdns, the same objects every time', () => {
    const evm = evmWallet();
    const solana = solanaWallet();
    const other = new MockConnector({ info: { id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.other' } }, accounts: [EVM_ADDRESS], caipNetworkId: walletportDevnetA.caipNetworkId });
    const merge = pairNamespaces({ activeNamespace: () => undefined });
    const first = merge([[evm, other], [solana]]);
    expect(first.map((connector) => [connector.info.id, connector.info.type, connector.info.chain, connector.info.info?.rdns])).toEqual([
      ['dev.walletport.both', 'MULTI_CHAIN', 'eip155', 'dev.walletport.both'],
      ['io.other', 'ANNOUNCED', 'eip155', 'io.other'],
      [`wallet-standard:${NAME}`, 'ANNOUNCED', 'solana', 'dev.walletport.both'],
    ]);
    const again = merge([[evm, other], [solana]]);
    expect(again.every((connector, index) => connector === first[index])).toBe(true);
    expect(merge([[evm], []])).toEqual([evm]);
  });

  async function world(activeNamespace: () => ChainNamespace | undefined, defaultNetwork: 'solana' | 'eip155') {
    const merged: readonly WalletConnector[] = pairNamespaces({ activeNamespace })([[evmWallet()], [solanaWallet()]]);
    const networks = defaultNetwork === 'solana' ? [devstackSolana, walletportDevnetA] : [walletportDevnetA, devstackSolana];
    return createTestClient({ networks }, { connectorDiscovery: new FakeConnectorDiscovery(merged) });
  }

  it('connects the solana namespace from the row when the active network is Solana, eip155 left alone', async () => {
    let read: () => ChainNamespace | undefined = () => undefined;
    const { client, core } = await world(() => read(), 'solana');
    read = () => core.connection.snapshot.activeNamespace;
    core.start();
    await connect(client, { connectorId: 'dev.walletport.both' });
    const { namespaces } = core.connection.snapshot;
    expect(namespaces.solana).toMatchObject({ status: 'connected', connectorId: `wallet-standard:${NAME}`, address: SOLANA_ADDRESS });
    expect(namespaces.eip155?.status ?? 'disconnected').toBe('disconnected');
  });

  it('connects eip155 from the row when the active network is an EVM one', async () => {
    let read: () => ChainNamespace | undefined = () => undefined;
    const { client, core } = await world(() => read(), 'eip155');
    read = () => core.connection.snapshot.activeNamespace;
    core.start();
    await connect(client, { connectorId: 'dev.walletport.both' });
    const { namespaces } = core.connection.snapshot;
    expect(namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'dev.walletport.both', address: EVM_ADDRESS });
    expect(namespaces.solana?.status ?? 'disconnected').toBe('disconnected');
  });
});
