/** An activity-list transaction (the history API's `Transaction`), validated at the HTTP edge. */
import { z } from 'zod/mini';
import { wireArray, wireLongString, wireString } from '../api/wire-limits.js';
import { lazySchema } from '../validation/lazySchema.js';

export const transactionStatuses = ['confirmed', 'failed', 'pending'] as const;

export const transactionTransferSchema = lazySchema(() => z.object({
  fungible_info: z.optional(
    z.object({ name: z.optional(wireString), symbol: z.optional(wireString), icon: z.optional(z.object({ url: wireLongString })) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(wireString),
      content: z.optional(
        z.object({
          preview: z.optional(z.object({ url: wireLongString })),
          detail: z.optional(z.object({ url: wireLongString })),
        }),
      ),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: wireString }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
}));

export const activityTransactionSchema = lazySchema(() => z.object({
  id: wireString,
  metadata: z.object({
    operationType: wireString,
    hash: wireString,
    chain: wireString,
    minedAt: wireString,
    sentFrom: wireString,
    sentTo: wireString,
    status: z.enum(transactionStatuses),
    nonce: z.number(),
    /** Why a purchase failed, in the provider's words ('Your card was declined.'): walletport's addition for on-ramp history (docs/ONRAMP.md). */
    failureReason: z.optional(wireString),
  }),
  transfers: wireArray(transactionTransferSchema),
}));
export type ActivityTransaction = z.infer<typeof activityTransactionSchema>;

export const historyResponseSchema = lazySchema(() => z.object({
  data: wireArray(activityTransactionSchema),
  next: z.nullable(wireString),
}));
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
