/**
 * The unsafe requests (SPEC.md section 5) waiting for the person on the secure site's approval screen, oldest
 * first. Listeners hear 'approval-requested' before the request goes to the frame (so the modal can open
 * ApproveTransaction and show the frame) and 'approval-settled' once it is answered or aborted, after it has
 * left the list. An aborted request is rejected at once; the frame's late answer to it is dropped.
 */
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { isUserRejection } from '../../../domain/entities/errors/rpc-errors.js';
import type { ApprovalEvent, PendingApproval } from '../../../ports/embedded-wallet.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import { ListenerSet } from './listener-set.js';

type Entry = { request: PendingApproval; reject: (error: unknown) => void };
type Outcome = Extract<ApprovalEvent, { type: 'approval-settled' }>['outcome'];

export class PendingApprovals {
  readonly #entries: Entry[] = [];
  readonly #listeners: ListenerSet<ApprovalEvent>;
  #count = 0;

  constructor(logger: Logger) {
    this.#listeners = new ListenerSet(logger);
  }

  /** Runs `send` as a request waiting for approval; settles with its answer unless aborted first. */
  run<T>(method: string, send: () => Promise<T>): Promise<T> {
    this.#count += 1;
    const request: PendingApproval = { id: `approval-${this.#count}`, method };
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = { request, reject };
      this.#entries.push(entry);
      this.#listeners.emit({ type: 'approval-requested', request });
      send().then(
        (value) => {
          if (this.#settle(entry, 'approved', value)) resolve(value);
        },
        (error: unknown) => {
          if (this.#settle(entry, outcomeOf(error))) reject(error);
        },
      );
    });
  }

  /** Rejects every waiting request with `error` now. */
  abortAll(error: unknown): void {
    for (const entry of [...this.#entries]) {
      if (this.#settle(entry, 'aborted')) entry.reject(error);
    }
  }

  list(): readonly PendingApproval[] {
    return this.#entries.map((entry) => entry.request);
  }

  subscribe(listener: (event: ApprovalEvent) => void): () => void {
    return this.#listeners.add(listener);
  }

  /** Takes the entry out and says so; false when it was already settled (aborted, then answered). */
  #settle(entry: Entry, outcome: Outcome, result?: unknown): boolean {
    const index = this.#entries.indexOf(entry);
    if (index === -1) return false;
    this.#entries.splice(index, 1);
    this.#listeners.emit({ type: 'approval-settled', request: entry.request, outcome, ...(outcome === 'approved' ? { result } : {}) });
    return true;
  }
}

function outcomeOf(error: unknown): Outcome {
  if (isWalletportError(error, 'REQUEST_ABORTED')) return 'aborted';
  return isUserRejection(error) ? 'rejected' : 'failed';
}
