/** An activity-list transaction (CONTRACTS.md `Transaction`), validated at the HTTP edge. */
import { z } from 'zod';

export const transactionStatuses = ['confirmed', 'failed', 'pending'] as const;

export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({ name: z.string().optional(), symbol: z.string().optional(), icon: z.object({ url: z.string() }).optional() })
    .optional(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z
        .object({
          preview: z.object({ url: z.string() }).optional(),
          detail: z.object({ url: z.string() }).optional(),
        })
        .optional(),
      flags: z.object({ is_spam: z.boolean() }).optional(),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
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
  next: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
