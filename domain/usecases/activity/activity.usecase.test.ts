import { describe, expect, it } from 'vitest';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { ethereum, solana, walletportDevnetA, walletportDevnetB, type CaipNetwork } from '../../entities/network/index.js';
import { fakeActivityTransaction, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../../../tests/fakes/wallet-connector.fake.js';
import type { ConnectionState, NamespaceConnection } from '../connection/connection.types.js';
import { StateStore } from '../shared/state-store.js';
import { ActivityUseCase, INITIAL_ACTIVITY_STATE, type ActivityNetworkState } from './activity.usecase.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = walletportDevnetA.caipNetworkId;

function connected(namespace: ChainNamespace, address: string, caipNetworkId: string): NamespaceConnection {
  return {
    namespace,
    status: 'connected',
    connectorId: 'wallet',
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    allAccounts: [{ address, type: 'eoa' }],
    caipNetworkId,
  };
}

function tx(id: string, minedAt: string, overrides: Parameters<typeof fakeActivityTransaction>[0] = {}): ActivityTransaction {
  return fakeActivityTransaction({ id, ...overrides, metadata: { chain: CHAIN, minedAt, ...overrides.metadata } });
}

function world({ network = walletportDevnetA as CaipNetwork, address = ALICE as string | null } = {}) {
  const scheduler = new VirtualScheduler(Date.UTC(2026, 2, 10, 12));
  const api = new FakeBlockchainApi();
  const logger = new RecordingLogger();
  const events: { event: string; properties?: Record<string, unknown> | undefined }[] = [];
  const toasts: string[] = [];
  const connection = new StateStore<ConnectionState>({
    activeNamespace: network.chainNamespace,
    namespaces: address ? { [network.chainNamespace]: connected(network.chainNamespace, address, network.caipNetworkId) } : {},
    connectingConnectorId: undefined,
    recentWallets: [],
  });
  const networkStore = new StateStore<ActivityNetworkState>({ activeCaipNetwork: network, isUnsupportedChain: false });
  const activity = new ActivityUseCase({
    blockchainApi: api,
    connection,
    network: networkStore,
    events: { emit: (event) => events.push(event) },
    scheduler,
    toasts: { showError: (message) => toasts.push(typeof message === 'string' ? message : message.shortMessage) },
    logger,
  });
  return { scheduler, api, logger, events, toasts, connection, network: networkStore, activity };
}

describe('ActivityUseCase', () => {
  it('starts empty and fetches nothing until asked', async () => {
    const { api, activity } = world();
    await flushMicrotasks();
    expect(activity.snapshot).toMatchObject({ address: ALICE, caipNetworkId: CHAIN, supported: true, loaded: false, loading: false });
    expect(api.callCount('getHistory')).toBe(0);
  });

  it("refuses to fetch without an account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { activity, api } = world({ address: null });
    expect(activity.snapshot).toEqual(INITIAL_ACTIVITY_STATE);
    const error: unknown = await activity.fetchTransactions().catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'TRANSACTIONS_ADDRESS_REQUIRED')).toBe(true);
    expect((error as Error).message).toBe("Transactions can't be fetched without an accountAddress");
    await expect(activity.loadMore()).rejects.toThrowError("Transactions can't be fetched without an accountAddress");
    expect(api.callCount('getHistory')).toBe(0);
  });

  it('fetches the connected address on the active chain, loading then filled, grouped by year and month', async () => {
    const { api, activity } = world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z'), tx('b', '2026-02-20T10:00:00Z'), tx('c', '2025-12-24T10:00:00Z')]]);
    const pending = activity.fetchTransactions();
    expect(activity.snapshot.loading).toBe(true);
    await pending;
    expect(api.calls.getHistory).toEqual([{ address: ALICE, chainId: CHAIN }]);
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
    const { api, activity } = world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    const first = activity.fetchTransactions();
    const second = activity.fetchTransactions();
    expect(second).toBe(first);
    await first;
    await activity.fetchTransactions();
    expect(api.callCount('getHistory')).toBe(1);
  });

  it('lists only transactions on the connected chain and hides spam-only NFT transactions', async () => {
    const { api, activity } = world();
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
    const { api, activity } = world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')], [tx('b', '2026-01-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    expect(activity.snapshot.next).toBe('page-1');
    const more = activity.loadMore();
    expect(activity.snapshot.loading).toBe(true);
    await more;
    expect(api.calls.getHistory[1]).toEqual({ address: ALICE, chainId: CHAIN, cursor: 'page-1' });
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']);
    expect(activity.snapshot.transactionsByYear.map((group) => group.title)).toEqual(['March', 'January']);
    expect(activity.snapshot.next).toBeUndefined();
    await activity.loadMore();
    expect(api.callCount('getHistory')).toBe(2);
  });

  it("says empty when the account has no activity", async () => {
    const { activity } = world();
    await activity.fetchTransactions();
    expect(activity.snapshot).toMatchObject({ loaded: true, empty: true, transactions: [], error: undefined });
  });

  it("on failure: empty with the cursor cleared, 'Failed to fetch transactions', ERROR_FETCH_TRANSACTIONS and a toast; retry asks again", async () => {
    const { api, activity, events, toasts } = world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    api.failNext('getHistory');
    await activity.fetchTransactions();
    expect(activity.snapshot).toMatchObject({ loading: false, loaded: false, empty: true, next: undefined, transactions: [] });
    expect(activity.snapshot.error?.shortMessage).toBe('Failed to fetch transactions');
    expect(isWalletportError(activity.snapshot.error, 'TRANSACTIONS_FETCH_FAILED')).toBe(true);
    expect(events).toEqual([
      { type: 'track', event: 'ERROR_FETCH_TRANSACTIONS', address: ALICE, properties: { address: ALICE, chainId: CHAIN, cursor: undefined } },
    ]);
    expect(toasts).toEqual(['Failed to fetch transactions']);

    await activity.retry();
    expect(activity.snapshot.error).toBeUndefined();
    expect(activity.snapshot.transactions.map((transaction) => transaction.id)).toEqual(['a']);
  });

  it('a failed later page clears the cursor, keeps the earlier pages, and retry fetches that page', async () => {
    const { api, activity } = world();
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
    const { api, activity, connection, network } = world();
    api.setHistory(ALICE, [[tx('a', '2026-03-01T10:00:00Z')]]);
    await activity.fetchTransactions();
    expect(activity.snapshot.transactions).toHaveLength(1);

    const gate = deferred<void>();
    const original = api.getHistory.bind(api);
    api.getHistory = async (params) => {
      await gate.promise;
      return original(params);
    };
    connection.update({ namespaces: { eip155: connected('eip155', BOB, CHAIN) } });
    expect(activity.snapshot).toMatchObject({ address: BOB, transactions: [], loaded: false });
    const pending = activity.fetchTransactions();
    network.update({ activeCaipNetwork: walletportDevnetB });
    connection.update({ namespaces: { eip155: connected('eip155', BOB, walletportDevnetB.caipNetworkId) } });
    gate.resolve();
    await pending;
    expect(activity.snapshot).toMatchObject({ address: BOB, caipNetworkId: walletportDevnetB.caipNetworkId, loaded: false, loading: false });
  });

  it('is not supported off eip155 or on an unconfigured network: nothing is fetched', async () => {
    const onSolana = world({ network: solana, address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' });
    expect(onSolana.activity.snapshot.supported).toBe(false);
    await onSolana.activity.fetchTransactions();
    await onSolana.activity.loadMore();
    expect(onSolana.api.callCount('getHistory')).toBe(0);

    const unsupported = world({ network: ethereum });
    unsupported.network.update({ isUnsupportedChain: true });
    expect(unsupported.activity.snapshot.supported).toBe(false);
    await unsupported.activity.fetchTransactions();
    expect(unsupported.api.callCount('getHistory')).toBe(0);
  });

  it('derives the NFTs held from the loaded activity: received and not sent since', async () => {
    const { api, activity } = world();
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

  it('reads month titles and relative times against the scheduler clock', () => {
    const { activity, scheduler } = world();
    expect(activity.now()).toBe(scheduler.now());
    scheduler.advance(1000);
    expect(activity.now()).toBe(scheduler.now());
  });

  it('stops following on dispose', async () => {
    const { activity, connection } = world();
    activity.dispose();
    connection.update({ namespaces: {} });
    expect(activity.snapshot.address).toBe(ALICE);
    expect(connection.observerCount).toBe(0);
  });
});
