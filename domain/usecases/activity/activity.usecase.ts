/**
 * The account's activity on the active network (SPEC.md sections 3 "Transaction", 4 "Transaction history",
 * 5 and 8): the transactions of the connected address, newest first, grouped by year and month, fetched a
 * page at a time with the history API's cursor.
 *
 * - Only transactions on the connected chain are kept, spam-only NFT transactions are hidden, and activity
 *   exists on the ACTIVITY_NAMESPACES only (and not while the wallet sits on an unconfigured network):
 *   elsewhere the state says `supported: false` and nothing is fetched.
 * - Nothing is fetched until asked (`fetchTransactions`, when the Activity or NFTs tab is shown), so
 *   connecting costs no history call. A change of account or network clears the state; an answer for an
 *   account or network no longer shown changes nothing.
 * - A failure clears the cursor (and, on the first page, leaves the list empty), sets `error` ('Failed to
 *   fetch transactions'), reports ERROR_FETCH_TRANSACTIONS and shows the error toast. `retry` asks for the
 *   failed page again; transactions already shown by earlier pages stay.
 * - `nfts`: the NFTs received and not sent since, derived from the loaded transactions (deriveHeldNfts.ts):
 *   the API has no NFT holdings endpoint.
 */
import { combineLatest, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import { ACTIVITY_NAMESPACES } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { groupTransactionsByYearMonth, type TransactionMonthGroup } from '../../entities/display/index.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { ConnectionState } from '../connection/connection.types.js';
import { StateStore } from '../shared/state-store.js';
import { deriveHeldNfts, type HeldNft } from './deriveHeldNfts.js';
import { filterActivityTransactions } from './filterActivityTransactions.js';

export type ActivityState = {
  /** The account the activity belongs to; undefined when nothing is connected on the active namespace. */
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  /** Activity exists for this account's namespace and network (eip155, a configured network). */
  readonly supported: boolean;
  /** Newest first: the connected chain's, spam-only NFT transactions left out. */
  readonly transactions: readonly ActivityTransaction[];
  /** The same transactions by year and month, newest month first, each with its heading (monthTitle). */
  readonly transactionsByYear: readonly TransactionMonthGroup<ActivityTransaction>[];
  /** NFTs received and not sent since, as far as the loaded transactions show. */
  readonly nfts: readonly HeldNft[];
  /** A page is being fetched. */
  readonly loading: boolean;
  /** A fetch finished and there is nothing to show (also after a failure, as the spec says). */
  readonly empty: boolean;
  /** The first page was fetched for this account and network. */
  readonly loaded: boolean;
  /** TRANSACTIONS_FETCH_FAILED after a failed fetch, until the next fetch starts. */
  readonly error: WalletportError | undefined;
  /** The cursor of the next page; undefined when there is none. */
  readonly next: string | undefined;
};

export const INITIAL_ACTIVITY_STATE: ActivityState = {
  address: undefined,
  caipNetworkId: undefined,
  supported: false,
  transactions: [],
  transactionsByYear: [],
  nfts: [],
  loading: false,
  empty: false,
  loaded: false,
  error: undefined,
  next: undefined,
};

/** The connection use case, narrowed (ConnectionUseCase fits). */
export type ActivityConnection = {
  readonly state$: Observable<Pick<ConnectionState, 'namespaces'>>;
};

export type ActivityNetworkState = {
  readonly activeCaipNetwork: CaipNetwork;
  readonly isUnsupportedChain: boolean;
};

/** The network use case, narrowed (NetworkUseCase fits). */
export type ActivityNetwork = {
  readonly state$: Observable<ActivityNetworkState>;
};

/** The event bus, narrowed (EventsUseCase fits). */
export type ActivityEvents = {
  emit(event: { type: 'track'; event: string; properties?: Record<string, unknown> | undefined; address?: string | undefined }): unknown;
};

/** The toasts, narrowed (ToastUseCase fits). */
export type ActivityToasts = {
  showError(message: string | WalletportError): void;
};

export type ActivityUseCaseDependencies = {
  readonly blockchainApi: Pick<BlockchainApi, 'getHistory'>;
  readonly connection: ActivityConnection;
  readonly network: ActivityNetwork;
  readonly events: ActivityEvents;
  /** The clock month headings and relative times are read against. */
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly toasts?: ActivityToasts | undefined;
  readonly logger?: Logger | undefined;
};

type ActivityContext = {
  readonly address: string;
  readonly caipNetworkId: string;
  /** The ids a transaction's `metadata.chain` may carry for this network. */
  readonly chainIds: readonly string[];
  readonly supported: boolean;
  readonly key: string;
};

const activityNamespaces: ReadonlySet<ChainNamespace> = new Set(ACTIVITY_NAMESPACES);

export class ActivityUseCase {
  readonly #api: Pick<BlockchainApi, 'getHistory'>;
  readonly #events: ActivityEvents;
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #toasts: ActivityToasts | undefined;
  readonly #logger: Logger | undefined;
  readonly #store = new StateStore<ActivityState>(INITIAL_ACTIVITY_STATE);
  readonly #subscription: Subscription;
  #context: ActivityContext | undefined;
  /** Bumped on every change of account or network; answers for an older one change nothing. */
  #generation = 0;
  #inFlight: Promise<void> | undefined;
  /** The page whose fetch failed last: null for the first page, undefined when nothing failed. */
  #failedCursor: string | null | undefined;
  #disposed = false;

  readonly state$: Observable<ActivityState> = this.#store.state$;
  readonly subscribe = this.#store.subscribe;
  readonly getSnapshot = this.#store.getSnapshot;

  constructor({ blockchainApi, connection, network, events, scheduler, toasts, logger }: ActivityUseCaseDependencies) {
    this.#api = blockchainApi;
    this.#events = events;
    this.#scheduler = scheduler;
    this.#toasts = toasts;
    this.#logger = logger;
    this.#subscription = combineLatest([connection.state$, network.state$])
      .pipe(
        map(([connectionState, networkState]) => activityContext(connectionState, networkState)),
        distinctUntilChanged((previous, next) => previous?.key === next?.key),
      )
      .subscribe((context) => this.#onContext(context));
  }

  get snapshot(): ActivityState {
    return this.#store.snapshot;
  }

  /** The clock the activity is shown against (month headings, relative times). */
  now(): number {
    return this.#scheduler.now();
  }

  /**
   * Fetches the first page for the connected account on the active network, unless it is loaded or being
   * loaded. Rejects with TRANSACTIONS_ADDRESS_REQUIRED when no account is connected (as loadMore and retry
   * do); a failed fetch does not reject (the state carries the error). Does nothing where activity is not supported.
   */
  fetchTransactions(): Promise<void> {
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    const state = this.#store.snapshot;
    if (!context.supported || state.loaded) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    return this.#fetchPage(context, undefined);
  }

  /** Fetches the next page (with the cursor) and appends it; does nothing when there is no next page. */
  loadMore(): Promise<void> {
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    const { next, loaded } = this.#store.snapshot;
    if (!context.supported) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    if (!loaded) return this.#fetchPage(context, undefined);
    if (next === undefined) return Promise.resolve();
    return this.#fetchPage(context, next);
  }

  /** Asks again for the page whose fetch failed; does nothing when nothing failed. */
  retry(): Promise<void> {
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    const failed = this.#failedCursor;
    if (!context.supported || failed === undefined) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    return this.#fetchPage(context, failed ?? undefined);
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#generation += 1;
    this.#subscription.unsubscribe();
    this.#store.dispose();
  }

  #onContext(context: ActivityContext | undefined): void {
    if (this.#disposed) return;
    this.#context = context;
    this.#generation += 1;
    this.#inFlight = undefined;
    this.#failedCursor = undefined;
    this.#store.set(
      context === undefined
        ? INITIAL_ACTIVITY_STATE
        : { ...INITIAL_ACTIVITY_STATE, address: context.address, caipNetworkId: context.caipNetworkId, supported: context.supported },
    );
  }

  #fetchPage(context: ActivityContext, cursor: string | undefined): Promise<void> {
    const generation = this.#generation;
    this.#failedCursor = undefined;
    this.#store.update({ loading: true, error: undefined });
    const run = (async () => {
      try {
        const answer = await this.#api.getHistory({
          address: context.address,
          chainId: context.caipNetworkId,
          ...(cursor === undefined ? {} : { cursor }),
        });
        if (generation !== this.#generation || this.#disposed) return;
        const previous = cursor === undefined ? [] : this.#store.snapshot.transactions;
        this.#show(filterActivityTransactions([...previous, ...answer.data], context.chainIds), answer.next ?? undefined);
      } catch (cause) {
        if (generation !== this.#generation || this.#disposed) return;
        this.#fail(context, cursor, cause);
      } finally {
        if (generation === this.#generation) this.#inFlight = undefined;
      }
    })();
    this.#inFlight = run;
    return run;
  }

  #show(transactions: readonly ActivityTransaction[], next: string | undefined): void {
    let transactionsByYear: TransactionMonthGroup<ActivityTransaction>[];
    try {
      transactionsByYear = groupTransactionsByYearMonth(transactions, (transaction) => transaction.metadata.minedAt, this.#scheduler.now());
    } catch (error) {
      // A date the API should not have sent: drop the transactions that carry one rather than the whole list.
      this.#logger?.warn('Ignored transactions with an invalid mined-at date', error);
      const valid = transactions.filter((transaction) => Number.isFinite(Date.parse(transaction.metadata.minedAt)));
      this.#show(valid, next);
      return;
    }
    this.#store.update({
      transactions,
      transactionsByYear,
      nfts: deriveHeldNfts(transactions),
      loading: false,
      loaded: true,
      empty: transactions.length === 0,
      error: undefined,
      next,
    });
  }

  #fail(context: ActivityContext, cursor: string | undefined, cause: unknown): void {
    const error = walletportError('TRANSACTIONS_FETCH_FAILED', [], { cause });
    this.#logger?.warn('Transactions could not be fetched', cause);
    this.#failedCursor = cursor ?? null;
    // SPEC.md section 4: "on failure empty with cursor cleared". A failed later page keeps the earlier ones.
    const firstPage = cursor === undefined;
    this.#store.update({
      ...(firstPage ? { transactions: [], transactionsByYear: [], nfts: [], loaded: false } : {}),
      loading: false,
      empty: firstPage || this.#store.snapshot.transactions.length === 0,
      error,
      next: undefined,
    });
    this.#safely('report ERROR_FETCH_TRANSACTIONS', () =>
      this.#events.emit({
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        address: context.address,
        properties: { address: context.address, chainId: context.caipNetworkId, cursor },
      }),
    );
    this.#safely('show the error toast', () => this.#toasts?.showError(error));
  }

  #safely(what: string, effect: () => unknown): void {
    const log = (error: unknown) => this.#logger?.warn(`Could not ${what}`, error);
    try {
      const result = effect();
      if (result instanceof Promise) result.catch(log);
    } catch (error) {
      log(error);
    }
  }
}

/** The account and network the activity is about, from the connection and network states. */
function activityContext(
  connection: Pick<ConnectionState, 'namespaces'>,
  network: ActivityNetworkState,
): ActivityContext | undefined {
  const active = network.activeCaipNetwork;
  const entry = connection.namespaces[active.chainNamespace];
  if (entry?.status !== 'connected' || entry.address === undefined) return undefined;
  const supported = activityNamespaces.has(active.chainNamespace) && !network.isUnsupportedChain;
  const caipNetworkId = network.isUnsupportedChain ? (entry.caipNetworkId ?? active.caipNetworkId) : active.caipNetworkId;
  const chainIds = [active.caipNetworkId, ...(active.deprecatedCaipNetworkId ? [active.deprecatedCaipNetworkId] : [])];
  return {
    address: entry.address,
    caipNetworkId,
    chainIds,
    supported,
    key: `${caipNetworkId}|${entry.address}|${supported ? 'supported' : 'unsupported'}`,
  };
}
