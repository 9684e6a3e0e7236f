/**
 * The quotes the provider gave, each kept QUOTE_TTL_MS with everything it was computed from, so an order is
 * made of the quote as it was shown, never of figures sent back by a caller. In memory: a quote outlives
 * neither ten minutes nor a restart.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from './limits.js';
import type { OnrampProvider, QuoteFigures } from './pricing.js';

export const QUOTE_TTL_MS = 10 * 60_000;

export type StoredQuote = {
  readonly quoteId: string;
  readonly provider: OnrampProvider;
  readonly assetId: string;
  /** The provider's network name (also when the quote asked by CAIP-2 id). */
  readonly network: string;
  readonly paymentCurrency: string;
  readonly paymentMethod: PaymentMethod;
  readonly figures: QuoteFigures;
  readonly expiresAt: number;
};

export class QuoteBook {
  readonly #quotes = new Map<string, StoredQuote>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  add(quote: Omit<StoredQuote, 'quoteId' | 'expiresAt'>): StoredQuote {
    this.#prune();
    const stored: StoredQuote = { ...quote, quoteId: randomUUID(), expiresAt: this.#now() + QUOTE_TTL_MS };
    this.#quotes.set(stored.quoteId, stored);
    return stored;
  }

  /** The quote, unless it is unknown or expired. */
  get(quoteId: string): StoredQuote | undefined {
    this.#prune();
    return this.#quotes.get(quoteId);
  }

  #prune(): void {
    const now = this.#now();
    for (const [id, quote] of this.#quotes) if (quote.expiresAt <= now) this.#quotes.delete(id);
  }
}
