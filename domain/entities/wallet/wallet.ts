/** A wallet catalogue entry (CONTRACTS.md `Wallet`), validated at the HTTP edge with this schema. */
import { z } from 'zod/mini';

const optionalLink = z.nullish(z.string());

export const catalogueWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
  homepage: optionalLink,
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  app_store: optionalLink,
  play_store: optionalLink,
  chrome_store: optionalLink,
  injected: z.nullish(z.array(z.object({ namespace: z.string(), injected_id: z.string() }))),
  badge_type: z.nullish(z.string()),
  order: z.nullish(z.number()),
});
export type CatalogueWallet = z.infer<typeof catalogueWalletSchema>;

export const walletPageSchema = z.object({
  data: z.array(catalogueWalletSchema),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type WalletPage = z.infer<typeof walletPageSchema>;
