import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEBOUNCE_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PER_PAGE,
} from '../../entities/constants.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { deferred } from '../../../tests/fakes/wallet-connector.fake.js';
import {
  allWalletsOf,
  RECOMMENDED_WALLETS_REQUESTED,
  WalletListUseCase,
  type WalletListOptions,
} from './wallet-list.usecase.js';

const CHAIN = 'eip155:31337';

function wallets(count: number, prefix = 'w'): CatalogueWallet[] {
  return Array.from({ length: count }, (_, index) =>
    catalogueWallet({ id: `${prefix}${index + 1}`, name: `Wallet ${index + 1}`, chains: [CHAIN] }),
  );
}

function setup(options: WalletListOptions = {}, catalogueWallets: CatalogueWallet[] = wallets(10)) {
  const scheduler = new VirtualScheduler();
  const catalogue = new FakeWalletCatalogue({ wallets: catalogueWallets });
  const events: { event: string; properties?: Record<string, unknown> | undefined }[] = [];
  const useCase = new WalletListUseCase({
    catalogue,
    scheduler,
    options: { networks: [{ caipNetworkId: CHAIN }], ...options },
    events: { emit: (event) => events.push(event) },
  });
  return { useCase, catalogue, scheduler, events };
}

const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id);

describe('WalletListUseCase: featured and recommended', () => {
  it('starts empty and asks nothing until loadInitial', () => {
    const { useCase, catalogue } = setup();
    expect(useCase.snapshot).toMatchObject({ status: 'idle', featured: [], recommended: [], wallets: [], count: 0, page: 0 });
    expect(catalogue.calls.getWallets).toEqual([]);
  });

  it('loads the featured wallets in the order of the option, then the recommended ones without them', async () => {
    const { useCase, catalogue } = setup({ featuredWalletIds: ['w7', 'w2', 'missing'] }, wallets(20));
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
    const { useCase, catalogue } = setup();
    const first = useCase.loadInitial();
    expect(useCase.loadInitial()).toBe(first);
    await first;
    await useCase.loadInitial();
    expect(catalogue.calls.getWallets).toHaveLength(1); // no featured ids: only the recommended request
  });

  it('honours include and exclude ids, also for the featured wallets', async () => {
    const { useCase, catalogue } = setup(
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
    const { useCase, catalogue } = setup();
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
    const { useCase, catalogue } = setup();
    catalogue.failWalletsWith = new TypeError('fetch failed');
    await useCase.loadInitial();
    const error = useCase.snapshot.error?.error;
    expect(isWalletportError(error, 'SOMETHING_WENT_WRONG')).toBe(true);
    expect(error?.details).toBe('fetch failed');
  });
});

describe('WalletListUseCase: pages', () => {
  it('loads 40 wallets a page, leaving out featured and recommended ones, and stops at the count', async () => {
    const { useCase, catalogue } = setup({ featuredWalletIds: ['w1'], excludeWalletIds: ['w99'] }, wallets(100));
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
    const { useCase, catalogue } = setup({}, wallets(100));
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

  it('waits for the initial load before asking for a page', async () => {
    const { useCase, catalogue } = setup({}, wallets(30));
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
    const { useCase, catalogue } = setup({}, wallets(100));
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

describe('WalletListUseCase: search', () => {
  const catalogueWallets = [
    ...wallets(5),
    catalogueWallet({ id: 'mm', name: 'MetaMask', chains: [CHAIN] }),
    catalogueWallet({ id: 'meta', name: 'Metal Wallet', chains: [CHAIN] }),
    catalogueWallet({ id: 'excluded', name: 'Meta Excluded', chains: [CHAIN] }),
  ];

  it('debounces typing, trims the query, asks for 100 entries and reports SEARCH_WALLET', async () => {
    const { useCase, catalogue, scheduler, events } = setup({ excludeWalletIds: ['excluded'] }, catalogueWallets);
    useCase.search('  meta  ');
    expect(useCase.snapshot).toMatchObject({ search: 'meta', searchStatus: 'debouncing' });
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(catalogue.calls.getWallets).toEqual([]);
    await scheduler.advanceAsync(1);
    expect(catalogue.calls.getWallets).toEqual([
      { page: 1, entries: WALLET_SEARCH_ENTRIES, search: 'meta', exclude: ['excluded'], chains: [CHAIN] },
    ]);
    expect(events).toEqual([{ type: 'track', event: 'SEARCH_WALLET', properties: { search: 'meta' } }]);
    expect(useCase.snapshot.searchStatus).toBe('loading');
  });

  it('shows the answer no sooner than 300 ms after the request went out', async () => {
    const { useCase, scheduler } = setup({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    // The catalogue has answered by now; the minimum wait holds it back.
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'loading', searchResults: [] });
    await scheduler.advanceAsync(1);
    expect(useCase.snapshot.searchStatus).toBe('ready');
    expect(ids(useCase.snapshot.searchResults)).toEqual(['mm', 'meta', 'excluded']);
  });

  it('shows a slow answer when it arrives', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    const release = catalogue.holdWallets();
    useCase.search('metamask');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS + 1000);
    expect(useCase.snapshot.searchStatus).toBe('loading');
    release();
    await scheduler.advanceAsync(0);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'ready' });
    expect(ids(useCase.snapshot.searchResults)).toEqual(['mm']);
  });

  it('restarts the debounce on every change and sends only the last query', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    useCase.search('m');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    useCase.search('me');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    useCase.search('met');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(catalogue.calls.getWallets).toEqual([]);
    await scheduler.advanceAsync(1);
    expect(catalogue.calls.getWallets.map((call) => call.search)).toEqual(['met']);
  });

  it('does not restart for the same trimmed query', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS - 100);
    useCase.search('meta ');
    await scheduler.advanceAsync(100);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    useCase.search(' meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    expect(useCase.snapshot.searchStatus).toBe('ready');
  });

  it('an empty query clears the search, and an answer on its way is dropped', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(catalogue.calls.getWallets).toHaveLength(1);
    useCase.search('   ');
    expect(useCase.snapshot).toMatchObject({ search: '', searchStatus: 'idle', searchResults: [] });
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot).toMatchObject({ search: '', searchStatus: 'idle', searchResults: [] });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('only the latest query is ever shown', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    const release = catalogue.holdWallets();
    useCase.search('metamask');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    useCase.search('metal');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    release();
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot.search).toBe('metal');
    expect(ids(useCase.snapshot.searchResults)).toEqual(['meta']);
  });

  it('a failed search becomes a retryable error (at the minimum wait, not before) and never throws', async () => {
    const { useCase, catalogue, scheduler } = setup({}, catalogueWallets);
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [500]);
    useCase.search('meta');
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(useCase.snapshot.searchStatus).toBe('loading');
    await scheduler.advanceAsync(1);
    expect(useCase.snapshot.searchStatus).toBe('error');
    expect(useCase.snapshot.searchError).toMatchObject({ operation: 'search', retryable: true });
    expect(useCase.snapshot.searchError?.error.shortMessage).toBe('HTTP status code: 500');

    catalogue.failWalletsWith = undefined;
    useCase.retrySearch();
    expect(useCase.snapshot.searchStatus).toBe('loading');
    await scheduler.advanceAsync(WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot).toMatchObject({ searchStatus: 'ready', searchError: undefined });
    expect(catalogue.calls.getWallets).toHaveLength(2);
  });
});

describe('WalletListUseCase: images', () => {
  it('resolves as soon as every image settled', async () => {
    const { useCase, scheduler } = setup();
    let done = false;
    const result = useCase.preloadImages(['https://img/a', 'https://img/b', 'https://img/a'], async (url) => {
      if (url.endsWith('b')) throw new Error('404');
    });
    void result.then(() => (done = true));
    await scheduler.advanceAsync(0);
    expect(done).toBe(true);
    await expect(result).resolves.toEqual({ timedOut: false, loaded: ['https://img/a'], failed: ['https://img/b'], pending: [] });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('gives up waiting after exactly 2 s', async () => {
    const { useCase, scheduler } = setup();
    const slow = deferred<void>();
    let outcome: unknown;
    void useCase
      .preloadImages(['https://img/fast', 'https://img/slow'], (url) => (url.endsWith('slow') ? slow.promise : Promise.resolve()))
      .then((value) => (outcome = value));
    await scheduler.advanceAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await scheduler.advanceAsync(1);
    expect(outcome).toEqual({ timedOut: true, loaded: ['https://img/fast'], failed: [], pending: ['https://img/slow'] });
  });

  it('builds image addresses from the catalogue, preferring an address the wallet or connector has', () => {
    const { useCase } = setup();
    expect(useCase.walletImageUrl({ image_id: 'abc' })).toBe('https://catalogue.fake/getWalletImage/abc');
    expect(useCase.walletImageUrl({ image_id: 'abc', image_url: 'https://cdn/x.png' })).toBe('https://cdn/x.png');
    expect(useCase.walletImageUrl({})).toBeUndefined();
    expect(useCase.connectorImageUrl({ imageUrl: 'data:image/png;base64,AAAA', imageId: 'abc' })).toBe('data:image/png;base64,AAAA');
    expect(useCase.connectorImageUrl({ imageId: 'abc' })).toBe('https://catalogue.fake/getWalletImage/abc');
  });
});

describe('WalletListUseCase: dispose', () => {
  it('cancels the timers and drops answers on their way', async () => {
    const { useCase, catalogue, scheduler } = setup();
    const release = catalogue.holdWallets();
    void useCase.loadInitial();
    useCase.search('wallet');
    useCase.dispose();
    expect(scheduler.pendingTimers).toBe(0);
    release();
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(useCase.snapshot.status).toBe('loading');
    expect(catalogue.calls.getWallets).toHaveLength(1);
  });
});

describe('WalletListUseCase: knownWallets$', () => {
  it('lists every wallet loaded so far once, and emits only when a list changes', async () => {
    const { useCase, scheduler } = setup({ featuredWalletIds: ['w3'] }, wallets(60));
    const emitted: string[][] = [];
    const subscription = useCase.knownWallets$.subscribe((known) => emitted.push(ids(known)));
    expect(emitted).toEqual([[]]);

    await useCase.loadInitial();
    expect(emitted.at(-1)).toEqual(['w3', ...ids(useCase.snapshot.recommended)]);
    await useCase.loadNextPage();
    const loaded = emitted.at(-1)!;
    expect(new Set(loaded).size).toBe(loaded.length);
    expect(loaded).toHaveLength(1 + useCase.snapshot.recommended.length + useCase.snapshot.wallets.length);

    // A search answer adds the wallets it found that were not loaded yet; the debouncing state alone does not emit.
    const count = emitted.length;
    useCase.search('Wallet 60');
    expect(emitted).toHaveLength(count);
    await scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS);
    expect(useCase.snapshot.searchResults.length).toBeGreaterThan(0);
    expect(emitted.at(-1)).toEqual(expect.arrayContaining(['w60', ...loaded]));
    expect(new Set(emitted.at(-1)).size).toBe(emitted.at(-1)!.length);
    subscription.unsubscribe();
  });
});
