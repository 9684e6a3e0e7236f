/** Token balances as the blockchain API reports them (its `balance` answer). */
import { z } from 'zod/mini';
import { wireArray, wireLongString, wireString } from '../api/wire-limits.js';
import { lazySchema } from '../validation/lazySchema.js';

export const tokenBalanceSchema = lazySchema(() => z.object({
  name: wireString,
  symbol: wireString,
  chainId: wireString,
  /** CAIP-10 token address; absent for the native currency. */
  address: z.optional(wireString),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: wireString, numeric: wireString }),
  // May be an inline data: URI.
  iconUrl: wireLongString,
}));
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

export const balanceResponseSchema = lazySchema(() => z.object({ balances: wireArray(tokenBalanceSchema) }));
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
