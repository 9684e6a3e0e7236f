/**
 * Transactions that did not confirm within the confirmation timeout, watched again every polling interval
 * while the page turned pending-transaction polling on (30 s, off by default, at most
 * PENDING_TRANSACTIONS_LIMIT watched at once). Each poll waits for every watched transaction once more (a
 * wait is shorter than the interval, so polls never overlap); a confirmed one leaves the list and is
 * reported. The interval runs only while something is watched.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import { PENDING_TRANSACTIONS_LIMIT } from '../../entities/constants.js';

export type PendingTransaction = { hash: string; caipNetworkId: string };

export type PendingTransactionsParameters = {
  scheduler: Pick<Scheduler, 'every'>;
  logger: Logger;
  intervalMs: number;
  /** Waits once for the transaction; resolves true when it was mined (success or reverted). */
  check: (transaction: PendingTransaction) => Promise<boolean>;
  onConfirmed: (transaction: PendingTransaction) => void;
};

export class PendingTransactions {
  readonly #params: PendingTransactionsParameters;
  readonly #watched = new Map<string, PendingTransaction>();
  #cancel: CancelTimer | undefined;
  #polling = false;

  constructor(params: PendingTransactionsParameters) {
    this.#params = params;
  }

  get size(): number {
    return this.#watched.size;
  }

  /** Watches the transaction; false when PENDING_TRANSACTIONS_LIMIT are already watched. */
  watch(transaction: PendingTransaction): boolean {
    if (this.#watched.has(transaction.hash)) return true;
    if (this.#watched.size >= PENDING_TRANSACTIONS_LIMIT) {
      this.#params.logger.warn(`At most ${PENDING_TRANSACTIONS_LIMIT} pending transactions are watched; this one is not`, transaction.hash);
      return false;
    }
    this.#watched.set(transaction.hash, transaction);
    this.#cancel ??= this.#params.scheduler.every(() => void this.#poll(), this.#params.intervalMs);
    return true;
  }

  dispose(): void {
    this.#watched.clear();
    this.#stop();
  }

  async #poll(): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    try {
      await Promise.all([...this.#watched.values()].map((transaction) => this.#pollOne(transaction)));
    } finally {
      this.#polling = false;
    }
    if (this.#watched.size === 0) this.#stop();
  }

  async #pollOne(transaction: PendingTransaction): Promise<void> {
    const mined = await this.#params.check(transaction).catch(() => false);
    if (!mined || !this.#watched.delete(transaction.hash)) return;
    this.#params.onConfirmed(transaction);
  }

  #stop(): void {
    this.#cancel?.();
    this.#cancel = undefined;
  }
}
