/**
 * Listeners that one faulty listener cannot silence: its error goes to the logger and the others still hear
 * the event. The connector's events, the provider's events and the approvals all go out through one of these.
 */
import type { Logger } from '../../../ports/logger.port.js';

export class ListenerSet<TEvent> {
  readonly #listeners = new Set<(event: TEvent) => void>();
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Adds a listener; the returned function removes it (idempotent). */
  add(listener: (event: TEvent) => void): () => void {
    // Wrapped, so the same function added twice is two subscriptions, each removed by its own call.
    const entry = (event: TEvent) => listener(event);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  emit(event: TEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#logger.error('An embedded-wallet listener failed', error);
      }
    }
  }

  get size(): number {
    return this.#listeners.size;
  }
}
