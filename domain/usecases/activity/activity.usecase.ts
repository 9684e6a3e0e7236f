/**
 * The account's activity on the active network: the transactions of the connected address, newest first, grouped
 * by year and month, fetched a
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
 * - The on-ramp purchases (`coinbaseTransactions`, read with the first page: activityPage.ts) are merged into
 *   the list by time, a delivery the chain also lists shown once, as the purchase (mergePurchases.ts).
 *
 * Following the account and network (activityContext.ts) starts with the first observer, not in the
 * constructor: the first subscriber, the first command, or the first read of `snapshot` from outside React
 * (so a script's read is never stale). React's `getSnapshot` has no side effect; its `subscribe` starts it.
 */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { groupTransactionsByYearMonth, type TransactionMonthGroup } from '../../entities/display/index.js';
import { runSafely } from '../shared/index.js';
import { StatefulUseCase } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import { activityContext$, type ActivityConnection, type ActivityContext, type ActivityNetwork } from './activityContext.js';
import { deriveHeldNfts, type HeldNft } from './deriveHeldNfts.js';
import { fetchActivityPage } from './activityPage.js';
import { filterActivityTransactions } from './filterActivityTransactions.js';
import { mergePurchases } from './mergePurchases.js';

export type { ActivityConnection, ActivityNetwork, ActivityNetworkState } from './activityContext.js';

export type ActivityState = {
  /** The account the activity belongs to; undefined when nothing is connected on the active namespace. */
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  /** Activity exists for this account's namespace and network (eip155, a configured network). */
  readonly supported: boolean;
  /** Newest first: the connected chain's and its on-ramp purchases, spam-only NFT transactions left out. */
  readonly transactions: readonly ActivityTransaction[];
  /** The on-ramp purchases on the connected chain, read with the first page. */
  readonly coinbaseTransactions: readonly ActivityTransaction[];
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
  coinbaseTransactions: [],
  transactionsByYear: [],
  nfts: [],
  loading: false,
  empty: false,
  loaded: false,
  error: undefined,
  next: undefined,
};

/** The toasts, narrowed (ToastUseCase fits). */
export type ActivityToasts = {
  showError(message: string | WalletportError): void;
};

export type ActivityUseCaseDependencies = {
  readonly blockchainApi: Pick<BlockchainApi, 'getHistory'>;
  readonly connection: ActivityConnection;
  readonly network: ActivityNetwork;
  readonly events: TrackEvents;
  /** The clock month headings and relative times are read against. */
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly toasts?: ActivityToasts | undefined;
  readonly logger?: Logger | undefined;
  /**
   * Whether the page offers buying (the on-ramp feature, remote config and time zone applied): only then are
   * the purchases read, so a page without the on-ramp pays no second history request. Default: always.
   */
  readonly purchasesEnabled?: (() => boolean) | undefined;
};

export class ActivityUseCase extends StatefulUseCase<ActivityState> {
  readonly #api: Pick<BlockchainApi, 'getHistory'>;
  readonly #connection: ActivityConnection;
  readonly #network: ActivityNetwork;
  readonly #events: TrackEvents;
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #toasts: ActivityToasts | undefined;
  readonly #logger: Logger | undefined;
  readonly #purchasesEnabled: () => boolean;
  #context: ActivityContext | undefined;
  /** Every change of account or network, and every refresh, takes a ticket: older answers change nothing. */
  readonly #pages = this.latest();
  #inFlight: Promise<void> | undefined;
  /** The chain's transactions of the pages loaded (the list shows them merged with the purchases). */
  #chain: readonly ActivityTransaction[] = [];
  /** The page whose fetch failed last: null for the first page, undefined when nothing failed. */
  #failedCursor: string | null | undefined;

  constructor({ blockchainApi, connection, network, events, scheduler, toasts, logger, purchasesEnabled }: ActivityUseCaseDependencies) {
    super(INITIAL_ACTIVITY_STATE);
    this.#api = blockchainApi;
    this.#connection = connection;
    this.#network = network;
    this.#events = events;
    this.#scheduler = scheduler;
    this.#toasts = toasts;
    this.#logger = logger;
    this.#purchasesEnabled = purchasesEnabled ?? (() => true);
  }

  /** The current state; a read from outside React starts following the account and network, so it is never stale. */
  override get snapshot(): ActivityState {
    this.ensureStarted();
    return super.snapshot;
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
    this.ensureStarted();
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    if (!context.supported || super.snapshot.loaded) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    return this.#fetchPage(context, undefined);
  }

  /** Fetches the next page (with the cursor) and appends it; does nothing when there is no next page. */
  loadMore(): Promise<void> {
    this.ensureStarted();
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    const { next, loaded } = super.snapshot;
    if (!context.supported) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    if (!loaded) return this.#fetchPage(context, undefined);
    if (next === undefined) return Promise.resolve();
    return this.#fetchPage(context, next);
  }

  /** Asks again for the page whose fetch failed; does nothing when nothing failed. */
  retry(): Promise<void> {
    this.ensureStarted();
    const context = this.#context;
    if (context === undefined) return Promise.reject(walletportError('TRANSACTIONS_ADDRESS_REQUIRED'));
    const failed = this.#failedCursor;
    if (!context.supported || failed === undefined) return Promise.resolve();
    if (this.#inFlight) return this.#inFlight;
    return this.#fetchPage(context, failed ?? undefined);
  }

  /**
   * Fetches the first page again (a transaction was mined), once the list was loaded: the answer replaces
   * the pages shown. Before that, nothing is fetched (the first fetch will be fresh anyway).
   */
  refresh(): Promise<void> {
    this.ensureStarted();
    const context = this.#context;
    if (context === undefined || !context.supported || !super.snapshot.loaded) return Promise.resolve();
    // An older page still on its way would append to the list this answer replaces.
    this.#pages.invalidate();
    return this.#fetchPage(context, undefined);
  }

  /** Follows the account and network from now on (the first context arrives at once). */
  protected override onFirstSubscriber(): void {
    this.follow(activityContext$(this.#connection, this.#network), (context) => this.#onContext(context));
  }

  #onContext(context: ActivityContext | undefined): void {
    this.#context = context;
    this.#pages.invalidate();
    this.#inFlight = undefined;
    this.#failedCursor = undefined;
    this.#chain = [];
    this.replaceState(
      context === undefined
        ? INITIAL_ACTIVITY_STATE
        : { ...INITIAL_ACTIVITY_STATE, address: context.address, caipNetworkId: context.caipNetworkId, supported: context.supported },
    );
  }

  #fetchPage(context: ActivityContext, cursor: string | undefined): Promise<void> {
    const ticket = this.#pages.current();
    this.#failedCursor = undefined;
    this.setState({ loading: true, error: undefined });
    const run = (async () => {
      try {
        const answer = await fetchActivityPage({
          api: this.#api,
          context,
          cursor,
          readPurchases: this.#purchasesEnabled(),
          logger: this.#logger,
        });
        if (!ticket.isCurrent()) return;
        const previous = cursor === undefined ? [] : this.#chain;
        this.#chain = filterActivityTransactions([...previous, ...answer.page.data], context.chainIds);
        // A failed purchases read keeps the purchases shown before rather than hiding them.
        const purchases = answer.purchases ? filterActivityTransactions(answer.purchases, context.chainIds) : super.snapshot.coinbaseTransactions;
        this.#show(this.#chain, purchases, answer.page.next ?? undefined);
      } catch (cause) {
        if (!ticket.isCurrent()) return;
        this.#fail(context, cursor, cause);
      } finally {
        if (ticket.isCurrent()) this.#inFlight = undefined;
      }
    })();
    this.#inFlight = run;
    return run;
  }

  #show(chain: readonly ActivityTransaction[], coinbaseTransactions: readonly ActivityTransaction[], next: string | undefined): void {
    const transactions = mergePurchases({ chain, purchases: coinbaseTransactions, complete: next === undefined });
    let transactionsByYear: TransactionMonthGroup<ActivityTransaction>[];
    try {
      transactionsByYear = groupTransactionsByYearMonth(transactions, (transaction) => transaction.metadata.minedAt, this.#scheduler.now());
    } catch (error) {
      // A date the API should not have sent: drop the transactions that carry one rather than the whole list.
      this.#logger?.warn('Ignored transactions with an invalid mined-at date', error);
      this.#chain = chain.filter((transaction) => Number.isFinite(Date.parse(transaction.metadata.minedAt)));
      this.#show(this.#chain, coinbaseTransactions, next);
      return;
    }
    this.setState({
      transactions,
      coinbaseTransactions,
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
    // A failed first page leaves the list empty with no cursor; a failed later page keeps the earlier ones.
    const firstPage = cursor === undefined;
    if (firstPage) this.#chain = [];
    this.setState({
      ...(firstPage ? { transactions: [], coinbaseTransactions: [], transactionsByYear: [], nfts: [], loaded: false } : {}),
      loading: false,
      empty: firstPage || super.snapshot.transactions.length === 0,
      error,
      next: undefined,
    });
    runSafely(this.#logger, 'report ERROR_FETCH_TRANSACTIONS', () =>
      this.#events.emit({
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        address: context.address,
        properties: { address: context.address, chainId: context.caipNetworkId, cursor },
      }),
    );
    runSafely(this.#logger, 'show the error toast', () => this.#toasts?.showError(error));
  }
}
