/** Token balances as the blockchain API reports them (CONTRACTS.md `balance`). */
import { z } from 'zod/mini';

export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  /** CAIP-10 token address; absent for the native currency. */
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
