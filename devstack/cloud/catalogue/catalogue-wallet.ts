/** One catalogue entry as /getWallets answers it (CONTRACTS.md `Wallet`). */
export type CatalogueEntry = {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  chains: string[];
  homepage: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  injected: { namespace: string; injected_id: string }[] | null;
  badge_type: 'certified' | 'none';
  order: number;
};
