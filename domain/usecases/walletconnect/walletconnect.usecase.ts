/**
 * The WalletConnect pairing the connecting views show.
 *
 * `startPairing` (the ConnectingWalletConnect view calls it when it mounts) connects through the connection
 * use case with the WalletConnect connector, so the result is an ordinary connection (stored, recent wallet,
 * CONNECT_SUCCESS); meanwhile the pairing URI the client announces (display_uri) is shown as it arrives.
 *
 * Expiry: a URI gets PAIRING_LIFETIME_MS (4 min) from its arrival and counts as expired once that is within
 * PAIRING_EXPIRY_THRESHOLD_MS (10 s) of now; it is then replaced by a fresh pairing without user action, so
 * the renewal happens 3 min 50 s after the URI arrived, not before. All time goes through the Scheduler.
 *
 * Outcomes of a pairing:
 * - the wallet approves: status 'connected', URI and timer cleared;
 * - the wallet declines ('Connection rejected'): the error is kept and a fresh pairing starts at once, so the
 *   view shows a new QR code next to the message (a wallet that keeps declining within RETRY_INTERVAL_MS
 *   is not retried again; the view offers `refreshPairing`);
 * - another failure ('Failed to connect'): status 'error' with the error; no retry without the user;
 * - the modal closed or another connection took over ('Modal closed'): back to 'idle', the pairing
 *   released;
 * - no URI within PAIRING_URI_TIMEOUT_MS (a relay that cannot be reached): the pairing is released and the
 *   view says so ('Failed to connect', with why) and offers Try again; the client reconnects to the relay by
 *   itself, so the next pairing works once the relay is back.
 *
 * `resetPairing` is the connection use case's pairing hook (disconnect): everything back to 'idle'.
 * `chooseDeepLink` remembers the wallet link the user opened (WALLETCONNECT_DEEPLINK_CHOICE), which the
 * Sign client uses to send the user back to the wallet on later requests. This use case is the one owner of
 * that choice: it stores it, reads it, and clears it in `resetPairing` (so a disconnect clears it).
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { WalletConnectClient, WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../entities/connector/connector.js';
import { PAIRING_URI_TIMEOUT_MS, RETRY_INTERVAL_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import type { RecentWallet } from '../connection/index.js';
import { toConnectError } from '../connection/index.js';
import { runSafely } from '../shared/index.js';
import type { Ticket } from '../shared/index.js';
import { StatefulUseCase } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import { clearDeepLinkChoice, readDeepLinkChoice, storeDeepLinkChoice, type DeepLinkChoice } from './deepLinkChoice.js';
import { isPairingExpired, msUntilPairingExpired, pairingExpiryFrom } from './pairingExpiry.js';

export type WalletConnectStatus = 'idle' | 'pairing' | 'connected' | 'error';

export type WalletConnectState = {
  /** The pairing URI (`wc:...`) to show as a QR code and in deep links; undefined until it arrives. */
  uri: string | undefined;
  /** When `uri` expires, in milliseconds since the epoch (Scheduler clock). */
  pairingExpiry: number | undefined;
  status: WalletConnectStatus;
  /**
   * The last failure ('Connection rejected', 'Failed to connect'). Kept beside the fresh URI that follows a
   * rejection, cleared by a success, a user-started pairing or a reset.
   */
  error: WalletportError | undefined;
  /** The catalogue wallet being paired, as the views and the recent list name it. */
  wallet: RecentWallet | undefined;
  /** The wallet link the user last opened, stored under WALLETCONNECT_DEEPLINK_CHOICE (read on the first command). */
  wcLinkChoice: DeepLinkChoice | undefined;
};

/** The connection use case, narrowed to the one command the pairing needs. */
export type WalletConnectConnection = {
  connect(parameters: { connectorId: string; wallet?: RecentWallet | undefined }): Promise<unknown>;
};

export type WalletConnectUseCaseDependencies = {
  /** The client: its display_uri events bring the URIs; `abortPairing` releases an abandoned pairing. */
  client: WalletConnectClient;
  /** Connects through the WalletConnect connector (the connection use case). */
  connection: WalletConnectConnection;
  scheduler: Pick<Scheduler, 'now' | 'schedule'>;
  storage: KeyValueStorage;
  events?: TrackEvents | undefined;
  logger: Logger;
  /**
   * The WalletConnect connector a pairing connects through (pairingConnectorId: the solana one on a Solana
   * network); 'walletConnect' when absent.
   */
  connectorId?: (() => string) | undefined;
};

export type StartPairingParameters = {
  /** The catalogue wallet the user picked (for the recent list and the views). */
  wallet?: RecentWallet | undefined;
};

export type ChooseDeepLinkParameters = DeepLinkChoice & {
  /** Where the link was opened from, for SELECT_WALLET. */
  platform?: 'mobile' | 'desktop' | 'web' | undefined;
};

const INITIAL_STATE: WalletConnectState = {
  uri: undefined,
  pairingExpiry: undefined,
  status: 'idle',
  error: undefined,
  wallet: undefined,
  wcLinkChoice: undefined,
};

export class WalletConnectUseCase extends StatefulUseCase<WalletConnectState> {
  readonly #client: WalletConnectClient;
  readonly #connection: WalletConnectConnection;
  readonly #scheduler: Pick<Scheduler, 'now' | 'schedule'>;
  readonly #storage: KeyValueStorage;
  readonly #events: TrackEvents | undefined;
  readonly #logger: Logger;
  readonly #connectorId: () => string;
  /** Every pairing this use case starts takes a ticket, every reset invalidates them: older answers are ignored. */
  readonly #attempts = this.latest();
  #cancelRenewal: CancelTimer | undefined;
  /** The bounded wait for the pairing URI of the attempt in progress. */
  #cancelUriWait: CancelTimer | undefined;
  /** When the last automatic retry after a rejection started. */
  #lastRetryAt: number | undefined;
  #hydrated = false;

  constructor({ client, connection, scheduler, storage, events, logger, connectorId }: WalletConnectUseCaseDependencies) {
    super(INITIAL_STATE);
    this.#client = client;
    this.#connection = connection;
    this.#scheduler = scheduler;
    this.#storage = storage;
    this.#events = events;
    this.#logger = logger;
    this.#connectorId = connectorId ?? (() => WALLET_CONNECT_CONNECTOR_ID);
    // Subscribing only registers a listener: no I/O, no timer (the client starts nothing until used).
    this.hold(client.subscribe((event) => this.#onClientEvent(event)));
  }

  /**
   * Shows a pairing: keeps the current one while its URI is fresh (the view remounted), otherwise starts a
   * new one. Resolves at once; follow `state$` for the URI and the outcome.
   */
  startPairing({ wallet }: StartPairingParameters = {}): void {
    if (this.isDisposed) return;
    this.#hydrate();
    const { status, uri, pairingExpiry } = this.snapshot;
    const inFlight = status === 'pairing' && (uri === undefined || !isPairingExpired(pairingExpiry, this.#scheduler.now()));
    if (inFlight) {
      if (wallet !== undefined) this.setState({ wallet });
      return;
    }
    this.#begin(wallet ?? this.snapshot.wallet, { clearError: true });
  }

  /** Replaces the pairing with a fresh one now (the view's "try again"), whatever its state. */
  refreshPairing({ wallet }: StartPairingParameters = {}): void {
    if (this.isDisposed) return;
    this.#hydrate();
    this.#begin(wallet ?? this.snapshot.wallet, { clearError: true });
  }

  /**
   * Forgets the pairing: URI, expiry, error, wallet and deep-link choice; a pairing in progress is released
   * (the connection use case calls this on disconnect).
   */
  resetPairing(): void {
    if (this.isDisposed) return;
    this.#attempts.invalidate();
    this.#stopRenewal();
    this.#lastRetryAt = undefined;
    this.#client.abortPairing();
    clearDeepLinkChoice(this.#storage);
    this.replaceState({ ...INITIAL_STATE });
  }

  /** Remembers the wallet link the user opened; false when it was refused (an unsafe link). */
  chooseDeepLink({ href, name, platform }: ChooseDeepLinkParameters): boolean {
    if (this.isDisposed) return false;
    this.#hydrate();
    if (!storeDeepLinkChoice(this.#storage, { href, name })) {
      this.#logger.warn(`Refused to remember the deep link of ${name}`);
      return false;
    }
    this.setState({ wcLinkChoice: readDeepLinkChoice(this.#storage) });
    this.#track('SELECT_WALLET', { name, ...(platform === undefined ? {} : { platform }) });
    return true;
  }

  /** Cancels the renewal timer, stops following the client and closes it (the base completes `state$`). */
  protected override onDispose(): void {
    this.#stopRenewal();
    // Closing is asynchronous and belongs to the client: it runs after the streams complete, a failure is logged.
    void Promise.resolve().then(() => runSafely(this.#logger, 'close the WalletConnect client', () => this.#client.close?.()));
  }

  // Pairing

  #begin(wallet: RecentWallet | undefined, { clearError }: { clearError: boolean }): void {
    const attempt = this.#attempts.take();
    this.#stopRenewal();
    this.setState({
      status: 'pairing',
      uri: undefined,
      pairingExpiry: undefined,
      wallet,
      ...(clearError ? { error: undefined } : {}),
    });
    this.#cancelUriWait = this.#scheduler.schedule(() => this.#onUriTimeout(attempt), PAIRING_URI_TIMEOUT_MS);
    Promise.resolve()
      .then(() => this.#connection.connect({ connectorId: this.#connectorId(), wallet }))
      .then(
        () => this.#onConnected(attempt),
        (error: unknown) => this.#onFailed(attempt, error),
      );
  }

  /** No URI in time: the relay cannot be reached. The pairing is released; Try again starts a fresh one. */
  #onUriTimeout(attempt: Ticket): void {
    this.#cancelUriWait = undefined;
    if (!attempt.isCurrent() || this.snapshot.status !== 'pairing' || this.snapshot.uri !== undefined) return;
    this.#attempts.invalidate();
    this.#client.abortPairing();
    this.#logger.warn(`No WalletConnect pairing URI within ${PAIRING_URI_TIMEOUT_MS} ms: the relay cannot be reached`);
    const error = walletportError('CONNECT_FAILED', [], { details: 'WalletConnect could not be reached. Check your connection and try again.' });
    this.setState({ status: 'error', error, uri: undefined, pairingExpiry: undefined });
  }

  #onConnected(attempt: Ticket): void {
    if (!attempt.isCurrent()) return;
    this.#stopRenewal();
    this.#lastRetryAt = undefined;
    this.setState({ status: 'connected', uri: undefined, pairingExpiry: undefined, error: undefined });
  }

  #onFailed(attempt: Ticket, error: unknown): void {
    if (!attempt.isCurrent()) return;
    this.#stopRenewal();
    if (isWalletportError(error, 'MODAL_CLOSED')) {
      // Closed, or another connection took over: nothing to show, and the pairing is not wanted any more.
      this.#attempts.invalidate();
      this.#client.abortPairing();
      this.setState({ status: 'idle', uri: undefined, pairingExpiry: undefined });
      return;
    }
    const typed = toConnectError(error);
    this.setState({ status: 'error', error: typed, uri: undefined, pairingExpiry: undefined });
    if (!isWalletportError(typed, 'CONNECTION_REJECTED')) {
      this.#logger.warn('The WalletConnect pairing failed', error);
      return;
    }
    const now = this.#scheduler.now();
    if (this.#lastRetryAt !== undefined && now - this.#lastRetryAt < RETRY_INTERVAL_MS) {
      this.#logger.warn('The wallet declined again at once; waiting for the user before pairing again');
      return;
    }
    this.#lastRetryAt = now;
    this.#begin(this.snapshot.wallet, { clearError: false });
  }

  /** A URI counts only while a pairing this use case started waits for it (a late one is not shown). */
  #onClientEvent(event: WalletConnectEvent): void {
    if (this.isDisposed || event.type !== 'display_uri' || this.snapshot.status !== 'pairing') return;
    this.#stopUriWait();
    const pairingExpiry = pairingExpiryFrom(this.#scheduler.now());
    this.setState({ uri: event.uri, pairingExpiry });
    this.#scheduleRenewal(pairingExpiry);
  }

  #scheduleRenewal(pairingExpiry: number): void {
    this.#stopRenewal();
    const attempt = this.#attempts.current();
    this.#cancelRenewal = this.#scheduler.schedule(() => {
      this.#cancelRenewal = undefined;
      if (!attempt.isCurrent() || this.snapshot.status !== 'pairing') return;
      if (!isPairingExpired(this.snapshot.pairingExpiry, this.#scheduler.now())) return;
      this.#logger.debug('The WalletConnect pairing URI is about to expire; replacing it');
      this.#begin(this.snapshot.wallet, { clearError: false });
    }, msUntilPairingExpired(pairingExpiry, this.#scheduler.now()));
  }

  #stopRenewal(): void {
    this.#cancelRenewal?.();
    this.#cancelRenewal = undefined;
    this.#stopUriWait();
  }

  #stopUriWait(): void {
    this.#cancelUriWait?.();
    this.#cancelUriWait = undefined;
  }

  #hydrate(): void {
    if (this.#hydrated || this.isDisposed) return;
    this.#hydrated = true;
    this.setState({ wcLinkChoice: readDeepLinkChoice(this.#storage) });
  }

  #track(event: string, properties: Record<string, unknown>): void {
    runSafely(this.#logger, `report ${event}`, () => this.#events?.emit({ type: 'track', event, properties }));
  }
}
