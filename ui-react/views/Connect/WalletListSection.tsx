/**
 * SLOT: the wallet list of the Connect view (recent, injected, featured, custom, recommended; four
 * recommended; an "All wallets" entry with the catalogue count). Another engineer fills it from the
 * connectors and wallet-catalogue use cases.
 *
 * Until then it renders nothing: no placeholder wallets, nothing that pretends to work.
 */
export function WalletListSection() {
  return null;
}
