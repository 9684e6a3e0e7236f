/** ActivityUseCase.refresh: a mined transaction brings the first page back, fresh (transaction-follow.usecase.ts). */
import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = TEST_NETWORK.caipNetworkId;

const tx = (id: string, minedAt: string) => fakeActivityTransaction({ id, metadata: { chain: CHAIN, minedAt } });

async function world() {
  const scheduler = new VirtualScheduler(Date.UTC(2026, 2, 10, 12));
  const wallet = new MockConnector({ info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }, accounts: [ALICE], caipNetworkId: CHAIN });
  const { client, core, ports } = createTestClient({}, { scheduler });
  client.start();
  ports.connectorDiscovery.announce(wallet);
  await core.connection.connect({ connectorId: 'wallet' });
  return { activity: core.activity, api: ports.blockchainApi };
}

describe('ActivityUseCase.refresh', () => {
  it('fetches the first page again once the list was loaded, replacing every page shown', async () => {
    const { activity, api } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    await activity.loadMore();
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']);
    api.setHistory(ALICE, [[tx('new', '2026-03-10T11:00:00Z'), tx('a', '2026-03-01T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    await activity.refresh();
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['new', 'a']);
    expect(activity.snapshot.next).toBeDefined();
    // Each first page reads the purchases beside it; the second page does not.
    expect(api.calls.getHistory.map((call) => call.onramp ?? call.cursor ?? 'first')).toEqual(['first', 'coinbase', 'page-1', 'first', 'coinbase']);
  });

  it('fetches nothing before the list was first asked for: that first fetch will be fresh', async () => {
    const { activity, api } = await world();
    await activity.refresh();
    expect(api.callCount('getHistory')).toBe(0);
    expect(activity.snapshot.loaded).toBe(false);
  });
});
