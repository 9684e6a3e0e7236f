/**
 * Which provider's quote the Buy views mark 'Best price': the one that delivers the most tokens for the same
 * amount paid (the quotes were all asked for the same amount, currency and network). A tie marks none: neither
 * is better. Amounts are compared as exact decimals; a quote whose amount cannot be read is never the best.
 */
import { BigDecimal } from '../number/bigDecimal.js';

export type BestOnrampQuoteParameters = readonly { readonly provider: string; readonly purchaseAmount: string }[];

/** The best quote's provider; undefined with fewer than two readable quotes or a tie at the top. */
export type BestOnrampQuoteReturnType = string | undefined;

export type BestOnrampQuoteErrorType = never;

export function bestOnrampQuote(quotes: BestOnrampQuoteParameters): BestOnrampQuoteReturnType {
  const readable = quotes.flatMap((quote) => {
    try {
      return [{ provider: quote.provider, amount: BigDecimal.from(quote.purchaseAmount) }];
    } catch {
      return [];
    }
  });
  // A single quote is not better than anything: 'Best price' would say nothing true.
  if (readable.length < 2) return undefined;
  const sorted = readable.sort((a, b) => b.amount.compare(a.amount));
  const [first, second] = sorted;
  if (!first || !second || first.amount.compare(second.amount) === 0) return undefined;
  return first.provider;
}
