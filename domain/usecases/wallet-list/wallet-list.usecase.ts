/**
 * The wallet catalogue as the Connect view and the All Wallets view show it (SPEC.md sections 2, 3 and 9).
 *
 * - `loadInitial()` fetches the featured wallets (the `featuredWalletIds`, in that order) and the first
 *   recommended wallets (the catalogue's own order, featured ones left out). Both requests run together;
 *   a second call while they run, or after they succeeded, asks nothing again. A failure leaves a typed,
 *   retryable error in `error` (operation 'initial').
 * - `loadNextPage()` fetches the next WALLETS_PER_PAGE wallets of the All Wallets grid (featured and
 *   recommended ones left out: the grid shows those first). One request at a time: a call while one is out
 *   returns that one. It stops once the catalogue's count is reached.
 * - `search(query)` searches the catalogue. The query is trimmed; an empty one clears the search. Typing is
 *   debounced (see SEARCH timing below), then WALLET_SEARCH_ENTRIES results are asked for and SEARCH_WALLET
 *   is reported. Only the latest query's answer is ever shown.
 * - Every request carries the page's `includeWalletIds`, `excludeWalletIds` and the configured networks as
 *   the `chains` filter.
 * - `preloadImages(urls, preload)` preloads images with the 2 s race (preloadImages.ts).
 *
 * Search timing, as we read SPEC.md section 9 ("default debounce 500 ms", "300 ms minimum search wait"):
 * two waits, one after the other. Typing is debounced by DEFAULT_DEBOUNCE_MS: the request goes out once the
 * query has not changed for 500 ms. Then the answer is shown no earlier than WALLET_SEARCH_MIN_WAIT_MS
 * (300 ms) after the request went out, even when the catalogue answers sooner, so the loading state never
 * flickers. A query typed in one go shows its results 800 ms after the last keystroke at the earliest.
 * A failed search is shown at the same moment (never before the minimum wait), as an error to retry.
 *
 * Nothing here fails loudly: every request error becomes state (`error`, `searchError`), never a rejection.
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Connector } from '../../entities/connector/connector.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import type { GetWalletsParameters, WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';
import {
  DEFAULT_DEBOUNCE_MS,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PER_PAGE,
} from '../../entities/constants.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { StateStore } from '../shared/state-store.js';
import { preloadImages, type PreloadImage, type PreloadImagesReturnType } from './preloadImages.js';

/**
 * How many recommended wallets are asked for: the four the Connect view shows, plus as many in reserve, so
 * four remain when some of them are already listed (installed, recent or featured).
 */
export const RECOMMENDED_WALLETS_REQUESTED = RECOMMENDED_WALLETS_COUNT * 2;

export type WalletListOperation = 'initial' | 'page' | 'search';

/** A failed catalogue request, kept in state. Every one can be retried (`retry`, `retrySearch`). */
export type WalletListError = {
  readonly operation: WalletListOperation;
  /** The catalogue's typed error (HTTP status, invalid response, ...), or SOMETHING_WENT_WRONG wrapping it. */
  readonly error: WalletportError;
  readonly retryable: true;
};

/** idle: nothing asked yet; loading; ready; error (see `error`). */
export type WalletListStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * idle: no search; debouncing: the query is typed, the request waits for the typing to stop; loading: the
 * request is out (or answered within the minimum wait); ready: `searchResults` answer `search`; error: see
 * `searchError`.
 */
export type WalletSearchStatus = 'idle' | 'debouncing' | 'loading' | 'ready' | 'error';

export type WalletListState = {
  /** The featured and recommended wallets (loadInitial). */
  readonly status: WalletListStatus;
  /** The `featuredWalletIds` found in the catalogue, in the order of the option. */
  readonly featured: readonly CatalogueWallet[];
  /** The catalogue's first wallets, featured ones left out (up to RECOMMENDED_WALLETS_REQUESTED). */
  readonly recommended: readonly CatalogueWallet[];
  /** The All Wallets pages loaded so far, in order, each wallet once (featured and recommended left out). */
  readonly wallets: readonly CatalogueWallet[];
  /** How many wallets the catalogue holds for this page's filters, featured included; 0 until known. */
  readonly count: number;
  /** The last page loaded (1-based); 0 before the first. */
  readonly page: number;
  /** Whether `loadNextPage` has more to fetch. */
  readonly hasMore: boolean;
  readonly loadingPage: boolean;
  /** The failure of `loadInitial` or `loadNextPage`, until a retry or the next success. */
  readonly error: WalletListError | undefined;
  /** The trimmed query; '' when not searching. */
  readonly search: string;
  /** The answer to `search` once `searchStatus` is 'ready' (the previous answer while a new one loads). */
  readonly searchResults: readonly CatalogueWallet[];
  readonly searchStatus: WalletSearchStatus;
  readonly searchError: WalletListError | undefined;
};

/** The event bus, narrowed to what this use case sends (EventsUseCase fits). */
export type WalletListEvents = {
  emit(event: { type: 'track'; event: string; properties?: Record<string, unknown> | undefined }): unknown;
};

export type WalletListOptions = {
  includeWalletIds?: readonly string[] | undefined;
  excludeWalletIds?: readonly string[] | undefined;
  featuredWalletIds?: readonly string[] | undefined;
  /** The configured networks: their CAIP-2 ids are the `chains` filter of every request. */
  networks?: readonly { caipNetworkId: string }[] | undefined;
};

export type WalletListUseCaseDependencies = {
  catalogue: Pick<WalletCatalogue, 'getWallets' | 'imageUrl'>;
  scheduler: Pick<Scheduler, 'schedule'>;
  options: WalletListOptions;
  events: WalletListEvents;
  logger?: Logger | undefined;
  /** The typing debounce of `search`; DEFAULT_DEBOUNCE_MS unless told. */
  searchDebounceMs?: number | undefined;
};

const INITIAL_STATE: WalletListState = {
  status: 'idle',
  featured: [],
  recommended: [],
  wallets: [],
  count: 0,
  page: 0,
  hasMore: true,
  loadingPage: false,
  error: undefined,
  search: '',
  searchResults: [],
  searchStatus: 'idle',
  searchError: undefined,
};

type Wait = { promise: Promise<void>; cancel: () => void };

export class WalletListUseCase {
  readonly #catalogue: WalletListUseCaseDependencies['catalogue'];
  readonly #scheduler: Pick<Scheduler, 'schedule'>;
  readonly #events: WalletListEvents;
  readonly #logger: Logger | undefined;
  readonly #debounceMs: number;
  readonly #include: readonly string[];
  readonly #exclude: readonly string[];
  readonly #featuredIds: readonly string[];
  readonly #chains: readonly string[];
  readonly #store = new StateStore<WalletListState>(INITIAL_STATE);

  #initial: Promise<void> | undefined;
  #pageRequest: Promise<void> | undefined;
  /** Bumped by every search command; an answer for an older generation is dropped. */
  #searchGeneration = 0;
  #cancelDebounce: CancelTimer | undefined;
  #minimumWait: Wait | undefined;
  #disposed = false;

  readonly state$: Observable<WalletListState> = this.#store.state$;
  readonly subscribe: (listener: () => void) => () => void = this.#store.subscribe;
  readonly getSnapshot: () => WalletListState = this.#store.getSnapshot;
  /**
   * Every catalogue wallet loaded so far (featured, recommended, All Wallets pages, the latest search
   * results), each once; a new array only when one of those lists changes. The connectors use case matches
   * browser wallets against it (explorer id and image).
   */
  readonly knownWallets$: Observable<readonly CatalogueWallet[]> = this.#store.state$.pipe(
    map(({ featured, recommended, wallets, searchResults }) => [featured, recommended, wallets, searchResults] as const),
    distinctUntilChanged((previous, next) => previous.every((list, index) => list === next[index])),
    map(([featured, recommended, wallets, searchResults]) =>
      uniqueById([...allWalletsOf({ featured, recommended, wallets }), ...searchResults]),
    ),
  );

  constructor({ catalogue, scheduler, options, events, logger, searchDebounceMs = DEFAULT_DEBOUNCE_MS }: WalletListUseCaseDependencies) {
    this.#catalogue = catalogue;
    this.#scheduler = scheduler;
    this.#events = events;
    this.#logger = logger;
    this.#debounceMs = searchDebounceMs;
    this.#include = unique(options.includeWalletIds ?? []);
    this.#exclude = unique(options.excludeWalletIds ?? []);
    const excluded = new Set(this.#exclude);
    const included = this.#include.length > 0 ? new Set(this.#include) : undefined;
    // A featured wallet the page excluded, or left out of its include list, is not shown.
    this.#featuredIds = unique(options.featuredWalletIds ?? []).filter((id) => !excluded.has(id) && (!included || included.has(id)));
    this.#chains = unique((options.networks ?? []).map((network) => network.caipNetworkId));
  }

  get snapshot(): WalletListState {
    return this.#store.snapshot;
  }

  /** The featured wallets, then the recommended ones. Resolves when both settled; never rejects. */
  loadInitial(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    if (this.#initial) return this.#initial;
    if (this.#store.snapshot.status === 'ready') return Promise.resolve();
    this.#store.update((state) => ({
      status: 'loading',
      error: state.error?.operation === 'initial' ? undefined : state.error,
    }));
    const run = this.#fetchInitial().finally(() => {
      this.#initial = undefined;
    });
    this.#initial = run;
    return run;
  }

  /** The next page of the All Wallets grid. Resolves when it settled; never rejects. */
  loadNextPage(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    if (this.#pageRequest) return this.#pageRequest;
    if (!this.#store.snapshot.hasMore) return Promise.resolve();
    this.#store.update((state) => ({
      loadingPage: true,
      error: state.error?.operation === 'page' ? undefined : state.error,
    }));
    const run = this.#fetchNextPage().finally(() => {
      this.#pageRequest = undefined;
    });
    this.#pageRequest = run;
    return run;
  }

  /**
   * Runs again what failed: the initial load (status 'error') and the page (`error` of operation 'page'),
   * both when both failed. Resolves when they settled; never rejects.
   */
  async retry(): Promise<void> {
    const { status, error } = this.#store.snapshot;
    const runs: Promise<void>[] = [];
    if (status === 'error') runs.push(this.loadInitial());
    if (error?.operation === 'page') runs.push(this.loadNextPage());
    await Promise.all(runs);
  }

  /** Searches for `query` (trimmed) after the typing debounce; '' clears the search. */
  search(query: string): void {
    if (this.#disposed) return;
    const search = query.trim();
    const { search: current, searchStatus } = this.#store.snapshot;
    if (search === current && searchStatus !== 'error') return;
    this.#cancelSearch();
    if (search === '') {
      this.#store.update({ search: '', searchResults: [], searchStatus: 'idle', searchError: undefined });
      return;
    }
    const generation = this.#searchGeneration;
    this.#store.update({ search, searchStatus: 'debouncing', searchError: undefined });
    this.#cancelDebounce = this.#scheduler.schedule(() => {
      this.#cancelDebounce = undefined;
      void this.#runSearch(search, generation);
    }, this.#debounceMs);
  }

  /** Clears the search (the All Wallets view does this when it closes). */
  clearSearch(): void {
    this.search('');
  }

  /** Sends the failed search again at once (no debounce). */
  retrySearch(): void {
    const { search, searchStatus } = this.#store.snapshot;
    if (this.#disposed || searchStatus !== 'error' || search === '') return;
    this.#cancelSearch();
    void this.#runSearch(search, this.#searchGeneration);
  }

  /** Preloads images with the 2 s race (IMAGE_PRELOAD_TIMEOUT_MS); `preload` does the loading. */
  preloadImages(urls: readonly string[], preload: PreloadImage): Promise<PreloadImagesReturnType> {
    return preloadImages({ urls, preload, scheduler: this.#scheduler });
  }

  /** The address of a catalogue wallet's image: its own `image_url`, else the catalogue's image by id. */
  walletImageUrl(wallet: { image_url?: string | null | undefined; image_id?: string | null | undefined }): string | undefined {
    if (wallet.image_url) return wallet.image_url;
    return wallet.image_id ? this.#catalogue.imageUrl('wallet', wallet.image_id) : undefined;
  }

  /** The address of a connector's image: its own (an EIP-6963 icon, say), else its catalogue image. */
  connectorImageUrl(connector: Pick<Connector, 'imageUrl' | 'imageId'>): string | undefined {
    if (connector.imageUrl) return connector.imageUrl;
    return connector.imageId ? this.#catalogue.imageUrl('wallet', connector.imageId) : undefined;
  }

  /** Cancels the timers, drops answers still on their way and completes `state$`. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#cancelSearch();
    this.#store.dispose();
  }

  // Initial load and pages

  async #fetchInitial(): Promise<void> {
    try {
      const [featured, recommended] = await Promise.all([
        this.#fetchFeatured(),
        this.#getWallets({
          page: 1,
          entries: RECOMMENDED_WALLETS_REQUESTED,
          exclude: [...this.#exclude, ...this.#featuredIds],
        }),
      ]);
      if (this.#disposed) return;
      this.#store.update((state) => ({
        status: 'ready',
        featured,
        recommended: uniqueById(recommended.data),
        count: featured.length + recommended.count,
        error: state.error?.operation === 'initial' ? undefined : state.error,
      }));
    } catch (error) {
      if (this.#disposed) return;
      this.#logger?.warn('Could not load the featured and recommended wallets', error);
      this.#store.update({ status: 'error', error: failure('initial', error) });
    }
  }

  async #fetchFeatured(): Promise<CatalogueWallet[]> {
    if (this.#featuredIds.length === 0) return [];
    const { data } = await this.#getWallets({
      page: 1,
      entries: this.#featuredIds.length,
      include: this.#featuredIds,
    });
    // The option's order, not the catalogue's.
    const byId = new Map(data.map((wallet) => [wallet.id, wallet]));
    return this.#featuredIds.map((id) => byId.get(id)).filter((wallet): wallet is CatalogueWallet => wallet !== undefined);
  }

  async #fetchNextPage(): Promise<void> {
    // The grid leaves out the featured and recommended wallets, so wait until they are known.
    if (this.#initial) await this.#initial;
    const before = this.#store.snapshot;
    const page = before.page + 1;
    const shown = [...before.featured, ...before.recommended].map((wallet) => wallet.id);
    try {
      const answer = await this.#getWallets({
        page,
        entries: WALLETS_PER_PAGE,
        exclude: [...this.#exclude, ...this.#featuredIds, ...shown],
      });
      if (this.#disposed) return;
      this.#store.update((state) => {
        const wallets = uniqueById([...state.wallets, ...answer.data]);
        return {
          wallets,
          page,
          // An empty page ends the list even if the count promised more (no endless requests).
          hasMore: answer.data.length > 0 && wallets.length < answer.count,
          count: state.featured.length + state.recommended.length + answer.count,
          loadingPage: false,
        };
      });
    } catch (error) {
      if (this.#disposed) return;
      this.#logger?.warn(`Could not load page ${page} of the wallets`, error);
      this.#store.update({ loadingPage: false, error: failure('page', error) });
    }
  }

  // Search

  async #runSearch(search: string, generation: number): Promise<void> {
    if (generation !== this.#searchGeneration || this.#disposed) return;
    this.#store.update({ searchStatus: 'loading' });
    void this.#events.emit({ type: 'track', event: 'SEARCH_WALLET', properties: { search } });
    const minimumWait = this.#wait(WALLET_SEARCH_MIN_WAIT_MS);
    this.#minimumWait = minimumWait;
    const [outcome] = await Promise.all([
      this.#getWallets({ page: 1, entries: WALLET_SEARCH_ENTRIES, search, exclude: this.#exclude }).then(
        (page) => ({ ok: true as const, page }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      minimumWait.promise,
    ]);
    if (generation !== this.#searchGeneration || this.#disposed) return;
    this.#minimumWait = undefined;
    if (outcome.ok) {
      this.#store.update({ searchResults: uniqueById(outcome.page.data), searchStatus: 'ready', searchError: undefined });
    } else {
      this.#logger?.warn(`Could not search the wallets for "${search}"`, outcome.error);
      this.#store.update({ searchStatus: 'error', searchError: failure('search', outcome.error) });
    }
  }

  #cancelSearch(): void {
    this.#searchGeneration += 1;
    this.#cancelDebounce?.();
    this.#cancelDebounce = undefined;
    this.#minimumWait?.cancel();
    this.#minimumWait = undefined;
  }

  // Helpers

  /** Every request carries the page's include and exclude ids and the chains filter. */
  #getWallets(parameters: { page: number; entries: number; search?: string; include?: readonly string[]; exclude?: readonly string[] }) {
    const include = parameters.include ?? this.#include;
    const exclude = unique(parameters.exclude ?? this.#exclude);
    const request: GetWalletsParameters = {
      page: parameters.page,
      entries: parameters.entries,
      ...(parameters.search === undefined ? {} : { search: parameters.search }),
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
      ...(this.#chains.length > 0 ? { chains: this.#chains } : {}),
    };
    return this.#catalogue.getWallets(request);
  }

  /** A wait on the scheduler; cancelling it settles it at once (the caller then drops the answer). */
  #wait(ms: number): Wait {
    let settle!: () => void;
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const cancelTimer = this.#scheduler.schedule(settle, ms);
    return {
      promise,
      cancel: () => {
        cancelTimer();
        settle();
      },
    };
  }
}

function failure(operation: WalletListOperation, error: unknown): WalletListError {
  const typed = isWalletportError(error) ? error : walletportError('SOMETHING_WENT_WRONG', [], { cause: error });
  return { operation, error: typed, retryable: true };
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Each wallet once (the first of the same id), in order. */
export function uniqueById<TWallet extends { id: string }>(wallets: readonly TWallet[]): TWallet[] {
  const seen = new Set<string>();
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false;
    seen.add(wallet.id);
    return true;
  });
}

/** The All Wallets grid before any search: featured, recommended, then the loaded pages, each wallet once. */
export function allWalletsOf(state: Pick<WalletListState, 'featured' | 'recommended' | 'wallets'>): CatalogueWallet[] {
  return uniqueById([...state.featured, ...state.recommended, ...state.wallets]);
}
