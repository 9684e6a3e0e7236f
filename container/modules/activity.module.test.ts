import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../tests/fakes/blockchain-api.fake.js';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { FakeWalletConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { ActivityUseCase } from '../../domain/usecases/activity/activity.usecase.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the activity module', () => {
  it('exposes client.activity, following the connection and the network, reporting and toasting failures', async () => {
    const { client, ports } = createTestClient();
    expect(client.activity).toBeInstanceOf(ActivityUseCase);
    const wallet = new FakeWalletConnector({
      info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: [ADDRESS],
      caipNetworkId: TEST_NETWORK.caipNetworkId,
    });
    client.start();
    ports.connectorDiscovery.announce(wallet);
    await client.connection.connect({ connectorId: 'wallet' });
    expect(client.activity.snapshot).toMatchObject({ address: ADDRESS, caipNetworkId: TEST_NETWORK.caipNetworkId, supported: true });

    ports.blockchainApi.setHistory(ADDRESS, [[fakeActivityTransaction({ metadata: { chain: TEST_NETWORK.caipNetworkId } })]]);
    await client.activity.fetchTransactions();
    expect(client.activity.snapshot.transactions).toHaveLength(1);

    await client.connection.disconnect();
    expect(client.activity.snapshot.address).toBeUndefined();

    await client.connection.connect({ connectorId: 'wallet' });
    ports.blockchainApi.failNext('getHistory');
    await client.activity.fetchTransactions();
    expect(client.events.snapshot.history.some((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toBe(true);
    expect(client.toasts.snapshot).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });
  });

  it('is disposed with the client', () => {
    const { client } = createTestClient();
    client.dispose();
    let completed = false;
    client.activity.state$.subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
  });
});
