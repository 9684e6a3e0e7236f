/**
 * The activity list with the on-ramp purchases in it (the history state's
 * `coinbaseTransactions`; section 7: history with `onramp`). The purchases come from their own history call,
 * the chain's transactions a page at a time, both newest first:
 *
 * - a chain transaction whose hash is a purchase's delivery hash is the same event seen twice (the provider's
 *   transfer to the wallet): it shows once, as the purchase, which says what was bought and its status;
 * - a purchase takes its place by time among the chain's transactions. While older chain pages are still to
 *   come, a purchase older than the oldest loaded one waits for them, so loading more never puts a page above a
 *   purchase it should follow;
 * - a purchase whose time cannot be read cannot be placed: it is left out (the chain's are kept as they came).
 */
import type { ActivityTransaction } from '../../entities/activity/transaction.js';

export type MergePurchasesParameters = {
  /** The chain's transactions loaded so far, newest first (the API's order, kept as is). */
  readonly chain: readonly ActivityTransaction[];
  /** The on-ramp purchases, in any order. */
  readonly purchases: readonly ActivityTransaction[];
  /** Every chain page is loaded (no next cursor): the older purchases belong at the end. */
  readonly complete: boolean;
};

export type MergePurchasesReturnType = ActivityTransaction[];

export type MergePurchasesErrorType = never;

const timeOf = (transaction: ActivityTransaction) => Date.parse(transaction.metadata.minedAt);

/** The chain's transactions and the purchases as one list, newest first; each delivery shown once. */
export function mergePurchases({ chain, purchases, complete }: MergePurchasesParameters): MergePurchasesReturnType {
  const delivered = new Set(purchases.map((purchase) => purchase.metadata.hash.toLowerCase()).filter((hash) => hash !== ''));
  const chainShown = chain.filter((transaction) => !delivered.has(transaction.metadata.hash.toLowerCase()));
  // The boundary is the oldest loaded chain transaction, the delivered ones included: they were on the page.
  const loadedTimes = chain.map(timeOf).filter(Number.isFinite);
  const oldestLoaded = loadedTimes.length > 0 ? Math.min(...loadedTimes) : Number.NEGATIVE_INFINITY;
  const placed = purchases
    .map((purchase) => ({ purchase, time: timeOf(purchase) }))
    .filter(({ time }) => Number.isFinite(time) && (complete || time >= oldestLoaded))
    .sort((a, b) => b.time - a.time);

  const merged: ActivityTransaction[] = [];
  let next = 0;
  for (const transaction of chainShown) {
    const time = timeOf(transaction);
    // A chain transaction without a readable time stays where the API put it.
    while (Number.isFinite(time) && next < placed.length && placed[next]!.time > time) merged.push(placed[next++]!.purchase);
    merged.push(transaction);
  }
  for (; next < placed.length; next++) merged.push(placed[next]!.purchase);
  return merged;
}
