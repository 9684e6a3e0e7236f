/**
 * An order: one checkout of one quote for one destination. Its states:
 *   created -> (card or bank form submitted) in_progress -> success | failed
 *   created -> (a card asking 3-D Secure) authenticating -> in_progress | failed
 *   created -> (declined, insufficient funds) failed
 * Only submitted orders (in_progress, success, failed) are purchases: a checkout closed before paying leaves
 * nothing in the order list. What was bought is a snapshot of the quote, stored as JSON and read back through
 * `orderSnapshotSchema`.
 */
import { z } from 'zod';

export type OrderStatus = 'created' | 'authenticating' | 'in_progress' | 'success' | 'failed';

/** The statuses of a purchase (an order the visitor submitted). */
export const SUBMITTED_STATUSES: readonly OrderStatus[] = ['in_progress', 'success', 'failed'];

export const orderSnapshotSchema = z.object({
  destinationAddress: z.string().max(100),
  network: z.string().max(100),
  networkDisplayName: z.string().max(200),
  namespace: z.enum(['eip155', 'solana']),
  caipNetworkId: z.string().max(100),
  symbol: z.string().max(20),
  tokenName: z.string().max(100),
  decimals: z.number().int().min(0).max(36),
  /** '' for the native coin. */
  contractAddress: z.string().max(100),
  purchaseAmount: z.string().max(80),
  purchaseUnits: z.string().regex(/^\d{1,80}$/),
  paymentTotal: z.string().max(20),
  paymentSubtotal: z.string().max(20),
  providerFee: z.string().max(20),
  networkFee: z.string().max(20),
  paymentCurrency: z.string().max(10),
  /** The method the quote was made for (the checkout preselects it). */
  quotedMethod: z.enum(['card', 'bank_account']),
  partnerUserId: z.string().max(200),
  treasuryAddress: z.string().max(100),
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

export type Order = OrderSnapshot & {
  id: string;
  provider: 'meld' | 'coinbase';
  status: OrderStatus;
  /** The method the visitor paid with (the quote's until the checkout was submitted). */
  paymentMethod: 'card' | 'bank_account';
  createdAt: number;
  updatedAt: number;
  txHash: string | null;
  failureReason: string | null;
};

/** One entry of `GET /api/orders` (docs/ONRAMP.md). */
export type OrderView = {
  id: string;
  provider: Order['provider'];
  status: 'in_progress' | 'success' | 'failed';
  createdAt: string;
  updatedAt: string;
  destinationAddress: string;
  network: string;
  caipNetworkId: string;
  symbol: string;
  tokenName: string;
  purchaseAmount: string;
  paymentTotal: string;
  paymentCurrency: string;
  paymentMethod: Order['paymentMethod'];
  txHash: string | null;
  failureReason: string | null;
  treasuryAddress: string;
};

export function orderView(order: Order): OrderView | undefined {
  if (order.status !== 'in_progress' && order.status !== 'success' && order.status !== 'failed') return undefined;
  return {
    id: order.id,
    provider: order.provider,
    status: order.status,
    createdAt: new Date(order.createdAt).toISOString(),
    updatedAt: new Date(order.updatedAt).toISOString(),
    destinationAddress: order.destinationAddress,
    network: order.network,
    caipNetworkId: order.caipNetworkId,
    symbol: order.symbol,
    tokenName: order.tokenName,
    purchaseAmount: order.purchaseAmount,
    paymentTotal: order.paymentTotal,
    paymentCurrency: order.paymentCurrency,
    paymentMethod: order.paymentMethod,
    txHash: order.txHash,
    failureReason: order.failureReason,
    treasuryAddress: order.treasuryAddress,
  };
}
