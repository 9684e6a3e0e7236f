import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../tests/fakes/blockchain-api.fake.js';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { ActivityUseCase } from '../../domain/usecases/activity/activity.usecase.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the activity module', () => {
  it('exposes core.activity, following the connection and the network, reporting and toasting failures', async () => {
    const { client, core, ports } = createTestClient();
    expect(core.activity).toBeInstanceOf(ActivityUseCase);
    const wallet = new MockConnector({
      info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: [ADDRESS],
      caipNetworkId: TEST_NETWORK.caipNetworkId,
    });
    client.start();
    ports.connectorDiscovery.announce(wallet);
    await core.connection.connect({ connectorId: 'wallet' });
    expect(core.activity.snapshot).toMatchObject({ address: ADDRESS, caipNetworkId: TEST_NETWORK.caipNetworkId, supported: true });

    ports.blockchainApi.setHistory(ADDRESS, [[fakeActivityTransaction({ metadata: { chain: TEST_NETWORK.caipNetworkId } })]]);
    await core.activity.fetchTransactions();
    expect(core.activity.snapshot.transactions).toHaveLength(1);

    await core.connection.disconnect();
    expect(core.activity.snapshot.address).toBeUndefined();

    await core.connection.connect({ connectorId: 'wallet' });
    ports.blockchainApi.failNext('getHistory');
    await core.activity.fetchTransactions();
    expect(core.events.snapshot.history.some((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toBe(true);
    expect(core.toasts.snapshot).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });
  });

  it('is disposed with the client, once built; nothing is built after', () => {
    const { client, core } = createTestClient();
    const activity = core.activity;
    client.dispose();
    let completed = false;
    activity.state$.subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(() => core.walletList).toThrow('disposed');
  });
});
