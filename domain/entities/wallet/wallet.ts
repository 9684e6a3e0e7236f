/** A wallet catalogue entry (CONTRACTS.md `Wallet`), validated at the HTTP edge with this schema. */
import { z } from 'zod';

const optionalLink = z.string().nullish();

export const catalogueWalletSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string().nullish(),
  image_url: z.string().nullish(),
  rdns: z.string().nullish(),
  chains: z.array(z.string()).nullish(),
  homepage: optionalLink,
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  app_store: optionalLink,
  play_store: optionalLink,
  chrome_store: optionalLink,
  injected: z.array(z.object({ namespace: z.string(), injected_id: z.string() })).nullish(),
  badge_type: z.string().nullish(),
  order: z.number().nullish(),
});
export type CatalogueWallet = z.infer<typeof catalogueWalletSchema>;

export const walletPageSchema = z.object({
  data: z.array(catalogueWalletSchema),
  count: z.number().int().nonnegative(),
});
export type WalletPage = z.infer<typeof walletPageSchema>;
