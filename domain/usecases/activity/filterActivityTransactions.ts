import type { ActivityTransaction } from '../../entities/activity/transaction.js';

/**
 * True when every transfer of the transaction is an NFT flagged as spam (such transactions are
 * hidden). A transaction with no transfers at all (a contract call, say) is not spam-only.
 */
export function isSpamOnlyTransaction(transaction: ActivityTransaction): boolean {
  const { transfers } = transaction;
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true);
}

/**
 * The transactions the activity list shows: those on the connected chain only (`caipNetworkIds` holds its
 * CAIP-2 id and any deprecated id), spam-only NFT transactions left out, and each id once (pages that
 * overlap do not show a transaction twice). The order is kept: the history API answers newest first.
 */
export function filterActivityTransactions(
  transactions: readonly ActivityTransaction[],
  caipNetworkIds: readonly string[],
): ActivityTransaction[] {
  const chains = new Set(caipNetworkIds);
  const seen = new Set<string>();
  const kept: ActivityTransaction[] = [];
  for (const transaction of transactions) {
    if (!chains.has(transaction.metadata.chain)) continue;
    if (isSpamOnlyTransaction(transaction)) continue;
    if (seen.has(transaction.id)) continue;
    seen.add(transaction.id);
    kept.push(transaction);
  }
  return kept;
}
