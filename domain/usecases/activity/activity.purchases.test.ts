/**
 * The activity with the on-ramp purchases (`getHistory` with `onramp: 'coinbase'`): merged by time on the
 * active network, a delivery the chain lists too shown once, a failed purchase shown failed, and the chain's
 * history still shown when the purchases cannot be read.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import { walletportDevnetA, walletportDevnetB } from '../../entities/network/index.js';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAIN = walletportDevnetA.caipNetworkId;
const DELIVERY = `0x${'cd'.repeat(32)}`;

const tx = (id: string, minedAt: string, hash = `0x${id.charCodeAt(0).toString(16).padStart(2, '0').repeat(32)}`) =>
  fakeActivityTransaction({ id, metadata: { chain: CHAIN, minedAt, hash, operationType: 'receive' } });

const purchase = (
  id: string,
  minedAt: string,
  { status = 'confirmed', hash = '', chain = CHAIN }: { status?: ActivityTransaction['metadata']['status']; hash?: string; chain?: string } = {},
) =>
  fakeActivityTransaction({
    id,
    metadata: { operationType: 'buy', chain, minedAt, hash, status, sentTo: ALICE },
    transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
  });

async function world(features: { onramp?: boolean } = {}) {
  const scheduler = new VirtualScheduler(Date.UTC(2026, 2, 10, 12));
  const wallet = new MockConnector({ info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }, accounts: [ALICE], caipNetworkId: CHAIN });
  const { client, core, ports } = createTestClient({ networks: [walletportDevnetA, walletportDevnetB], features }, { scheduler });
  client.start();
  ports.connectorDiscovery.announce(wallet);
  await core.connection.connect({ connectorId: 'wallet' });
  return { activity: core.activity, api: ports.blockchainApi, logger: ports.logger, core };
}

const rows = (transactions: readonly ActivityTransaction[]) => transactions.map((transaction) => `${transaction.id}:${transaction.metadata.status}`);

describe('the activity with on-ramp purchases', () => {
  it("merges the active network's purchases by time, shows a delivery once (the purchase) and a failed purchase as failed", async () => {
    const { activity, api } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-09T10:00:00Z'), tx('delivery', '2026-03-05T10:00:05Z', DELIVERY), tx('b', '2026-03-01T10:00:00Z')]]);
    api.setPurchases(ALICE, [
      purchase('order-3', '2026-03-10T11:00:00Z', { status: 'pending' }),
      purchase('order-elsewhere', '2026-03-08T10:00:00Z', { chain: walletportDevnetB.caipNetworkId }),
      purchase('order-2', '2026-03-05T10:00:05Z', { hash: DELIVERY }),
      purchase('order-1', '2026-03-03T10:00:00Z', { status: 'failed' }),
    ]);
    await activity.fetchTransactions();
    expect(rows(activity.snapshot.transactions)).toEqual(['order-3:pending', 'a:confirmed', 'order-2:confirmed', 'order-1:failed', 'b:confirmed']);
    expect(activity.snapshot.coinbaseTransactions.map((transaction) => transaction.id)).toEqual(['order-3', 'order-2', 'order-1']);
    expect(activity.snapshot.transactionsByYear.map((group) => group.items.length)).toEqual([5]);
    expect(activity.snapshot.empty).toBe(false);
  });

  it('shows purchases alone when the chain has no history, and an older purchase once its page is loaded', async () => {
    const { activity, api } = await world();
    api.setPurchases(ALICE, [purchase('only', '2026-03-02T10:00:00Z')]);
    await activity.fetchTransactions();
    expect(rows(activity.snapshot.transactions)).toEqual(['only:confirmed']);

    const paged = await world();
    paged.api.setHistory(ALICE, [[tx('a', '2026-03-09T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    paged.api.setPurchases(ALICE, [purchase('february', '2026-02-01T10:00:00Z')]);
    await paged.activity.fetchTransactions();
    expect(rows(paged.activity.snapshot.transactions)).toEqual(['a:confirmed']);
    await paged.activity.loadMore();
    expect(rows(paged.activity.snapshot.transactions)).toEqual(['a:confirmed', 'february:confirmed', 'b:confirmed']);
    expect(paged.api.calls.getHistory.filter((call) => call.onramp === 'coinbase')).toHaveLength(1);
  });

  it("keeps the chain's history when the purchases cannot be read: no error, no toast, a warning logged", async () => {
    const { activity, api, logger, core } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-09T10:00:00Z')]]);
    const original = api.getHistory.bind(api);
    api.getHistory = (params) => (params.onramp === 'coinbase' ? Promise.reject(new Error('purchases down')) : original(params));
    await activity.fetchTransactions();
    expect(activity.snapshot).toMatchObject({ loaded: true, error: undefined, coinbaseTransactions: [] });
    expect(rows(activity.snapshot.transactions)).toEqual(['a:confirmed']);
    expect(core.toasts.snapshot.open).toBe(false);
    expect(logger.messages('warn')).toContain('The on-ramp purchases could not be fetched');
  });

  it('reads the purchases again on refresh: a pending purchase becomes confirmed, its delivery shown once', async () => {
    const { activity, api } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-09T10:00:00Z')]]);
    api.setPurchases(ALICE, [purchase('order-1', '2026-03-10T11:00:00Z', { status: 'pending' })]);
    await activity.fetchTransactions();
    expect(rows(activity.snapshot.transactions)).toEqual(['order-1:pending', 'a:confirmed']);
    api.setHistory(ALICE, [[tx('delivery', '2026-03-10T11:00:30Z', DELIVERY), tx('a', '2026-03-09T10:00:00Z')]]);
    api.setPurchases(ALICE, [purchase('order-1', '2026-03-10T11:00:30Z', { hash: DELIVERY })]);
    await activity.refresh();
    expect(rows(activity.snapshot.transactions)).toEqual(['order-1:confirmed', 'a:confirmed']);
  });

  it('asks for no purchases where the page does not offer buying (the on-ramp feature off)', async () => {
    const { activity, api } = await world({ onramp: false });
    api.setHistory(ALICE, [[tx('a', '2026-03-09T10:00:00Z')]]);
    api.setPurchases(ALICE, [purchase('order-1', '2026-03-10T11:00:00Z')]);
    await activity.fetchTransactions();
    expect(rows(activity.snapshot.transactions)).toEqual(['a:confirmed']);
    expect(api.calls.getHistory.filter((call) => call.onramp === 'coinbase')).toEqual([]);
  });
});
