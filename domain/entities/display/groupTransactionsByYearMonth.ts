import { walletportError } from '../errors/catalogue.js';
import { monthTitle } from './monthTitle.js';

const MONTHS_PER_YEAR = 12;

/** The transactions of one calendar month, with the heading the activity list shows above them. */
export type TransactionMonthGroup<TTransaction> = {
  readonly year: number;
  /** 1 for January to 12 for December. */
  readonly month: number;
  /** 'March' in the current year, 'March 2025' otherwise (see monthTitle). */
  readonly title: string;
  readonly items: readonly TTransaction[];
};

/**
 * Groups transactions by the UTC year and month they were mined in, newest month first; inside a month the
 * input order is kept (the history API already answers newest first). `getMinedAt` returns milliseconds or an
 * ISO date string (the API's `metadata.minedAt`); a date that does not parse throws INVALID_NUMBER.
 * UTC keeps grouping independent of the machine's time zone.
 */
export function groupTransactionsByYearMonth<TTransaction>(
  transactions: readonly TTransaction[],
  getMinedAt: (transaction: TTransaction) => number | string,
  now: number,
): TransactionMonthGroup<TTransaction>[] {
  const byMonth = new Map<number, { year: number; month: number; items: TTransaction[] }>();
  for (const transaction of transactions) {
    const minedAt = new Date(toTimestamp(getMinedAt(transaction)));
    const year = minedAt.getUTCFullYear();
    const month = minedAt.getUTCMonth() + 1;
    // One sortable number per month, ordered the same way as (year, month).
    const key = year * MONTHS_PER_YEAR + month;
    const group = byMonth.get(key) ?? { year, month, items: [] };
    group.items.push(transaction);
    byMonth.set(key, group);
  }
  return [...byMonth.entries()]
    .sort(([left], [right]) => right - left)
    .map(([, { year, month, items }]) => ({ year, month, title: monthTitle(year, month, now), items }));
}

function toTimestamp(minedAt: number | string): number {
  const timestamp = typeof minedAt === 'number' ? minedAt : Date.parse(minedAt);
  if (!Number.isFinite(timestamp)) {
    throw walletportError('INVALID_NUMBER', [String(minedAt)], { details: 'Not a valid mined-at date' });
  }
  return timestamp;
}
