/**
 * The email login: the frame answers an email with an action (verify the device, verify
 * a one-time code, or connect at once); a new request within 30 s of the last is refused with 'Please try
 * again after {n} seconds'.
 *
 * The flow follows the router like the connect attempt does: a new EmailLogin entry carrying an email (the
 * Connect view's form pushes one) starts it, and leaving the email views abandons it, so a re-render or a
 * StrictMode double effect never sends a second request. Steps replace the view on screen:
 * EmailLogin -> EmailVerifyDevice (waiting for the link) -> EmailVerifyOtp -> ConnectingEmbedded -> closed.
 */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../../ports/logger.port.js';
import type { Scheduler } from '../../../../ports/scheduler.port.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { frameEmailSchema } from '../../../entities/frame/frame-payloads.schema.js';
import type { RouterHistoryEntry, RouterState } from '../../router/index.js';
import type { RouterData, ViewName } from '../../router/index.js';
import type { Ticket } from '../../shared/index.js';
import { StatefulUseCase } from '../../shared/index.js';
import type { TrackEvents } from '../../shared/index.js';
import { asWalletportError } from '../shared/index.js';
import type { EmbeddedWalletUseCase } from '../wallet/index.js';
import { emailCooldownSeconds } from './emailCooldown.js';

export type EmailLoginStep = 'idle' | 'sending' | 'verify-device' | 'verify-otp' | 'checking-otp' | 'connecting' | 'failed';

export type EmailLoginState = {
  readonly step: EmailLoginStep;
  readonly email: string | undefined;
  /** What went wrong in the step on screen (cooldown, wrong code, a failed connect), for the view to show. */
  readonly error: WalletportError | undefined;
  /** The step that failed ('failed' keeps the view; this says which action 'Try again' repeats). */
  readonly failedStep: Exclude<EmailLoginStep, 'idle' | 'failed'> | undefined;
};

export const IDLE_EMAIL_LOGIN: EmailLoginState = { step: 'idle', email: undefined, error: undefined, failedStep: undefined };

/** The views of the flow; leaving them abandons it. */
const FLOW_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>(['EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp', 'ConnectingEmbedded']);

export type EmailLoginDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'prepare' | 'reportFailure' | 'setEmail' | 'connector' | 'loginStorage' | 'loginConnectorId'>;
  connection: { connect(parameters: { connectorId: string; method: 'email' }): Promise<unknown> };
  router: {
    readonly snapshot: RouterState;
    readonly state$: Observable<RouterState>;
    replace(view: ViewName, data?: RouterData): void;
  };
  modal: { close(): boolean };
  scheduler: Pick<Scheduler, 'now'>;
  events: TrackEvents;
  logger: Logger;
};

/**
 * The email login's commands never reject: a failure (an invalid address, the cooldown, a wrong code, a
 * failed connect) is in the state, `error` with the `failedStep` that 'Try again' repeats.
 */
export type SubmitEmailErrorType = never;
export type ResendCodeErrorType = never;
export type SubmitOtpErrorType = never;
export type RetryConnectErrorType = never;

export class EmailLoginUseCase extends StatefulUseCase<EmailLoginState> {
  readonly #deps: EmailLoginDependencies;
  #started = false;
  /** The router entry the flow started from; a different EmailLogin entry starts a new flow. */
  #entry: RouterHistoryEntry | undefined;
  /** A new flow (or a resend) takes a ticket, abandoning invalidates them: answers of an older flow change nothing. */
  readonly #flows = this.latest();

  constructor(deps: EmailLoginDependencies) {
    super(IDLE_EMAIL_LOGIN);
    this.#deps = deps;
  }

  /** Follows the router (see the top of this file). Idempotent. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    this.follow(this.#deps.router.state$, (state) => this.#onRoute(state));
  }

  /** The EmailLogin view's own form: starts the flow for this address (cooldown applies). */
  submitEmail(email: string): Promise<void> {
    this.#entry = this.#top();
    return this.#begin(email.trim());
  }

  /** Asks for a new code (or a new device link) for the same address; the cooldown applies. */
  resendCode(): Promise<void> {
    const { email } = this.snapshot;
    if (email === undefined) return Promise.resolve();
    return this.#begin(email, { stayOnView: true });
  }

  /** Checks a code typed on EmailVerifyOtp; a wrong one leaves the view with the frame's message. */
  async submitOtp(otp: string): Promise<void> {
    const { email, step } = this.snapshot;
    if (email === undefined || (step !== 'verify-otp' && step !== 'failed')) return;
    const ticket = this.#flows.current();
    this.setState({ step: 'checking-otp', error: undefined, failedStep: undefined });
    try {
      await this.#deps.embedded.connector.frame.request('CONNECT_OTP', { otp });
    } catch (error) {
      if (!ticket.isCurrent()) return;
      this.#track('EMAIL_VERIFICATION_CODE_FAIL');
      this.#deps.embedded.reportFailure(error);
      this.setState({ step: 'verify-otp', error: asWalletportError(error), failedStep: undefined });
      return;
    }
    if (!ticket.isCurrent()) return;
    this.#track('EMAIL_VERIFICATION_CODE_PASS');
    await this.#connect(ticket);
  }

  /** ConnectingEmbedded's 'Try again' after the wallet failed to connect. */
  retryConnect(): Promise<void> {
    if (this.snapshot.failedStep !== 'connecting') return Promise.resolve();
    return this.#connect(this.#flows.current());
  }

  /** Abandons the flow (the person left its views). Late answers are ignored. */
  reset(): void {
    this.#flows.invalidate();
    this.#entry = undefined;
    if (this.snapshot !== IDLE_EMAIL_LOGIN) this.replaceState(IDLE_EMAIL_LOGIN);
  }

  #top(): RouterHistoryEntry | undefined {
    const { history } = this.#deps.router.snapshot;
    return history[history.length - 1];
  }

  #onRoute({ view }: RouterState): void {
    const top = this.#top();
    if (!FLOW_VIEWS.has(view)) {
      if (this.snapshot.step !== 'idle' || this.#entry) this.reset();
      return;
    }
    if (view !== 'EmailLogin' || top === undefined || top === this.#entry) return;
    const email = top.data?.email;
    this.#entry = top;
    if (email !== undefined) void this.#begin(email);
    else if (this.snapshot.step !== 'idle') this.reset();
  }

  async #begin(email: string, { stayOnView = false } = {}): Promise<void> {
    // A new address abandons the flow on screen at once; a resend only once it goes out, so a resend the
    // cooldown refuses leaves the device link (or code check) already under way in force.
    if (!stayOnView) this.#flows.invalidate();
    if (!frameEmailSchema.safeParse(email).success) {
      this.setState({ step: 'failed', email, error: walletportError('INVALID_EMAIL'), failedStep: 'sending' });
      return;
    }
    const { loginStorage } = this.#deps.embedded;
    const now = this.#deps.scheduler.now();
    const wait = emailCooldownSeconds({ lastRequestAt: loginStorage.lastEmailLoginTime(), now });
    if (wait > 0) {
      this.setState({ step: 'failed', email, error: walletportError('EMAIL_COOLDOWN', [wait]), failedStep: 'sending' });
      return;
    }
    const ticket = stayOnView ? this.#flows.take() : this.#flows.current();
    this.setState({ step: stayOnView ? this.snapshot.step : 'sending', email, error: undefined, failedStep: undefined });
    let action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
    try {
      await this.#deps.embedded.prepare();
      if (!ticket.isCurrent()) return;
      loginStorage.setLastEmailLoginTime(now);
      this.#track('EMAIL_SUBMITTED');
      ({ action } = (await this.#deps.embedded.connector.frame.request('CONNECT_EMAIL', { email })) as { action: typeof action });
    } catch (error) {
      this.#fail(ticket, error, 'sending');
      return;
    }
    if (!ticket.isCurrent()) return;
    if (action === 'CONNECT') return this.#connect(ticket);
    if (action === 'VERIFY_OTP') {
      this.#track('EMAIL_VERIFICATION_CODE_SENT');
      this.#show('verify-otp', 'EmailVerifyOtp', email);
      return;
    }
    this.#show('verify-device', 'EmailVerifyDevice', email);
    await this.#waitForDevice(ticket, email);
  }

  async #waitForDevice(ticket: Ticket, email: string): Promise<void> {
    try {
      await this.#deps.embedded.connector.frame.request('CONNECT_DEVICE');
    } catch (error) {
      this.#fail(ticket, error, 'verify-device');
      return;
    }
    if (!ticket.isCurrent()) return;
    this.#track('DEVICE_REGISTERED_FOR_EMAIL');
    this.#track('EMAIL_VERIFICATION_CODE_SENT');
    this.#show('verify-otp', 'EmailVerifyOtp', email);
  }

  async #connect(ticket: Ticket): Promise<void> {
    const { email } = this.snapshot;
    this.setState({ step: 'connecting', error: undefined, failedStep: undefined });
    if (this.#deps.router.snapshot.view !== 'ConnectingEmbedded') this.#deps.router.replace('ConnectingEmbedded', { email });
    try {
      await this.#deps.connection.connect({ connectorId: this.#deps.embedded.loginConnectorId(), method: 'email' });
    } catch (error) {
      this.#fail(ticket, error, 'connecting');
      return;
    }
    if (!ticket.isCurrent()) return;
    if (email !== undefined) this.#deps.embedded.setEmail(email);
    this.reset();
    this.#deps.modal.close();
  }

  #show(step: 'verify-device' | 'verify-otp', view: ViewName, email: string): void {
    this.setState({ step, error: undefined, failedStep: undefined });
    if (this.#deps.router.snapshot.view !== view || this.#deps.router.snapshot.data?.email !== email) {
      this.#deps.router.replace(view, { email });
    }
    // The entry we just put on screen is ours: the router follower must not start another flow from it.
    this.#entry = this.#top();
  }

  #fail(ticket: Ticket, error: unknown, failedStep: NonNullable<EmailLoginState['failedStep']>): void {
    if (!ticket.isCurrent()) return;
    this.#deps.embedded.reportFailure(error);
    this.#track('EMAIL_LOGIN_ERROR');
    this.setState({ step: 'failed', error: asWalletportError(error), failedStep });
  }

  #track(event: string): void {
    try {
      void this.#deps.events.emit({ type: 'track', event });
    } catch (error) {
      this.#deps.logger.debug(`Could not record ${event}`, error);
    }
  }
}
