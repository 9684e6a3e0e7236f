/**
 * The send's state and its form, shared by every command of the send (send.usecase.ts builds one).
 *
 * "Only the newest answer applies" comes from usecases/shared (latest()): every change of the form outdates
 * the fee estimates started before it, and a new receiver outdates the name lookup under way. A change clears
 * the last error and the fee (both were about the form as it was); a reset empties the form, the token list
 * included (it fills again with the account's next balances), and keeps the retry time.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { Latest, Ticket } from '../shared/index.js';
import { runSafely } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import { INITIAL_SEND_STATE, type SendState } from './send.types.js';

/** How the store reads and writes the use case's state (the StatefulUseCase it belongs to). */
export type SendStateAccess = {
  read(): SendState;
  update(change: Partial<SendState>): void;
  isDisposed(): boolean;
};

export type SendStoreParameters = {
  readonly state: SendStateAccess;
  /** The form's attempts and the name lookups (the use case's latest(): stale once it is disposed too). */
  readonly form: Latest;
  readonly lookup: Latest;
  readonly events: TrackEvents;
  readonly logger: Logger;
};

export class SendStore {
  readonly #state: SendStateAccess;
  readonly #form: Latest;
  readonly #lookup: Latest;
  readonly #events: TrackEvents;
  readonly #logger: Logger;
  #cancelLookup: (() => void) | undefined;

  constructor({ state, form, lookup, events, logger }: SendStoreParameters) {
    this.#state = state;
    this.#form = form;
    this.#lookup = lookup;
    this.#events = events;
    this.#logger = logger;
  }

  get snapshot(): SendState {
    return this.#state.read();
  }

  get isDisposed(): boolean {
    return this.#state.isDisposed();
  }

  setState(change: Partial<SendState>): void {
    this.#state.update(change);
  }

  /** A change of the form: older fee estimates are outdated, the error and the fee cleared. */
  changeForm(change: Partial<SendState>): void {
    this.#form.invalidate();
    this.setState({ ...change, error: undefined, networkFee: undefined, feeLoading: false });
  }

  /** The form as it is now: the ticket goes stale with the next change, a reset or dispose. */
  currentForm(): Ticket {
    return this.#form.current();
  }

  /**
   * Starts a name lookup (cancelling the one pending): `schedule` gets the lookup's ticket, current while it
   * is the newest, and returns how to cancel it.
   */
  startLookup(schedule: (ticket: Ticket) => () => void): void {
    this.cancelLookup();
    this.#cancelLookup = schedule(this.#lookup.take());
  }

  /** Cancels the pending lookup; a lookup under way changes nothing any more. */
  cancelLookup(): void {
    this.#cancelLookup?.();
    this.#cancelLookup = undefined;
    this.#lookup.invalidate();
  }

  /** Empties the form (the token list included), keeping when the balances last failed. */
  reset(): void {
    this.cancelLookup();
    this.#form.invalidate();
    this.setState({ ...INITIAL_SEND_STATE, lastRetry: this.snapshot.lastRetry });
  }

  /** Reports an event; a failing event bus is logged, never raised. */
  track(event: string, properties: Record<string, unknown>): void {
    runSafely(this.#logger, `record ${event}`, () => this.#events.emit({ type: 'track', event, properties }));
  }
}
