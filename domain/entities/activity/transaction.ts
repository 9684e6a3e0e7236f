/** An activity-list transaction (CONTRACTS.md `Transaction`), validated at the HTTP edge. */
import { z } from 'zod/mini';

export const transactionStatuses = ['confirmed', 'failed', 'pending'] as const;

export const transactionTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.object({ url: z.string() })) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(
        z.object({
          preview: z.optional(z.object({ url: z.string() })),
          detail: z.optional(z.object({ url: z.string() })),
        }),
      ),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
});

export const activityTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    chain: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(transactionStatuses),
    nonce: z.number(),
  }),
  transfers: z.array(transactionTransferSchema),
});
export type ActivityTransaction = z.infer<typeof activityTransactionSchema>;

export const historyResponseSchema = z.object({
  data: z.array(activityTransactionSchema),
  next: z.nullable(z.string()),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
