import { describe, expect, it } from 'vitest';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { ethereum, solana, walletportDevnetA, walletportDevnetB, type CaipNetwork } from '../../entities/network/index.js';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../shared/deferred.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { ActivityUseCase, INITIAL_ACTIVITY_STATE } from './activity.usecase.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const CHAIN = walletportDevnetA.caipNetworkId;

function tx(id: string, minedAt: string, overrides: Parameters<typeof fakeActivityTransaction>[0] = {}): ActivityTransaction {
  return fakeActivityTransaction({ id, ...overrides, metadata: { chain: CHAIN, minedAt, ...overrides.metadata } });
}

/**
 * A client of fakes with a wallet on the first of `networks` (connected unless `connected` is false), and the
 * activity use case under test built over the client's real connection, network, events and toasts.
 * `activity` has no subscriber yet.
 */
async function world({
  networks = [walletportDevnetA, walletportDevnetB] as CaipNetwork[],
  namespace = 'eip155' as ChainNamespace,
  address = ALICE,
  connected = true,
} = {}) {
  const scheduler = new VirtualScheduler(Date.UTC(2026, 2, 10, 12));
  const wallet = new MockConnector({
    info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: namespace },
    accounts: [address],
    caipNetworkId: networks[0]!.caipNetworkId,
  });
  const { client, core, ports } = createTestClient({ networks }, { scheduler, connectorDiscovery: new FakeConnectorDiscovery([wallet]) });
  client.start();
  if (connected) await core.connection.connect({ connectorId: 'wallet' });
  const activity = new ActivityUseCase({
    blockchainApi: ports.blockchainApi,
    connection: core.connection,
    network: core.network,
    events: core.events,
    scheduler,
    toasts: core.toasts,
    logger: ports.logger,
  });
  const reported = (event: string) => core.events.snapshot.history.filter((entry) => 'event' in entry && entry.event === event);
  return { scheduler, api: ports.blockchainApi, client, core, wallet, activity, reported };
}

describe('ActivityUseCase', () => {
  it('builds without following anything; its first subscriber starts following the account and network', async () => {
    const { core, activity } = await world();
    const connection = countSubscriptions(core.connection);
    const network = countSubscriptions(core.network);
    // React's getSnapshot reads without a side effect.
    expect(activity.getSnapshot()).toBe(INITIAL_ACTIVITY_STATE);
    expect([connection.count, network.count]).toEqual([0, 0]);
    const unsubscribe = activity.subscribe(() => undefined);
    expect(network.count).toBe(1);
    expect(connection.count).toBeGreaterThan(0);
    expect(activity.getSnapshot()).toMatchObject({ address: ALICE, caipNetworkId: CHAIN, supported: true });
    unsubscribe();
    activity.dispose();
    expect(network.count).toBe(0);
  });

  it('starts empty and fetches nothing until asked; a read of the snapshot is never stale', async () => {
    const { api, activity } = await world();
    await flushMicrotasks();
    expect(activity.snapshot).toMatchObject({ address: ALICE, caipNetworkId: CHAIN, supported: true, loaded: false, loading: false });
    expect(api.callCount('getHistory')).toBe(0);
  });

  it("refuses to fetch without an account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { activity, api } = await world({ connected: false });
    expect(activity.snapshot).toEqual(INITIAL_ACTIVITY_STATE);
    const error: unknown = await activity.fetchTransactions().catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'TRANSACTIONS_ADDRESS_REQUIRED')).toBe(true);
    expect((error as Error).message).toBe("Transactions can't be fetched without an accountAddress");
    await expect(activity.loadMore()).rejects.toThrowError("Transactions can't be fetched without an accountAddress");
    expect(api.callCount('getHistory')).toBe(0);
  });

  it('fetches the connected address on the active chain, loading then filled, grouped by year and month', async () => {
    const { api, activity } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z'), tx('b', '2026-02-20T10:00:00Z'), tx('c', '2025-12-24T10:00:00Z')]]);
    const pending = activity.fetchTransactions();
    expect(activity.snapshot.loading).toBe(true);
    await pending;
    // The purchases are read beside the first page (mergePurchases.test.ts and activity.purchases.test.ts).
    expect(api.calls.getHistory).toEqual([{ address: ALICE, chainId: CHAIN }, { address: ALICE, onramp: 'coinbase' }]);
    const state = activity.snapshot;
    expect(state.loading).toBe(false);
    expect(state.loaded).toBe(true);
    expect(state.empty).toBe(false);
    expect(state.next).toBeUndefined();
    expect(state.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b', 'c']);
    expect(state.transactionsByYear.map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ['March', ['a']],
      ['February', ['b']],
      ['December 2025', ['c']],
    ]);
  });

  it('does not fetch twice: a second ask while loading shares the request, once loaded it does nothing', async () => {
    const { api, activity } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    const first = activity.fetchTransactions();
    const second = activity.fetchTransactions();
    expect(second).toBe(first);
    await first;
    await activity.fetchTransactions();
    expect(api.callCount('getHistory')).toBe(2);
  });

  it('lists only transactions on the connected chain and hides spam-only NFT transactions', async () => {
    const { api, activity } = await world();
    const spamNft = {
      nft_info: { name: 'Free tokens', flags: { is_spam: true } },
      direction: 'in' as const,
      quantity: { numeric: '1' },
    };
    const realNft = { nft_info: { name: 'Pass #1', flags: { is_spam: false } }, direction: 'in' as const, quantity: { numeric: '1' } };
    api.setHistory(ALICE, [
      [
        tx('here', '2026-03-01T10:00:00Z'),
        tx('elsewhere', '2026-03-01T09:00:00Z', { metadata: { chain: walletportDevnetB.caipNetworkId } }),
        tx('spam', '2026-03-01T08:00:00Z', { transfers: [spamNft] }),
        tx('mixed', '2026-03-01T07:00:00Z', { transfers: [spamNft, realNft] }),
        tx('contract-call', '2026-03-01T06:00:00Z', { transfers: [] }),
      ],
    ]);
    await activity.fetchTransactions();
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['here', 'mixed', 'contract-call']);
  });

  it('pages with the cursor and appends; Load more stops when there is no next page', async () => {
    const { api, activity } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    expect(activity.snapshot.next).toBe('page-1');
    const more = activity.loadMore();
    expect(activity.snapshot.loading).toBe(true);
    await more;
    // A later page reads the chain's history alone: the purchases came with the first.
    expect(api.calls.getHistory[2]).toEqual({ address: ALICE, chainId: CHAIN, cursor: 'page-1' });
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']);
    expect(activity.snapshot.transactionsByYear.map((group) => group.title)).toEqual(['March', 'January']);
    expect(activity.snapshot.next).toBeUndefined();
    await activity.loadMore();
    expect(api.callCount('getHistory')).toBe(3);
  });

  it("says empty when the account has no activity", async () => {
    const { activity } = await world();
    await activity.fetchTransactions();
    expect(activity.snapshot).toMatchObject({ loaded: true, empty: true, transactions: [], error: undefined });
  });

  it("on failure: empty with the cursor cleared, 'Failed to fetch transactions', ERROR_FETCH_TRANSACTIONS and a toast; retry asks again", async () => {
    const { api, activity, core, reported } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    api.failNext('getHistory');
    await activity.fetchTransactions();
    expect(activity.snapshot).toMatchObject({ loading: false, loaded: false, empty: true, next: undefined, transactions: [] });
    expect(activity.snapshot.error?.shortMessage).toBe('Failed to fetch transactions');
    expect(isWalletportError(activity.snapshot.error, 'TRANSACTIONS_FETCH_FAILED')).toBe(true);
    expect(reported('ERROR_FETCH_TRANSACTIONS')).toEqual([
      expect.objectContaining({
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        address: ALICE,
        properties: { address: ALICE, chainId: CHAIN, cursor: undefined },
      }),
    ]);
    expect(core.toasts.snapshot).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });

    await activity.retry();
    expect(activity.snapshot.error).toBeUndefined();
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a']);
  });

  it('a failed later page clears the cursor, keeps the earlier pages, and retry fetches that page', async () => {
    const { api, activity } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    api.failNext('getHistory');
    await activity.loadMore();
    expect(activity.snapshot).toMatchObject({ next: undefined, empty: false, loaded: true });
    expect(activity.snapshot.error?.shortMessage).toBe('Failed to fetch transactions');
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a']);
    await activity.retry();
    expect(api.calls.getHistory.at(-1)).toMatchObject({ cursor: 'page-1' });
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']);
    expect(activity.snapshot.error).toBeUndefined();
  });

  it('clears on a change of account or network, and ignores an answer for the previous one', async () => {
    const { api, activity, wallet } = await world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    expect(activity.snapshot.transactions).toHaveLength(1);

    const gate = deferred<void>();
    const original = api.getHistory.bind(api);
    api.getHistory = async (params) => {
      await gate.promise;
      return original(params);
    };
    wallet.emitAccountsChanged([BOB]);
    await flushMicrotasks();
    expect(activity.snapshot).toMatchObject({ address: BOB, transactions: [], loaded: false });
    const pending = activity.fetchTransactions();
    wallet.emitChainChanged(walletportDevnetB.caipNetworkId);
    await flushMicrotasks();
    gate.resolve();
    await pending;
    expect(activity.snapshot).toMatchObject({ address: BOB, caipNetworkId: walletportDevnetB.caipNetworkId, loaded: false, loading: false });
  });

  it("is supported on solana (issue 28): the Solana account's history is fetched for the Solana network", async () => {
    const onSolana = await world({ networks: [solana], namespace: 'solana', address: SOLANA_ADDRESS });
    expect(onSolana.activity.snapshot).toMatchObject({ address: SOLANA_ADDRESS, supported: true });
    await onSolana.activity.fetchTransactions();
    expect(onSolana.api.calls.getHistory).toEqual([
      { address: SOLANA_ADDRESS, chainId: solana.caipNetworkId },
      { address: SOLANA_ADDRESS, onramp: 'coinbase' },
    ]);
  });

  it('is not supported on an unconfigured network: nothing is fetched', async () => {

    const unsupported = await world();
    expect(unsupported.activity.snapshot.supported).toBe(true);
    unsupported.wallet.emitChainChanged(ethereum.caipNetworkId);
    await flushMicrotasks();
    expect(unsupported.core.network.snapshot.isUnsupportedChain).toBe(true);
    expect(unsupported.activity.snapshot).toMatchObject({ caipNetworkId: ethereum.caipNetworkId, supported: false });
    await unsupported.activity.fetchTransactions();
    expect(unsupported.api.callCount('getHistory')).toBe(0);
  });

  it('derives the NFTs held from the loaded activity: received and not sent since', async () => {
    const { api, activity } = await world();
    const nft = (name: string, direction: 'in' | 'out') => ({
      nft_info: { name, content: { preview: { url: `https://img.test/${name}.png` } }, flags: { is_spam: false } },
      direction,
      quantity: { numeric: '1' },
    });
    api.setHistory(ALICE, [
      [
        tx('sent-2', '2026-03-05T10:00:00Z', { transfers: [nft('Pass #2', 'out')] }),
        tx('got-1', '2026-03-04T10:00:00Z', { transfers: [nft('Pass #1', 'in')] }),
        tx('got-2', '2026-03-03T10:00:00Z', { transfers: [nft('Pass #2', 'in')] }),
      ],
    ]);
    await activity.fetchTransactions();
    expect(activity.snapshot.nfts.map((held) => [held.name, held.imageUrl])).toEqual([['Pass #1', 'https://img.test/Pass #1.png']]);
  });

  it('reads month titles and relative times against the scheduler clock', async () => {
    const { activity, scheduler } = await world();
    expect(activity.now()).toBe(scheduler.now());
    scheduler.advance(1000);
    expect(activity.now()).toBe(scheduler.now());
  });

  it('stops following on dispose', async () => {
    const { activity, core, wallet } = await world();
    const network = countSubscriptions(core.network);
    const subscription = activity.state$.subscribe(() => undefined);
    expect(network.count).toBe(1);
    activity.dispose();
    expect(network.count).toBe(0);
    expect(subscription.closed).toBe(true);
    wallet.emitAccountsChanged([BOB]);
    await flushMicrotasks();
    expect(activity.snapshot.address).toBe(ALICE);
  });
});
