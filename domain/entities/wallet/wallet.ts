/** A wallet catalogue entry (the catalogue API's `Wallet`), validated at the HTTP edge with this schema. */
import { z } from 'zod/mini';
import { WIRE_CATALOGUE_PAGE_MAX, wireArray, wireLongString, wireString } from '../api/wire-limits.js';
import { lazySchema } from '../validation/lazySchema.js';

const optionalLink = lazySchema(() => z.nullish(wireString));

export const catalogueWalletSchema = lazySchema(() => z.object({
  id: wireString.check(z.minLength(1)),
  name: wireString,
  image_id: z.nullish(wireString),
  // May be an inline data: URI.
  image_url: z.nullish(wireLongString),
  rdns: z.nullish(wireString),
  chains: z.nullish(wireArray(wireString)),
  homepage: optionalLink,
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  app_store: optionalLink,
  play_store: optionalLink,
  chrome_store: optionalLink,
  injected: z.nullish(wireArray(z.object({ namespace: wireString, injected_id: wireString }))),
  badge_type: z.nullish(wireString),
  order: z.nullish(z.number()),
}));
export type CatalogueWallet = z.infer<typeof catalogueWalletSchema>;

export const walletPageSchema = lazySchema(() => z.object({
  data: wireArray(catalogueWalletSchema, WIRE_CATALOGUE_PAGE_MAX),
  count: z.number().check(z.int(), z.nonnegative()),
}));
export type WalletPage = z.infer<typeof walletPageSchema>;
