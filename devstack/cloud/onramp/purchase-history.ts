/**
 * History `onramp=coinbase`: the provider's paid orders for an address as CONTRACTS.md `Transaction`s, so the
 * activity lists a purchase (pending while it is delivered, then confirmed or failed) beside the chain's own
 * transfers. Every provider's orders are listed: the product asks with `onramp=coinbase` as the contract
 * spells it, whichever provider sold.
 */
import { z } from 'zod';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { priceOf, tokenIconUrl, type AssetBook } from '../chain/assets.js';

/** What the history needs of an order of GET /api/orders?address=; other fields are the provider's business. */
export const providerOrdersSchema = z.object({
  orders: z
    .array(
      z.object({
        id: z.string().min(1).max(128),
        status: z.enum(['in_progress', 'success', 'failed']),
        updatedAt: z.iso.datetime({ offset: true }),
        destinationAddress: z.string().min(1).max(128),
        caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
        symbol: z.string().min(1).max(32),
        tokenName: z.string().min(1).max(128),
        purchaseAmount: z.string().regex(/^\d{1,40}(\.\d{1,40})?$/),
        txHash: z.string().min(1).max(128).nullable(),
        failureReason: z.string().min(1).max(512).nullable().optional(),
        treasuryAddress: z.string().min(1).max(128),
      }),
    )
    .max(10_000),
});

export type ProviderOrder = z.output<typeof providerOrdersSchema>['orders'][number];

const STATUS: Record<ProviderOrder['status'], ActivityTransaction['metadata']['status']> = {
  in_progress: 'pending',
  success: 'confirmed',
  failed: 'failed',
};

/** The product refuses a history page past 1,000 entries (wire-limits.ts); a devstack run makes far fewer. */
export const PURCHASE_HISTORY_MAX = 1000;

export type PurchaseHistoryParameters = {
  orders: readonly ProviderOrder[];
  /** Only the purchases on this network (the history call's `chainId`), else every network's. */
  chainId: string | undefined;
  /** The next-page cursor of the call: every purchase fits the first page, so there is no second one. */
  cursor: string | undefined;
  book: AssetBook;
  baseUrl: string;
};
export type PurchaseHistoryReturnType = { data: ActivityTransaction[]; next: null };
export type PurchaseHistoryErrorType = never;

export function purchaseHistory({ orders, chainId, cursor, book, baseUrl }: PurchaseHistoryParameters): PurchaseHistoryReturnType {
  if (cursor !== undefined) return { data: [], next: null };
  const data = orders
    .filter((order) => chainId === undefined || order.caipNetworkId === chainId)
    .slice(0, PURCHASE_HISTORY_MAX)
    .map((order) => purchaseTransaction(order, book, baseUrl));
  return { data, next: null };
}

function purchaseTransaction(order: ProviderOrder, book: AssetBook, baseUrl: string): ActivityTransaction {
  const price = priceOf(book, order.symbol);
  return {
    id: order.id,
    metadata: {
      operationType: 'buy',
      hash: order.txHash ?? '',
      chain: order.caipNetworkId,
      minedAt: order.updatedAt,
      sentFrom: order.treasuryAddress,
      sentTo: order.destinationAddress,
      status: STATUS[order.status],
      nonce: 0,
      // Why it failed, in the provider's words ('Your card was declined.'), so the activity and the buy view can say it.
      ...(order.status === 'failed' && order.failureReason ? { failureReason: order.failureReason } : {}),
    },
    transfers: [
      {
        fungible_info: { name: order.tokenName, symbol: order.symbol, icon: { url: tokenIconUrl(baseUrl, order.symbol) } },
        direction: 'in',
        quantity: { numeric: order.purchaseAmount },
        value: Number(order.purchaseAmount) * price,
        price,
      },
    ],
  };
}
