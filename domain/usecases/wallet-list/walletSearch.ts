/**
 * The All Wallets search. `search(query)` trims the query; an empty one clears the
 * search. Typing is debounced, then WALLET_SEARCH_ENTRIES results are asked for and SEARCH_WALLET is
 * reported. Only the latest query's answer is ever shown.
 *
 * Search timing (a 500 ms debounce, a 300 ms minimum wait):
 * two waits, one after the other. Typing is debounced by DEFAULT_DEBOUNCE_MS: the request goes out once the
 * query has not changed for 500 ms. Then the answer is shown no earlier than WALLET_SEARCH_MIN_WAIT_MS
 * (300 ms) after the request went out, even when the catalogue answers sooner, so the loading state never
 * flickers. A query typed in one go shows its results 800 ms after the last keystroke at the earliest.
 * A failed search is shown at the same moment (never before the minimum wait), as an error to retry.
 *
 * Nothing here fails loudly: a request error becomes state (`searchError`), never a rejection.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import { WALLET_SEARCH_ENTRIES, WALLET_SEARCH_MIN_WAIT_MS } from '../../entities/constants.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { latest, type Ticket } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import { listFailure, uniqueById, type CatalogueRequests, type StateSlice, type WalletListError } from './catalogueRequests.js';

/**
 * idle: no search; debouncing: the query is typed, the request waits for the typing to stop; loading: the
 * request is out (or answered within the minimum wait); ready: `searchResults` answer `search`; error: see
 * `searchError`.
 */
export type WalletSearchStatus = 'idle' | 'debouncing' | 'loading' | 'ready' | 'error';

export type WalletSearchState = {
  /** The trimmed query; '' when not searching. */
  readonly search: string;
  /** The answer to `search` once `searchStatus` is 'ready' (the previous answer while a new one loads). */
  readonly searchResults: readonly CatalogueWallet[];
  readonly searchStatus: WalletSearchStatus;
  readonly searchError: WalletListError | undefined;
};

export const INITIAL_SEARCH_STATE: WalletSearchState = {
  search: '',
  searchResults: [],
  searchStatus: 'idle',
  searchError: undefined,
};

export type WalletSearchDependencies = {
  requests: CatalogueRequests;
  state: StateSlice<WalletSearchState>;
  scheduler: Pick<Scheduler, 'schedule'>;
  events: TrackEvents;
  /** The typing debounce. */
  debounceMs: number;
  logger?: Logger | undefined;
};

type Wait = { promise: Promise<void>; cancel: () => void };

export class WalletSearch {
  readonly #requests: CatalogueRequests;
  readonly #state: StateSlice<WalletSearchState>;
  readonly #scheduler: Pick<Scheduler, 'schedule'>;
  readonly #events: TrackEvents;
  readonly #debounceMs: number;
  readonly #logger: Logger | undefined;
  /** Every search command makes older answers stale (shared/latest.ts), as dispose does. */
  readonly #searches = latest({ alive: () => !this.#disposed });
  #cancelDebounce: CancelTimer | undefined;
  #minimumWait: Wait | undefined;
  #disposed = false;

  constructor({ requests, state, scheduler, events, debounceMs, logger }: WalletSearchDependencies) {
    this.#requests = requests;
    this.#state = state;
    this.#scheduler = scheduler;
    this.#events = events;
    this.#debounceMs = debounceMs;
    this.#logger = logger;
  }

  /** Searches for `query` (trimmed) after the typing debounce; '' clears the search. */
  search(query: string): void {
    if (this.#disposed) return;
    const search = query.trim();
    const { search: current, searchStatus } = this.#state.get();
    if (search === current && searchStatus !== 'error') return;
    this.#cancel();
    if (search === '') {
      this.#state.update(INITIAL_SEARCH_STATE);
      return;
    }
    const ticket = this.#searches.current();
    this.#state.update({ search, searchStatus: 'debouncing', searchError: undefined });
    this.#cancelDebounce = this.#scheduler.schedule(() => {
      this.#cancelDebounce = undefined;
      void this.#run(search, ticket);
    }, this.#debounceMs);
  }

  /** Sends the failed search again at once (no debounce). */
  retrySearch(): void {
    const { search, searchStatus } = this.#state.get();
    if (this.#disposed || searchStatus !== 'error' || search === '') return;
    this.#cancel();
    void this.#run(search, this.#searches.current());
  }

  /** Cancels the timers and drops answers still on their way. */
  dispose(): void {
    this.#disposed = true;
    this.#cancel();
  }

  async #run(search: string, ticket: Ticket): Promise<void> {
    if (!ticket.isCurrent()) return;
    this.#state.update({ searchStatus: 'loading' });
    void this.#events.emit({ type: 'track', event: 'SEARCH_WALLET', properties: { search } });
    const minimumWait = this.#wait(WALLET_SEARCH_MIN_WAIT_MS);
    this.#minimumWait = minimumWait;
    const [outcome] = await Promise.all([
      this.#requests.getWallets({ page: 1, entries: WALLET_SEARCH_ENTRIES, search, exclude: this.#requests.exclude }).then(
        (page) => ({ ok: true as const, page }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      minimumWait.promise,
    ]);
    if (!ticket.isCurrent()) return;
    this.#minimumWait = undefined;
    if (outcome.ok) {
      this.#state.update({ searchResults: uniqueById(outcome.page.data), searchStatus: 'ready', searchError: undefined });
    } else {
      this.#logger?.warn(`Could not search the wallets for "${search}"`, outcome.error);
      this.#state.update({ searchStatus: 'error', searchError: listFailure('search', outcome.error) });
    }
  }

  #cancel(): void {
    this.#searches.invalidate();
    this.#cancelDebounce?.();
    this.#cancelDebounce = undefined;
    this.#minimumWait?.cancel();
    this.#minimumWait = undefined;
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
