/**
 * The wallet catalogue as the Connect view and the All Wallets view show it: one
 * state over two jobs, each in its own file.
 *
 * - Pages (walletPages.ts): `loadInitial()` (the featured and recommended wallets), `loadNextPage()` (the All
 *   Wallets grid) and `retry()`.
 * - Search (walletSearch.ts): `search(query)`, debounced, with a minimum wait; `clearSearch()`, `retrySearch()`.
 * - Images: `walletImageUrl`, `connectorImageUrl`, and `preloadImages` with the 2 s race (preloadImages.ts).
 * - `knownWallets$`: every catalogue wallet loaded so far, for the connectors use case.
 *
 * The views ask for what they show (`loadInitial`, `loadNextPage`), so subscribing starts no work: the
 * connectors use case follows `knownWallets$` from the client's start without fetching the catalogue, and
 * the stream follows every load whether or not anyone subscribes to the list itself.
 *
 * Every request carries the page's include and exclude ids and the chains filter (catalogueRequests.ts).
 * Nothing here fails loudly: every request error becomes state (`error`, `searchError`), never a rejection.
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Connector } from '../../entities/connector/connector.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { WalletCatalogue } from '../../../ports/wallet-catalogue.port.js';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { StatefulUseCase } from '../shared/index.js';
import { originOf } from '../../entities/link/trusted-image-url.js';
import { acceptedWalletImage } from './acceptedWalletImage.js';
import type { TrackEvents } from '../shared/index.js';
import { catalogueRequests, uniqueById, type StateSlice, type WalletListOptions } from './catalogueRequests.js';
import { preloadImages, type PreloadImage, type PreloadImagesReturnType } from './preloadImages.js';
import { allWalletsOf, INITIAL_PAGES_STATE, WalletPages, type WalletPagesState } from './walletPages.js';
import { INITIAL_SEARCH_STATE, WalletSearch, type WalletSearchState } from './walletSearch.js';

export type { WalletListError, WalletListOperation, WalletListOptions } from './catalogueRequests.js';
export { uniqueById } from './catalogueRequests.js';
export { allWalletsOf, RECOMMENDED_WALLETS_REQUESTED, type WalletListStatus } from './walletPages.js';
export type { WalletSearchStatus } from './walletSearch.js';

export type WalletListState = WalletPagesState & WalletSearchState;

export type WalletListUseCaseDependencies = {
  catalogue: Pick<WalletCatalogue, 'getWallets' | 'imageUrl'>;
  scheduler: Pick<Scheduler, 'schedule'>;
  options: WalletListOptions;
  events: TrackEvents;
  logger?: Logger | undefined;
  /** The typing debounce of `search`; DEFAULT_DEBOUNCE_MS unless told. */
  searchDebounceMs?: number | undefined;
};

export class WalletListUseCase extends StatefulUseCase<WalletListState> {
  readonly #catalogue: WalletListUseCaseDependencies['catalogue'];
  readonly #scheduler: Pick<Scheduler, 'schedule'>;
  readonly #options: WalletListOptions;
  readonly #pages: WalletPages;
  readonly #search: WalletSearch;

  /**
   * Every catalogue wallet loaded so far (featured, recommended, All Wallets pages, the latest search
   * results), each once; a new array only when one of those lists changes. The connectors use case matches
   * browser wallets against it (explorer id and image).
   */
  readonly knownWallets$: Observable<readonly CatalogueWallet[]>;

  constructor({ catalogue, scheduler, options, events, logger, searchDebounceMs = DEFAULT_DEBOUNCE_MS }: WalletListUseCaseDependencies) {
    super({ ...INITIAL_PAGES_STATE, ...INITIAL_SEARCH_STATE });
    this.#catalogue = catalogue;
    this.#scheduler = scheduler;
    this.#options = options;
    const requests = catalogueRequests(catalogue, options);
    const state: StateSlice<WalletListState> = { get: () => this.snapshot, update: (change) => this.setState(change) };
    this.#pages = new WalletPages({ requests, state, logger });
    this.#search = new WalletSearch({ requests, state, scheduler, events, logger, debounceMs: searchDebounceMs });
    this.knownWallets$ = this.state$.pipe(
      map(({ featured, recommended, wallets, searchResults }) => [featured, recommended, wallets, searchResults] as const),
      distinctUntilChanged((previous, next) => previous.every((list, index) => list === next[index])),
      map(([featured, recommended, wallets, searchResults]) =>
        uniqueById([...allWalletsOf({ featured, recommended, wallets }), ...searchResults]),
      ),
    );
  }

  /** The featured wallets, then the recommended ones. Resolves when both settled; never rejects. */
  loadInitial(): Promise<void> {
    return this.#pages.loadInitial();
  }

  /** The next page of the All Wallets grid. Resolves when it settled; never rejects. */
  loadNextPage(): Promise<void> {
    return this.#pages.loadNextPage();
  }

  /** Runs again the initial load and the page, whichever failed. Resolves when they settled; never rejects. */
  retry(): Promise<void> {
    return this.#pages.retry();
  }

  /** Searches for `query` (trimmed) after the typing debounce; '' clears the search. */
  search(query: string): void {
    this.#search.search(query);
  }

  /** Clears the search (the All Wallets view does this when it closes). */
  clearSearch(): void {
    this.#search.search('');
  }

  /** Sends the failed search again at once (no debounce). */
  retrySearch(): void {
    this.#search.retrySearch();
  }

  /** Preloads images with the 2 s race (IMAGE_PRELOAD_TIMEOUT_MS); `preload` does the loading. */
  preloadImages(urls: readonly string[], preload: PreloadImage): Promise<PreloadImagesReturnType> {
    return preloadImages({ urls, preload, scheduler: this.#scheduler });
  }

  /**
   * The address of a catalogue wallet's image: its own `image_url` when acceptedWalletImage allows it (a data
   * URI, the catalogue's own origin, or https for the page's custom wallets), else the catalogue's image by id.
   */
  walletImageUrl(wallet: { id?: string | undefined; image_url?: string | null | undefined; image_id?: string | null | undefined }): string | undefined {
    const custom = wallet.id !== undefined && (this.#options.customWalletIds ?? []).includes(wallet.id);
    const own = acceptedWalletImage({ imageUrl: wallet.image_url, catalogueOrigin: this.#catalogueOrigin(), custom });
    if (own) return own;
    return wallet.image_id ? this.#catalogue.imageUrl('wallet', wallet.image_id) : undefined;
  }

  #catalogueOrigin(): string | undefined {
    return originOf(this.#catalogue.imageUrl('wallet', 'origin'));
  }

  /** The address of a connector's image: its own (an EIP-6963 icon, say), else its catalogue image. */
  connectorImageUrl(connector: Pick<Connector, 'imageUrl' | 'imageId'>): string | undefined {
    if (connector.imageUrl) return connector.imageUrl;
    return connector.imageId ? this.#catalogue.imageUrl('wallet', connector.imageId) : undefined;
  }

  /** Cancels the timers and drops answers still on their way (then `state$` completes). */
  protected override onDispose(): void {
    this.#pages.dispose();
    this.#search.dispose();
  }
}
