import { describe, expect, it } from 'vitest';
import { createClient } from '../client/walletport-client.js';
import { walletportDevnetA, walletportDevnetB } from '../domain/entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { flushMicrotasks, VirtualScheduler } from '../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../tests/fakes/wallet-connector.fake.js';
import { getAccount } from './getAccount.js';
import { watchAccount } from './watchAccount.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function world() {
  const scheduler = new VirtualScheduler();
  const chainAdapter = new FakeChainAdapter(scheduler);
  chainAdapter.setBalance(ADDRESS, walletportDevnetA.caipNetworkId, 2_500_000_000_000_000_000n);
  const wallet = new MockConnector({
    info: { id: 'test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [ADDRESS],
    caipNetworkId: walletportDevnetA.caipNetworkId,
  });
  const test = createTestClient(
    { networks: [walletportDevnetA, walletportDevnetB] },
    { scheduler, chainAdapters: new Map([['eip155', chainAdapter]]) },
  );
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  return { ...test, wallet };
}

describe('getAccount / watchAccount', () => {
  it("answers 'disconnected' on the first configured namespace before the core has loaded", () => {
    const client = createClient({ projectId: 'p', networks: [walletportDevnetA] }, () => new Promise(() => undefined));
    expect(getAccount(client)).toMatchObject({ namespace: 'eip155', status: 'disconnected', isConnected: false, address: undefined });
    expect(getAccount(client)).toBe(getAccount(client));
  });

  it('follows a connect, with the balance once watched; the same object until something changed', async () => {
    const { client, core } = world();
    const seen: string[] = [];
    const stop = watchAccount(client, { onChange: (account) => seen.push(`${account.status}:${account.balance ?? '-'}`) });
    const before = getAccount(client);
    expect(getAccount(client)).toBe(before);
    await core.connection.connect({ connectorId: 'test-wallet' });
    await flushMicrotasks();
    const account = getAccount(client);
    expect(account).toMatchObject({ status: 'connected', isConnected: true, address: ADDRESS, connectorId: 'test-wallet', balance: '2.5', balanceSymbol: 'ETH' });
    expect(account.caipAddress).toBe(`${walletportDevnetA.caipNetworkId}:${ADDRESS}`);
    expect(seen.at(-1)).toBe('connected:2.5');
    stop();
    await core.connection.disconnect();
    expect(seen.at(-1)).toBe('connected:2.5');
    expect(getAccount(client).status).toBe('disconnected');
  });

  it('reads another namespace when asked', async () => {
    const { client, core } = world();
    await core.connection.connect({ connectorId: 'test-wallet' });
    expect(getAccount(client, { namespace: 'solana' })).toMatchObject({ namespace: 'solana', isConnected: false });
  });
});
