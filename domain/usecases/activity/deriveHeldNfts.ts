import type { ActivityTransaction } from '../../entities/activity/transaction.js';

/**
 * An NFT the account received and has not sent away since, as far as the loaded activity shows.
 *
 * The blockchain API has no NFT holdings endpoint, so the NFTs tab is derived from the
 * activity history: this is honest only about the pages loaded so far. An NFT received before the oldest
 * loaded transaction is missing until more activity is loaded; the view says so.
 */
export type HeldNft = {
  /** Stable within the loaded history: the NFT's name and image, or the transfer's position when it has neither. */
  readonly key: string;
  /** Untrusted (from the API): render as text. */
  readonly name: string | undefined;
  /** Untrusted (from the API): render only through a safe-image check. */
  readonly imageUrl: string | undefined;
  /** The transaction that brought it in. */
  readonly transactionId: string;
  readonly receivedAt: string;
};

/**
 * Walks the transactions newest first (the API's order): the newest transfer of an NFT decides whether it is
 * held: 'in' or 'self' means held, 'out' means sent away. Spam NFTs are left out. Newest first.
 */
export function deriveHeldNfts(transactions: readonly ActivityTransaction[]): HeldNft[] {
  const decided = new Set<string>();
  const held: HeldNft[] = [];
  for (const transaction of transactions) {
    transaction.transfers.forEach((transfer, index) => {
      const nft = transfer.nft_info;
      if (nft === undefined || nft.flags?.is_spam === true) return;
      const imageUrl = nft.content?.preview?.url ?? nft.content?.detail?.url;
      // A blank name is no name: the tile then shows its placeholder rather than an empty caption.
      const name = nft.name?.trim() ? nft.name : undefined;
      const key =
        name !== undefined || imageUrl !== undefined
          ? `${name ?? ''}|${nft.content?.detail?.url ?? imageUrl ?? ''}`
          : `${transaction.id}#${index}`;
      if (decided.has(key)) return;
      decided.add(key);
      if (transfer.direction === 'out') return;
      held.push({ key, name, imageUrl, transactionId: transaction.id, receivedAt: transaction.metadata.minedAt });
    });
  }
  return held;
}
