/** walletPages.ts through the list's facade (its one client): the featured, recommended and All Wallets pages. */
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_WALLETS_COUNT, WALLETS_PER_PAGE } from '../../entities/constants.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { CHAIN, ids, wallets, walletListWorld } from './testing/walletListWorld.js';
import { allWalletsOf, RECOMMENDED_WALLETS_REQUESTED, WalletListUseCase } from './wallet-list.usecase.js';

describe('WalletListUseCase: featured and recommended', () => {
  it('starts empty and asks nothing until loadInitial', () => {
    const { useCase, catalogue } = walletListWorld();
    expect(useCase.snapshot).toMatchObject({ status: 'idle', featured: [], recommended: [], wallets: [], count: 0, page: 0 });
    expect(catalogue.calls.getWallets).toEqual([]);
  });

  it('loads the featured wallets in the order of the option, then the recommended ones without them', async () => {
    const { useCase, catalogue } = walletListWorld({ featuredWalletIds: ['w7', 'w2', 'missing'] }, wallets(20));
    await useCase.loadInitial();
    expect(ids(useCase.snapshot.featured)).toEqual(['w7', 'w2']);
    expect(ids(useCase.snapshot.recommended)).toEqual(['w1', 'w3', 'w4', 'w5', 'w6', 'w8', 'w9', 'w10']);
    expect(useCase.snapshot).toMatchObject({ status: 'ready', count: 20, error: undefined });
    expect(catalogue.calls.getWallets).toEqual([
      { page: 1, entries: 3, include: ['w7', 'w2', 'missing'], chains: [CHAIN] },
      { page: 1, entries: RECOMMENDED_WALLETS_REQUESTED, exclude: ['w7', 'w2', 'missing'], chains: [CHAIN] },
    ]);
    expect(RECOMMENDED_WALLETS_REQUESTED).toBe(2 * RECOMMENDED_WALLETS_COUNT);
  });

  it('asks once however often it is called', async () => {
    const { useCase, catalogue } = walletListWorld();
    const first = useCase.loadInitial();
    expect(useCase.loadInitial()).toBe(first);
    await first;
    await useCase.loadInitial();
    expect(catalogue.calls.getWallets).toHaveLength(1); // no featured ids: only the recommended request
  });

  it('honours include and exclude ids, also for the featured wallets', async () => {
    const { useCase, catalogue } = walletListWorld(
      { includeWalletIds: ['w1', 'w2', 'w3', 'w4'], excludeWalletIds: ['w2'], featuredWalletIds: ['w2', 'w3', 'w9'] },
      wallets(10),
    );
    await useCase.loadInitial();
    // w2 is excluded and w9 not included: only w3 is featured.
    expect(ids(useCase.snapshot.featured)).toEqual(['w3']);
    expect(ids(useCase.snapshot.recommended)).toEqual(['w1', 'w4']);
    expect(catalogue.calls.getWallets).toEqual([
      { page: 1, entries: 1, include: ['w3'], exclude: ['w2'], chains: [CHAIN] },
      { page: 1, entries: RECOMMENDED_WALLETS_REQUESTED, include: ['w1', 'w2', 'w3', 'w4'], exclude: ['w2', 'w3'], chains: [CHAIN] },
    ]);
  });

  it('keeps a failure as a typed, retryable error, and a retry succeeds', async () => {
    const { useCase, catalogue } = walletListWorld();
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]);
    await expect(useCase.loadInitial()).resolves.toBeUndefined();
    expect(useCase.snapshot.status).toBe('error');
    expect(useCase.snapshot.error).toMatchObject({ operation: 'initial', retryable: true });
    expect(useCase.snapshot.error?.error.code).toBe('HTTP_STATUS');
    expect(useCase.snapshot.error?.error.shortMessage).toBe('HTTP status code: 503');

    catalogue.failWalletsWith = undefined;
    await useCase.retry();
    expect(useCase.snapshot).toMatchObject({ status: 'ready', error: undefined });
    expect(useCase.snapshot.recommended).toHaveLength(RECOMMENDED_WALLETS_REQUESTED);
  });

  it('wraps an untyped failure', async () => {
    const { useCase, catalogue } = walletListWorld();
    catalogue.failWalletsWith = new TypeError('fetch failed');
    await useCase.loadInitial();
    const error = useCase.snapshot.error?.error;
    expect(isWalletportError(error, 'SOMETHING_WENT_WRONG')).toBe(true);
    expect(error?.details).toBe('fetch failed');
  });
});

describe('WalletListUseCase: pages', () => {
  it('loads 40 wallets a page, leaving out featured and recommended ones, and stops at the count', async () => {
    const { useCase, catalogue } = walletListWorld({ featuredWalletIds: ['w1'], excludeWalletIds: ['w99'] }, wallets(100));
    await useCase.loadInitial();
    const shown = ['w1', ...ids(useCase.snapshot.recommended)];
    expect(shown).toHaveLength(1 + RECOMMENDED_WALLETS_REQUESTED);
    catalogue.calls.getWallets.length = 0;

    await useCase.loadNextPage();
    expect(useCase.snapshot).toMatchObject({ page: 1, hasMore: true, loadingPage: false, count: 99 });
    expect(useCase.snapshot.wallets).toHaveLength(WALLETS_PER_PAGE);
    expect(catalogue.calls.getWallets[0]).toEqual({
      page: 1,
      entries: WALLETS_PER_PAGE,
      exclude: ['w99', 'w1', ...shown.slice(1)],
      chains: [CHAIN],
    });

    await useCase.loadNextPage();
    await useCase.loadNextPage();
    // 100 wallets, w99 excluded, 9 shown first: 90 in the pages (40 + 40 + 10).
    expect(useCase.snapshot).toMatchObject({ page: 3, hasMore: false });
    expect(useCase.snapshot.wallets).toHaveLength(90);
    await useCase.loadNextPage();
    expect(catalogue.calls.getWallets).toHaveLength(3);
    const grid = allWalletsOf(useCase.snapshot);
    expect(grid).toHaveLength(99);
    expect(new Set(ids(grid)).size).toBe(99);
  });

  it('never has two page requests out at once', async () => {
    const { useCase, catalogue } = walletListWorld({}, wallets(100));
    await useCase.loadInitial();
    catalogue.calls.getWallets.length = 0;
    const release = catalogue.holdWallets();
    const first = useCase.loadNextPage();
    expect(useCase.loadNextPage()).toBe(first);
    await Promise.resolve();
    expect(useCase.snapshot.loadingPage).toBe(true);
    release();
    await first;
    expect(catalogue.calls.getWallets).toHaveLength(1);
    expect(useCase.snapshot).toMatchObject({ page: 1, loadingPage: false });
  });

  it('asks for the next page when called as the page before is published (a view reacting to that state)', async () => {
    const { useCase, catalogue } = walletListWorld({}, wallets(100));
    await useCase.loadInitial();
    let next: Promise<void> | undefined;
    const unsubscribe = useCase.subscribe(() => {
      const { page, loadingPage } = useCase.snapshot;
      if (page === 1 && !loadingPage && next === undefined) next = useCase.loadNextPage();
    });
    await useCase.loadNextPage();
    await next;
    unsubscribe();
    expect(catalogue.calls.getWallets.filter((call) => call.entries === WALLETS_PER_PAGE).map((call) => call.page)).toEqual([1, 2]);
    expect(useCase.snapshot).toMatchObject({ page: 2, loadingPage: false });
  });

  it('waits for the initial load before asking for a page', async () => {
    const { useCase, catalogue } = walletListWorld({}, wallets(30));
    const release = catalogue.holdWallets();
    void useCase.loadInitial();
    const page = useCase.loadNextPage();
    await Promise.resolve();
    expect(catalogue.calls.getWallets).toHaveLength(1);
    release();
    await page;
    expect(catalogue.calls.getWallets[1]?.exclude).toEqual(ids(useCase.snapshot.recommended));
    expect(allWalletsOf(useCase.snapshot)).toHaveLength(30);
  });

  it('keeps a failed page as a retryable error, and a retry asks for the same page', async () => {
    const { useCase, catalogue } = walletListWorld({}, wallets(100));
    await useCase.loadInitial();
    await useCase.loadNextPage();
    catalogue.failWalletsWith = walletportError('NETWORK_ERROR');
    await useCase.loadNextPage();
    expect(useCase.snapshot).toMatchObject({ page: 1, loadingPage: false, hasMore: true });
    expect(useCase.snapshot.error).toMatchObject({ operation: 'page', retryable: true });
    catalogue.failWalletsWith = undefined;
    await useCase.retry();
    expect(useCase.snapshot).toMatchObject({ page: 2, error: undefined });
    expect(catalogue.calls.getWallets.slice(-2).map((call) => call.page)).toEqual([2, 2]);
  });

  it('ends the list on an empty page even when the count promised more', async () => {
    const scheduler = new VirtualScheduler();
    let calls = 0;
    const useCase = new WalletListUseCase({
      catalogue: {
        getWallets: async () => {
          calls += 1;
          return { data: [], count: 500 };
        },
        imageUrl: () => '',
      },
      scheduler,
      options: {},
      events: { emit: () => undefined },
    });
    await useCase.loadNextPage();
    await useCase.loadNextPage();
    expect(useCase.snapshot.hasMore).toBe(false);
    expect(calls).toBe(1); // one empty page, then nothing more is asked
  });
});
