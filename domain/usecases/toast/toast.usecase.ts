/**
 * Toasts (SPEC.md section 4): one at a time, in the variants loading, success and error. A toast auto-closes
 * after TOAST_AUTO_CLOSE_MS by default (a loading toast only when asked). A toast shown while another is open
 * closes that one first and appears TOAST_REPLACEMENT_DELAY_MS later, so the exit and entry do not overlap.
 * A toast's text is clamped to WALLET_TEXT_MAX_LENGTH: callers pass wallet-supplied text (an error's message).
 */
import { TOAST_AUTO_CLOSE_MS, TOAST_REPLACEMENT_DELAY_MS } from '../../entities/constants.js';
import { clampText } from '../../entities/display/clampText.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import { StatefulUseCase } from '../shared/index.js';

export type ToastVariant = 'loading' | 'success' | 'error';

/** An icon the renderer draws instead of the variant's default one. */
export type ToastIcon = {
  readonly name: string;
  readonly color?: string | undefined;
};

export type ToastState = {
  readonly open: boolean;
  /** Undefined until the first toast; kept after closing so the exit animation still has its content. */
  readonly variant: ToastVariant | undefined;
  readonly message: string;
  readonly icon: ToastIcon | undefined;
};

export type ShowToastParameters = {
  /** Close after TOAST_AUTO_CLOSE_MS. Defaults to true, except for loading toasts. */
  readonly autoClose?: boolean | undefined;
  readonly icon?: ToastIcon | undefined;
};

export type ToastUseCaseParameters = {
  readonly scheduler: Scheduler;
};

type Toast = {
  readonly variant: ToastVariant;
  readonly message: string;
  readonly icon: ToastIcon | undefined;
  readonly autoClose: boolean;
};

export const INITIAL_TOAST_STATE: ToastState = { open: false, variant: undefined, message: '', icon: undefined };

export class ToastUseCase extends StatefulUseCase<ToastState> {
  readonly #scheduler: Scheduler;
  /** The toast waiting for the one before it to finish closing. */
  #pending: Toast | undefined;
  #cancelReplacement: CancelTimer | undefined;
  #cancelAutoClose: CancelTimer | undefined;

  constructor({ scheduler }: ToastUseCaseParameters) {
    super(INITIAL_TOAST_STATE);
    this.#scheduler = scheduler;
  }

  /** Shows a loading toast; it stays until replaced or hidden unless `autoClose` is true. */
  showLoading(message: string, { autoClose = false, icon }: ShowToastParameters = {}): void {
    this.#show({ variant: 'loading', message, icon, autoClose });
  }

  showSuccess(message: string, { autoClose = true, icon }: ShowToastParameters = {}): void {
    this.#show({ variant: 'success', message, icon, autoClose });
  }

  /** Shows an error toast; a WalletportError shows its user-facing `shortMessage`. */
  showError(message: string | WalletportError, { autoClose = true, icon }: ShowToastParameters = {}): void {
    const text = typeof message === 'string' ? message : message.shortMessage;
    this.#show({ variant: 'error', message: text, icon, autoClose });
  }

  /** Closes the toast on screen and drops any toast waiting to replace it. */
  hide(): void {
    this.#clearTimers();
    this.setState({ open: false });
  }

  /**
   * Closes the toast only when it says `message` (on screen, or waiting to replace the one on screen): a flow
   * that starts again takes back its own failure without hiding what something else said since.
   */
  dismiss(message: string | WalletportError): void {
    const text = typeof message === 'string' ? message : message.shortMessage;
    // A waiting replacement is what would show next; the one on screen is already closing then.
    const showing = this.#pending?.message ?? (this.snapshot.open ? this.snapshot.message : undefined);
    if (showing !== undefined && clampText(showing) === clampText(text)) this.hide();
  }

  /** Cancels every timer (the base then completes `state$`). */
  protected override onDispose(): void {
    this.#clearTimers();
  }

  #show(toast: Toast): void {
    if (this.#pending) {
      // A replacement is already waiting for the previous toast to close: the latest toast wins, on the
      // same timer, so a burst of toasts cannot keep pushing the next one back.
      this.#pending = toast;
      return;
    }
    if (!this.snapshot.open) {
      this.#display(toast);
      return;
    }
    this.#cancelAutoClose?.();
    this.#cancelAutoClose = undefined;
    this.setState({ open: false });
    this.#pending = toast;
    this.#cancelReplacement = this.#scheduler.schedule(() => {
      const next = this.#pending;
      this.#pending = undefined;
      this.#cancelReplacement = undefined;
      if (next) this.#display(next);
    }, TOAST_REPLACEMENT_DELAY_MS);
  }

  #display({ variant, message, icon, autoClose }: Toast): void {
    this.#cancelAutoClose?.();
    this.#cancelAutoClose = undefined;
    this.setState({ open: true, variant, message: clampText(message), icon });
    if (!autoClose) return;
    this.#cancelAutoClose = this.#scheduler.schedule(() => {
      this.#cancelAutoClose = undefined;
      this.setState({ open: false });
    }, TOAST_AUTO_CLOSE_MS);
  }

  #clearTimers(): void {
    this.#cancelReplacement?.();
    this.#cancelAutoClose?.();
    this.#cancelReplacement = undefined;
    this.#cancelAutoClose = undefined;
    this.#pending = undefined;
  }
}
