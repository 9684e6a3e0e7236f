/**
 * The requests posted to the frame and not yet answered, by message id. An answer is taken out once: a
 * second answer with the same id, an answer of another request type, or one arriving after the timeout finds
 * nothing and is dropped.
 */
import type { FrameRequestType } from '../../ports/embedded-wallet-frame.port.js';
import type { CancelTimer, Scheduler } from '../../ports/scheduler.port.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';

export type WaitingRequest = { resolve(value: unknown): void; reject(error: unknown): void };

type Entry = WaitingRequest & { type: FrameRequestType; cancelTimer: CancelTimer | undefined };

export class PendingFrameRequests {
  readonly #scheduler: Scheduler;
  readonly #entries = new Map<string, Entry>();

  constructor(scheduler: Scheduler) {
    this.#scheduler = scheduler;
  }

  /**
   * Waits for the answer to `id`; after `timeoutMs` (undefined: never) rejects with IFRAME_REQUEST_TIMEOUT
   * ('iframe_request_timeout') and forgets the request.
   */
  add(id: string, type: FrameRequestType, timeoutMs: number | undefined): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const cancelTimer =
        timeoutMs === undefined
          ? undefined
          : this.#scheduler.schedule(() => {
              this.#entries.delete(id);
              reject(walletportError('IFRAME_REQUEST_TIMEOUT', [], { details: `${type}: no answer within ${timeoutMs} ms` }));
            }, timeoutMs);
      this.#entries.set(id, { type, resolve, reject, cancelTimer });
    });
  }

  /** The request waiting under `id` for an answer of `type`, taken out; undefined when there is none. */
  take(id: string, type: FrameRequestType): WaitingRequest | undefined {
    const entry = this.#entries.get(id);
    if (!entry || entry.type !== type) return undefined;
    this.#entries.delete(id);
    entry.cancelTimer?.();
    return entry;
  }

  rejectAll(error: unknown): void {
    const entries = [...this.#entries.values()];
    this.#entries.clear();
    for (const entry of entries) {
      entry.cancelTimer?.();
      entry.reject(error);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
