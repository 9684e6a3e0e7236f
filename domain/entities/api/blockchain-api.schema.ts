/**
 * The answers of the blockchain API, as zod schemas. The HTTP adapter validates every
 * response with these; the devstack's contract tests check the local cloud against the same schemas.
 */
import { z } from 'zod/mini';
import { WIRE_STRING_MAX, WIRE_TOKEN_LIST_MAX, wireArray, wireLongString, wireRecord, wireString } from './wire-limits.js';
import { lazySchema } from '../validation/lazySchema.js';

export { balanceResponseSchema, tokenBalanceSchema } from '../token/token-balance.js';
export { historyResponseSchema, activityTransactionSchema } from '../activity/transaction.js';

const caipNetworkIdString = lazySchema(() => wireString.check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)));

export const supportedChainsResponseSchema = lazySchema(() => z.object({
  http: wireArray(caipNetworkIdString),
  ws: wireArray(caipNetworkIdString),
}));
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>;

export const identityResponseSchema = lazySchema(() => z.object({
  name: z.nullable(wireString),
  // May be an inline data: URI.
  avatar: z.nullable(wireLongString),
}));
export type IdentityResponse = z.infer<typeof identityResponseSchema>;

export const swapTokensResponseSchema = lazySchema(() => z.object({
  tokens: wireArray(
    z.object({
      name: wireString,
      symbol: wireString,
      address: wireString,
      decimals: z.number().check(z.int(), z.nonnegative()),
      // May be an inline data: URI.
      logoUri: wireLongString,
      eip2612: z.optional(z.boolean()),
    }),
    WIRE_TOKEN_LIST_MAX,
  ),
}));
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>;

export const swapQuotesResponseSchema = lazySchema(() => z.object({
  quotes: wireArray(
    z.object({
      id: z.nullish(wireString),
      fromAmount: wireString,
      fromAccount: wireString,
      toAmount: wireString,
      toAccount: wireString,
    }),
  ),
}));
export type SwapQuotesResponse = z.infer<typeof swapQuotesResponseSchema>;

export const allowanceResponseSchema = lazySchema(() => z.object({ allowance: wireString }));

export const gasPriceResponseSchema = lazySchema(() => z.object({
  standard: wireString,
  fast: wireString,
  instant: wireString,
}));
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>;

const eip155TxFees = lazySchema(() => z.object({ gas: wireString, gasPrice: wireString }));

export const buildSwapResponseSchema = lazySchema(() => z.object({
  tx: z.object({ from: wireString, to: wireString, data: wireLongString, amount: wireString, eip155: eip155TxFees }),
}));
export type BuildSwapResponse = z.infer<typeof buildSwapResponseSchema>;

export const buildApproveResponseSchema = lazySchema(() => z.object({
  tx: z.object({ from: wireString, to: wireString, data: wireLongString, value: wireString, eip155: eip155TxFees }),
}));
export type BuildApproveResponse = z.infer<typeof buildApproveResponseSchema>;

export const fungiblePriceResponseSchema = lazySchema(() => z.object({
  fungibles: wireArray(
    z.object({ address: z.optional(wireString), name: wireString, symbol: wireString, iconUrl: wireLongString, price: z.number() }),
  ),
}));
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>;

export const nameResponseSchema = lazySchema(() => z.object({
  name: wireString,
  registered_at: wireString,
  updated_at: wireString,
  addresses: wireRecord(z.object({ address: wireString, created: wireString })),
  // An avatar may be an inline data: URI.
  attributes: z._default(wireArray(z.object({ avatar: z.optional(wireLongString), bio: z.optional(wireString) })), []),
}));
export type NameResponse = z.infer<typeof nameResponseSchema>;

export const reverseNameResponseSchema = lazySchema(() => wireArray(nameResponseSchema));

export const nameSuggestionsResponseSchema = lazySchema(() => z.object({
  suggestions: wireArray(z.object({ name: wireString, registered: z.boolean() })),
}));
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>;

export const apiErrorResponseSchema = lazySchema(() => z.object({
  status: z.optional(wireString),
  reasons: wireArray(z.object({ name: wireString, description: wireString })),
}));

export const onrampUrlResponseSchema = lazySchema(() => z.object({ url: z.url().check(z.maxLength(WIRE_STRING_MAX)) }));

export const onrampOptionsResponseSchema = lazySchema(() => z.object({
  purchaseCurrencies: wireArray(
    z.object({
      id: wireString,
      name: wireString,
      symbol: wireString,
      networks: wireArray(
        z.object({ name: wireString, display_name: wireString, chain_id: wireString, contract_address: wireString }),
      ),
    }),
  ),
  paymentCurrencies: wireArray(
    z.object({
      id: wireString,
      payment_method_limits: wireArray(z.object({ id: wireString, min: wireString, max: wireString })),
    }),
  ),
}));
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>;

const money = lazySchema(() => z.object({ amount: wireString, currency: wireString }));
export const onrampQuoteResponseSchema = lazySchema(() => z.object({
  paymentTotal: money,
  paymentSubtotal: money,
  purchaseAmount: money,
  networkFee: money,
  coinbaseFee: z.optional(money),
  /** The provider's own fee, whichever the provider (walletport addition; Coinbase's answer names it coinbaseFee). */
  providerFee: z.optional(money),
  quoteId: wireString,
}));
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>;

/** A JSON-RPC 2.0 answer from the chain RPC route. */
export const jsonRpcResponseSchema = lazySchema(() => z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), wireString, z.null()]), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), wireString, z.null()]),
    error: z.object({ code: z.number(), message: wireString, data: z.optional(z.unknown()) }),
  }),
]));
