/**
 * Changing the embedded wallet's email: the new address goes to the frame, which mails a code to the current
 * address; that code,
 * then a code mailed to the new address, confirm the change. The views: UpdateEmailWallet (the new address),
 * UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp; success stores the new address, shows a toast and goes
 * back to where the change started.
 */
import type { Logger } from '../../../../ports/logger.port.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { frameEmailSchema } from '../../../entities/frame/frame-payloads.schema.js';
import type { RouterState } from '../../router/index.js';
import type { RouterData, ViewName } from '../../router/index.js';
import { StatefulUseCase } from '../../shared/index.js';
import type { TrackEvents } from '../../shared/index.js';
import { asWalletportError } from '../shared/index.js';
import type { EmbeddedWalletUseCase } from '../wallet/index.js';

export type UpdateEmailStep = 'idle' | 'sending' | 'primary-otp' | 'secondary-otp' | 'checking';

export type UpdateEmailState = {
  readonly step: UpdateEmailStep;
  readonly newEmail: string | undefined;
  readonly error: WalletportError | undefined;
};

const IDLE: UpdateEmailState = { step: 'idle', newEmail: undefined, error: undefined };

export type UpdateEmailDependencies = {
  embedded: Pick<EmbeddedWalletUseCase, 'prepare' | 'reportFailure' | 'setEmail' | 'connector' | 'snapshot'>;
  router: {
    readonly snapshot: RouterState;
    push(view: ViewName, data?: RouterData): void;
    replace(view: ViewName, data?: RouterData): void;
    goBackToIndex(index: number): void;
  };
  toasts: { showSuccess(message: string): void };
  events: TrackEvents;
  logger: Logger;
};

/** Changing the email never rejects: a failure is in the state (`error`), on the step that failed. */
export type SubmitNewEmailErrorType = never;
export type SubmitPrimaryOtpErrorType = never;
export type SubmitSecondaryOtpErrorType = never;
export type ResendEmailUpdateErrorType = never;

export class UpdateEmailUseCase extends StatefulUseCase<UpdateEmailState> {
  readonly #deps: UpdateEmailDependencies;
  /** The history index of UpdateEmailWallet: success goes back to the entry before it. */
  #startIndex = 0;

  constructor(deps: UpdateEmailDependencies) {
    super(IDLE);
    this.#deps = deps;
  }

  /** UpdateEmailWallet: sends the new address; the frame mails a code to the current one. */
  async submitNewEmail(input: string): Promise<void> {
    const newEmail = input.trim();
    const current = this.#deps.embedded.snapshot.email;
    if (!frameEmailSchema.safeParse(newEmail).success) {
      this.setState({ step: 'idle', newEmail, error: walletportError('INVALID_EMAIL') });
      return;
    }
    if (current !== undefined && newEmail.toLowerCase() === current.toLowerCase()) {
      this.setState({ step: 'idle', newEmail, error: walletportError('FRAME_REQUEST_FAILED', ['This is already your email']) });
      return;
    }
    this.#startIndex = this.#deps.router.snapshot.history.length - 1;
    this.setState({ step: 'sending', newEmail, error: undefined });
    try {
      await this.#deps.embedded.prepare();
      await this.#deps.embedded.connector.frame.request('UPDATE_EMAIL', { email: newEmail });
    } catch (error) {
      this.#fail(error, 'idle');
      return;
    }
    this.#track('EMAIL_EDIT');
    this.setState({ step: 'primary-otp' });
    this.#deps.router.push('UpdateEmailPrimaryOtp', { email: current, newEmail });
  }

  /** UpdateEmailPrimaryOtp: the code sent to the current address; then a code goes to the new one. */
  async submitPrimaryOtp(otp: string): Promise<void> {
    if (this.snapshot.step !== 'primary-otp') return;
    this.setState({ step: 'checking', error: undefined });
    try {
      await this.#deps.embedded.connector.frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    } catch (error) {
      this.#fail(error, 'primary-otp');
      return;
    }
    this.setState({ step: 'secondary-otp' });
    const { newEmail } = this.snapshot;
    this.#deps.router.replace('UpdateEmailSecondaryOtp', { email: this.#deps.embedded.snapshot.email, newEmail });
  }

  /** UpdateEmailSecondaryOtp: the code sent to the new address; success changes the stored email. */
  async submitSecondaryOtp(otp: string): Promise<void> {
    if (this.snapshot.step !== 'secondary-otp') return;
    this.setState({ step: 'checking', error: undefined });
    let newEmail: string;
    try {
      ({ newEmail } = (await this.#deps.embedded.connector.frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })) as { newEmail: string });
    } catch (error) {
      this.#fail(error, 'secondary-otp');
      return;
    }
    this.#deps.embedded.setEmail(newEmail);
    this.#track('EMAIL_EDIT_COMPLETE');
    this.replaceState(IDLE);
    this.#deps.router.goBackToIndex(Math.max(0, this.#startIndex - 1));
    this.#deps.toasts.showSuccess('Email updated');
  }

  /** Asks again: the whole change starts over with the same new address (a new code to the current one). */
  resend(): Promise<void> {
    const { newEmail } = this.snapshot;
    if (newEmail === undefined) return Promise.resolve();
    this.#deps.router.goBackToIndex(this.#startIndex);
    return this.submitNewEmail(newEmail);
  }

  /** The person left the change. */
  reset(): void {
    this.replaceState(IDLE);
  }

  #fail(error: unknown, step: UpdateEmailStep): void {
    this.#deps.embedded.reportFailure(error);
    this.setState({ step, error: asWalletportError(error) });
  }

  #track(event: string): void {
    try {
      void this.#deps.events.emit({ type: 'track', event });
    } catch (error) {
      this.#deps.logger.debug(`Could not record ${event}`, error);
    }
  }
}
