import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, IMAGE_PRELOAD_TIMEOUT_MS, WALLET_SEARCH_MIN_WAIT_MS } from '../../entities/constants.js';
import { deferred } from '../shared/deferred.js';
import { ids, wallets, walletListWorld } from './testing/walletListWorld.js';

describe('WalletListUseCase: images', () => {
  it('resolves as soon as every image settled', async () => {
    const { useCase, scheduler } = walletListWorld();
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
    const { useCase, scheduler } = walletListWorld();
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
    const { useCase } = walletListWorld();
    expect(useCase.walletImageUrl({ image_id: 'abc' })).toBe('https://catalogue.fake/getWalletImage/abc');
    // Its own image only from the catalogue's origin or as a data URI: any other host falls back (issue 18, defect 4).
    expect(useCase.walletImageUrl({ image_id: 'abc', image_url: 'https://catalogue.fake/img/x.png' })).toBe('https://catalogue.fake/img/x.png');
    expect(useCase.walletImageUrl({ image_id: 'abc', image_url: 'data:image/png;base64,AAAA' })).toBe('data:image/png;base64,AAAA');
    expect(useCase.walletImageUrl({ image_id: 'abc', image_url: 'https://tracker.example/x.png' })).toBe('https://catalogue.fake/getWalletImage/abc');
    expect(useCase.walletImageUrl({ image_id: 'abc', image_url: 'http://tracker.example/x.png' })).toBe('https://catalogue.fake/getWalletImage/abc');
    expect(useCase.walletImageUrl({ image_url: 'https://tracker.example/x.png' })).toBeUndefined();
    // The host page's own custom wallets may point at any https image (not plain http).
    const custom = walletListWorld({ customWalletIds: ['mine'] }).useCase;
    expect(custom.walletImageUrl({ id: 'mine', image_url: 'https://cdn.example/mine.png' })).toBe('https://cdn.example/mine.png');
    expect(custom.walletImageUrl({ id: 'mine', image_url: 'http://cdn.example/mine.png' })).toBeUndefined();
    expect(custom.walletImageUrl({ id: 'other', image_url: 'https://cdn.example/mine.png' })).toBeUndefined();
    expect(useCase.walletImageUrl({})).toBeUndefined();
    expect(useCase.connectorImageUrl({ imageUrl: 'data:image/png;base64,AAAA', imageId: 'abc' })).toBe('data:image/png;base64,AAAA');
    expect(useCase.connectorImageUrl({ imageId: 'abc' })).toBe('https://catalogue.fake/getWalletImage/abc');
  });
});

describe('WalletListUseCase: dispose', () => {
  it('cancels the timers and drops answers on their way', async () => {
    const { useCase, catalogue, scheduler } = walletListWorld();
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
    const { useCase, scheduler } = walletListWorld({ featuredWalletIds: ['w3'] }, wallets(60));
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

  it('follows every load whether or not anyone subscribes to the list, and subscribing asks the catalogue nothing', async () => {
    const { useCase, catalogue } = walletListWorld({}, wallets(10));
    const known: string[][] = [];
    const subscription = useCase.knownWallets$.subscribe((list) => known.push(ids(list)));
    const stopListening = useCase.subscribe(() => undefined);
    stopListening();
    expect(catalogue.calls.getWallets).toEqual([]);

    // No subscriber on the list itself now: the connectors use case still hears what is loaded.
    await useCase.loadInitial();
    expect(known).toEqual([[], ids(useCase.snapshot.recommended)]);
    subscription.unsubscribe();
  });
});
