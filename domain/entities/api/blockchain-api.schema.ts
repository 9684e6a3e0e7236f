/**
 * The answers of the blockchain API (CONTRACTS.md), as zod schemas. The HTTP adapter validates every
 * response with these; the devstack's contract tests check the local cloud against the same schemas.
 */
import { z } from 'zod/mini';

export { balanceResponseSchema, tokenBalanceSchema } from '../token/token-balance.js';
export { historyResponseSchema, activityTransactionSchema } from '../activity/transaction.js';

const caipNetworkIdString = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

export const supportedChainsResponseSchema = z.object({
  http: z.array(caipNetworkIdString),
  ws: z.array(caipNetworkIdString),
});
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>;

export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type IdentityResponse = z.infer<typeof identityResponseSchema>;

export const swapTokensResponseSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number().check(z.int(), z.nonnegative()),
      logoUri: z.string(),
      eip2612: z.optional(z.boolean()),
    }),
  ),
});
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>;

export const swapQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
    }),
  ),
});
export type SwapQuotesResponse = z.infer<typeof swapQuotesResponseSchema>;

export const allowanceResponseSchema = z.object({ allowance: z.string() });

export const gasPriceResponseSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
});
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>;

const eip155TxFees = z.object({ gas: z.string(), gasPrice: z.string() });

export const buildSwapResponseSchema = z.object({
  tx: z.object({ from: z.string(), to: z.string(), data: z.string(), amount: z.string(), eip155: eip155TxFees }),
});
export type BuildSwapResponse = z.infer<typeof buildSwapResponseSchema>;

export const buildApproveResponseSchema = z.object({
  tx: z.object({ from: z.string(), to: z.string(), data: z.string(), value: z.string(), eip155: eip155TxFees }),
});
export type BuildApproveResponse = z.infer<typeof buildApproveResponseSchema>;

export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ address: z.optional(z.string()), name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
});
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>;

export const nameResponseSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z._default(z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })), []),
});
export type NameResponse = z.infer<typeof nameResponseSchema>;

export const reverseNameResponseSchema = z.array(nameResponseSchema);

export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>;

export const apiErrorResponseSchema = z.object({
  status: z.optional(z.string()),
  reasons: z.array(z.object({ name: z.string(), description: z.string() })),
});

export const onrampUrlResponseSchema = z.object({ url: z.url() });

export const onrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
});
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>;

const money = z.object({ amount: z.string(), currency: z.string() });
export const onrampQuoteResponseSchema = z.object({
  paymentTotal: money,
  paymentSubtotal: money,
  purchaseAmount: money,
  networkFee: money,
  coinbaseFee: z.optional(money),
  quoteId: z.string(),
});
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>;

/** A JSON-RPC 2.0 answer from the chain RPC route. */
export const jsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
]);
