/**
 * The wallet list's pages: the featured and recommended wallets the Connect
 * view shows, and the All Wallets grid a page at a time.
 *
 * - `loadInitial()` fetches the featured wallets (the `featuredWalletIds`, in that order) and the first
 *   recommended wallets (the catalogue's own order, featured ones left out). Both requests run together;
 *   a second call while they run, or after they succeeded, asks nothing again. A failure leaves a typed,
 *   retryable error in `error` (operation 'initial').
 * - `loadNextPage()` fetches the next WALLETS_PER_PAGE wallets of the All Wallets grid (featured and
 *   recommended ones left out: the grid shows those first). One request at a time: a call while one is out
 *   returns that one. It stops once the catalogue's count is reached, or at an empty page.
 * - `retry()` runs again what failed.
 *
 * Nothing here fails loudly: a request error becomes state (`error`), never a rejection.
 */
import type { Logger } from '../../../ports/logger.port.js';
import { RECOMMENDED_WALLETS_COUNT, WALLETS_PER_PAGE } from '../../entities/constants.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { listFailure, uniqueById, type CatalogueRequests, type StateSlice, type WalletListError } from './catalogueRequests.js';

/**
 * How many recommended wallets are asked for: the four the Connect view shows, plus as many in reserve, so
 * four remain when some of them are already listed (installed, recent or featured).
 */
export const RECOMMENDED_WALLETS_REQUESTED = RECOMMENDED_WALLETS_COUNT * 2;

/** idle: nothing asked yet; loading; ready; error (see `error`). */
export type WalletListStatus = 'idle' | 'loading' | 'ready' | 'error';

export type WalletPagesState = {
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
};

export const INITIAL_PAGES_STATE: WalletPagesState = {
  status: 'idle',
  featured: [],
  recommended: [],
  wallets: [],
  count: 0,
  page: 0,
  hasMore: true,
  loadingPage: false,
  error: undefined,
};

export type WalletPagesDependencies = {
  requests: CatalogueRequests;
  state: StateSlice<WalletPagesState>;
  logger?: Logger | undefined;
};

export class WalletPages {
  readonly #requests: CatalogueRequests;
  readonly #state: StateSlice<WalletPagesState>;
  readonly #logger: Logger | undefined;
  #initial: Promise<void> | undefined;
  #pageRequest: Promise<void> | undefined;
  #disposed = false;

  constructor({ requests, state, logger }: WalletPagesDependencies) {
    this.#requests = requests;
    this.#state = state;
    this.#logger = logger;
  }

  /** The featured wallets, then the recommended ones. Resolves when both settled; never rejects. */
  loadInitial(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    if (this.#initial) return this.#initial;
    if (this.#state.get().status === 'ready') return Promise.resolve();
    this.#state.update((state) => ({ status: 'loading', error: state.error?.operation === 'initial' ? undefined : state.error }));
    const run = this.#fetchInitial().finally(() => {
      this.#initial = undefined;
    });
    this.#initial = run;
    return run;
  }

  /** The next page of the All Wallets grid. Resolves when it settled; never rejects. */
  loadNextPage(): Promise<void> {
    if (this.#disposed) return Promise.resolve();
    // A request whose page is published already (loadingPage false) is done: a caller reacting to that state
    // in the same tick, before the request's promise settles, asks for the next page rather than that one.
    if (this.#pageRequest && this.#state.get().loadingPage) return this.#pageRequest;
    if (!this.#state.get().hasMore) return Promise.resolve();
    this.#state.update((state) => ({ loadingPage: true, error: state.error?.operation === 'page' ? undefined : state.error }));
    const run: Promise<void> = this.#fetchNextPage().finally(() => {
      if (this.#pageRequest === run) this.#pageRequest = undefined;
    });
    this.#pageRequest = run;
    return run;
  }

  /**
   * Runs again what failed: the initial load (status 'error') and the page (`error` of operation 'page'),
   * both when both failed. Resolves when they settled; never rejects.
   */
  async retry(): Promise<void> {
    const { status, error } = this.#state.get();
    const runs: Promise<void>[] = [];
    if (status === 'error') runs.push(this.loadInitial());
    if (error?.operation === 'page') runs.push(this.loadNextPage());
    await Promise.all(runs);
  }

  /** Drops the answers still on their way; asks nothing more. */
  dispose(): void {
    this.#disposed = true;
  }

  async #fetchInitial(): Promise<void> {
    const { exclude, featuredIds } = this.#requests;
    try {
      const [featured, recommended] = await Promise.all([
        this.#fetchFeatured(),
        this.#requests.getWallets({ page: 1, entries: RECOMMENDED_WALLETS_REQUESTED, exclude: [...exclude, ...featuredIds] }),
      ]);
      if (this.#disposed) return;
      this.#state.update((state) => ({
        status: 'ready',
        featured,
        recommended: uniqueById(recommended.data),
        count: featured.length + recommended.count,
        error: state.error?.operation === 'initial' ? undefined : state.error,
      }));
    } catch (error) {
      if (this.#disposed) return;
      this.#logger?.warn('Could not load the featured and recommended wallets', error);
      this.#state.update({ status: 'error', error: listFailure('initial', error) });
    }
  }

  async #fetchFeatured(): Promise<CatalogueWallet[]> {
    const { featuredIds } = this.#requests;
    if (featuredIds.length === 0) return [];
    const { data } = await this.#requests.getWallets({ page: 1, entries: featuredIds.length, include: featuredIds });
    // The option's order, not the catalogue's.
    const byId = new Map(data.map((wallet) => [wallet.id, wallet]));
    return featuredIds.map((id) => byId.get(id)).filter((wallet): wallet is CatalogueWallet => wallet !== undefined);
  }

  async #fetchNextPage(): Promise<void> {
    // The grid leaves out the featured and recommended wallets, so wait until they are known.
    if (this.#initial) await this.#initial;
    const before = this.#state.get();
    const page = before.page + 1;
    const shown = [...before.featured, ...before.recommended].map((wallet) => wallet.id);
    try {
      const answer = await this.#requests.getWallets({
        page,
        entries: WALLETS_PER_PAGE,
        exclude: [...this.#requests.exclude, ...this.#requests.featuredIds, ...shown],
      });
      if (this.#disposed) return;
      this.#state.update((state) => {
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
      this.#state.update({ loadingPage: false, error: listFailure('page', error) });
    }
  }
}

/** The All Wallets grid before any search: featured, recommended, then the loaded pages, each wallet once. */
export function allWalletsOf(state: Pick<WalletPagesState, 'featured' | 'recommended' | 'wallets'>): CatalogueWallet[] {
  return uniqueById([...state.featured, ...state.recommended, ...state.wallets]);
}
