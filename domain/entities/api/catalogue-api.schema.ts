/** The answers of the wallet catalogue and project-config API, as zod schemas. */
import { z } from 'zod/mini';
import { wireArray, wireString } from './wire-limits.js';
import { lazySchema } from '../validation/lazySchema.js';

export { walletPageSchema, catalogueWalletSchema } from '../wallet/wallet.js';

export const remoteFeatureIds = [
  'multi_wallet',
  'activity',
  'onramp',
  'swap',
  'social_login',
  'reown_branding',
] as const;

export const projectConfigResponseSchema = lazySchema(() => z.object({
  features: wireArray(
    z.object({
      id: wireString,
      isEnabled: z.boolean(),
      config: z.nullable(wireArray(wireString)),
    }),
  ),
}));
export type ProjectConfigResponse = z.infer<typeof projectConfigResponseSchema>;

export const allowedOriginsResponseSchema = lazySchema(() => z.object({ allowedOrigins: wireArray(wireString) }));

export const analyticsConfigResponseSchema = lazySchema(() => z.object({ isAnalyticsEnabled: z.boolean() }));

/** The body of POST /e (analytics events and error reports). */
export const analyticsEventBodySchema = lazySchema(() => z.object({
  eventId: z.uuid(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.union([
    z.object({
      type: z.literal('track'),
      event: z.string(),
      address: z.optional(z.string()),
      properties: z.optional(z.record(z.string(), z.unknown())),
    }),
    z.object({
      type: z.literal('error'),
      event: z.string(),
      errorType: z.optional(z.string()),
      errorMessage: z.optional(z.string()),
      stackTrace: z.optional(z.string()),
      address: z.optional(z.string()),
      properties: z.optional(z.record(z.string(), z.unknown())),
    }),
  ]),
}));
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;
