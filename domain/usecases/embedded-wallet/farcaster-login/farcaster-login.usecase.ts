/**
 * The Farcaster login (the ConnectingFarcaster view asks for a Farcaster address once and
 * goes back with the error shown on failure; the wire contract is docs/EMBEDDED-WALLET.md, "Farcaster login").
 *
 * The flow follows the router, as the email login and the connect attempt do: a new ConnectingFarcaster entry
 * on top of the history starts an attempt, whoever pushed it (the Connect view's Farcaster button, a host
 * page's open({view})), and a re-render or a StrictMode double effect never asks twice. An attempt:
 *
 * 1. prepares the frame (the allowed-origins check runs first, inside prepare), then asks GET_FARCASTER_URI
 *    once: `loading`, then `waiting` with the channel's `url` for the QR code and the link;
 * 2. sends CONNECT_FARCASTER, which answers `{userName}` once the person approved in the Farcaster app;
 * 3. remembers the provider and the name, and connects the AUTH connector (GET_USER, as the email login
 *    does): `connecting`; then records SOCIAL_LOGIN_SUCCESS and closes the modal.
 *
 * Any failure is 'Failed to connect to farcaster' (the frame's own failure inside it, as the cause): the
 * frame's failures raise their alert (a frame that did not load, a request timeout, a refused domain), and the
 * person goes back to the view they came from, where an error toast says it. A view with nothing to go back
 * to (opened on its own: going back would close the modal) keeps the error on screen with `retry`. A new
 * attempt starts clean: the last attempt's error toast, if still up, goes.
 *
 * Leaving the view (back, close, another view) abandons the attempt: its late answers change nothing, a
 * connect under way is cancelled, nothing is stored. Coming back is a new attempt with a new address.
 */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../../ports/logger.port.js';
import { isWalletportError, type WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { frameSuccessPayloadSchemas } from '../../../entities/frame/frame-payloads.schema.js';
import type { RouterHistoryEntry, RouterState } from '../../router/index.js';
import { latest, type Ticket } from '../../shared/index.js';
import { StatefulUseCase } from '../../shared/index.js';
import type { TrackEvents } from '../../shared/index.js';
import type { EmbeddedWalletUseCase } from '../wallet/index.js';
import { farcasterUrl } from './farcasterUrl.js';

export type FarcasterLoginStep = 'idle' | 'loading' | 'waiting' | 'connecting' | 'failed';

export type FarcasterLoginState = {
  /**
   * idle: no attempt (the view is not on screen); loading: asking the frame for the address; waiting: the
   * address is shown, the person approves in the Farcaster app; connecting: approved, the wallet connects;
   * failed: the view had nothing to go back to, `error` says why and `retry` starts afresh.
   */
  readonly step: FarcasterLoginStep;
  /** The sign-in address (an https link, or http to this machine) while waiting for the approval. */
  readonly url: string | undefined;
  /** 'Failed to connect to farcaster', with the frame's failure as its cause ('failed' only). */
  readonly error: WalletportError<'FARCASTER_CONNECT_FAILED'> | undefined;
};

export const IDLE_FARCASTER_LOGIN: FarcasterLoginState = { step: 'idle', url: undefined, error: undefined };

const VIEW = 'ConnectingFarcaster';

export type FarcasterLoginDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'prepare' | 'reportFailure' | 'connector' | 'rememberSocialLogin' | 'forgetSocialLogin' | 'loginConnectorId'>;
  connection: {
    connect(parameters: { connectorId: string; method: 'social' }): Promise<unknown>;
    /** Abandons the connect in progress (it rejects with 'Modal closed', the namespace as it was). */
    cancelConnect(): void;
  };
  router: { readonly snapshot: RouterState; readonly state$: Observable<RouterState>; goBack(): void };
  modal: { close(): boolean };
  /** `dismiss` takes back the last attempt's failure when a new attempt starts (and nothing else). */
  toasts: { showError(error: WalletportError): void; dismiss(error: WalletportError): void };
  /** Opens the address in a new tab (the platform refuses unsafe schemes). */
  links: { openLink(url: string, target: '_blank' | '_self'): boolean };
  events: TrackEvents;
  logger: Logger;
};

/**
 * The Farcaster login's commands never throw: a failed attempt is in the state (or, once the view has gone
 * back, in a toast), always FARCASTER_CONNECT_FAILED with the reason as its cause.
 */
export type RetryFarcasterLoginErrorType = never;
export type OpenFarcasterErrorType = never;

export class FarcasterLoginUseCase extends StatefulUseCase<FarcasterLoginState> {
  readonly #deps: FarcasterLoginDependencies;
  #started = false;
  /** The router entry the attempt belongs to; a different ConnectingFarcaster entry is a new attempt. */
  #entry: RouterHistoryEntry | undefined;
  /**
   * Every attempt takes a ticket and abandoning one invalidates them: answers of an older attempt change
   * nothing. Not the dispose-aware kind: abandoning on dispose must still see the connect under way to cancel it.
   */
  readonly #attempts = latest();
  /** The ticket of the attempt whose connect is under way, so abandoning it cancels that connect. */
  #connecting: Ticket | undefined;
  /** The failure the last attempt put in a toast: a new attempt takes it back, so its view starts clean. */
  #failureToast: WalletportError | undefined;

  constructor(deps: FarcasterLoginDependencies) {
    super(IDLE_FARCASTER_LOGIN);
    this.#deps = deps;
  }

  /** Follows the router (see the top of this file). Idempotent; no I/O by itself. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    this.follow(this.#deps.router.state$, () => this.#onRoute());
  }

  /** 'Try again' on a failed view: a new attempt, with a new address. */
  retry(): void {
    if (this.snapshot.step !== 'failed' || this.#entry === undefined) return;
    void this.#attempt();
  }

  /** 'Open Farcaster': the address in a new tab (or the Farcaster app, on a phone). False when none is shown. */
  openFarcaster(): boolean {
    const { url } = this.snapshot;
    return url !== undefined && this.#deps.links.openLink(url, '_blank');
  }

  protected override onDispose(): void {
    this.#abandon();
  }

  #onRoute(): void {
    const { history } = this.#deps.router.snapshot;
    const top = history[history.length - 1];
    if (top === this.#entry) return;
    this.#abandon();
    if (top?.view !== VIEW) return;
    this.#entry = top;
    void this.#attempt();
  }

  /** Forgets the attempt on screen: late answers are ignored, its connect cancelled, the state idle. */
  #abandon(): void {
    const connecting = this.#connecting?.isCurrent() === true;
    this.#attempts.invalidate();
    this.#connecting = undefined;
    this.#entry = undefined;
    if (connecting) this.#deps.connection.cancelConnect();
    if (this.snapshot !== IDLE_FARCASTER_LOGIN) this.replaceState(IDLE_FARCASTER_LOGIN);
  }

  async #attempt(): Promise<void> {
    const ticket = this.#attempts.take();
    const { embedded } = this.#deps;
    const { frame } = embedded.connector;
    this.replaceState({ step: 'loading', url: undefined, error: undefined });
    if (this.#failureToast) this.#deps.toasts.dismiss(this.#failureToast);
    this.#failureToast = undefined;
    this.#track('SOCIAL_LOGIN_STARTED');

    let url: string | undefined;
    try {
      await embedded.prepare();
      if (!ticket.isCurrent()) return;
      url = farcasterUrl(await frame.request('GET_FARCASTER_URI'));
      if (url === undefined) throw walletportError('INVALID_RESPONSE', ['the embedded wallet (GET_FARCASTER_URI)']);
    } catch (error) {
      this.#fail(ticket, error);
      return;
    }
    if (!ticket.isCurrent()) return;
    this.setState({ step: 'waiting', url });

    let userName: string;
    try {
      // No time limit of ours: the frame adapter gives CONNECT_FARCASTER the connect timeout every connect
      // request has (frameRequestTimeoutMs: 120 s, CONNECT_REQUEST_TIMEOUT_MS), then rejects with
      // iframe_request_timeout, which raises 'Embedded Wallet Request Timed Out' and fails the attempt here.
      // That is how long the person has to approve in the Farcaster app.
      const answer = frameSuccessPayloadSchemas.CONNECT_FARCASTER.safeParse(await frame.request('CONNECT_FARCASTER'));
      if (!answer.success) throw walletportError('INVALID_RESPONSE', ['the embedded wallet (CONNECT_FARCASTER)']);
      ({ userName } = answer.data);
    } catch (error) {
      this.#fail(ticket, error);
      return;
    }
    if (!ticket.isCurrent()) return;
    this.setState({ step: 'connecting', url: undefined });

    // Stored before the connect, so the user the connect reads carries the provider and the name (the
    // Account view shows them); taken back if the connect fails or is abandoned (cancelled: it rejects).
    embedded.rememberSocialLogin({ provider: 'farcaster', userName });
    this.#connecting = ticket;
    const failed = await this.#deps.connection.connect({ connectorId: this.#deps.embedded.loginConnectorId(), method: 'social' }).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    if (this.#connecting === ticket) this.#connecting = undefined;
    if (failed) {
      embedded.forgetSocialLogin();
      this.#fail(ticket, failed.error);
      return;
    }
    if (!ticket.isCurrent()) return;
    this.#track('SOCIAL_LOGIN_SUCCESS');
    this.#abandon();
    this.#deps.modal.close();
  }

  #fail(ticket: Ticket, error: unknown): void {
    if (!ticket.isCurrent()) return;
    this.#deps.embedded.reportFailure(error);
    this.#track('SOCIAL_LOGIN_ERROR');
    const failure = isWalletportError(error, 'FARCASTER_CONNECT_FAILED') ? error : walletportError('FARCASTER_CONNECT_FAILED', [], { cause: error });
    const { history } = this.#deps.router.snapshot;
    if (history.length > 1 && history[history.length - 1] === this.#entry) {
      this.#abandon();
      this.#deps.router.goBack();
      this.#deps.toasts.showError(failure);
      this.#failureToast = failure;
      return;
    }
    this.setState({ step: 'failed', url: undefined, error: failure });
  }

  #track(event: 'SOCIAL_LOGIN_STARTED' | 'SOCIAL_LOGIN_SUCCESS' | 'SOCIAL_LOGIN_ERROR'): void {
    try {
      void this.#deps.events.emit({ type: 'track', event, properties: { provider: 'farcaster' } });
    } catch (error) {
      this.#deps.logger.debug(`Could not record ${event}`, error);
    }
  }
}
