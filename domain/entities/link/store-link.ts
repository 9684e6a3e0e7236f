/**
 * The "get the wallet" links (App Store, Google Play, Chrome Web Store, the wallet's website), from the
 * catalogue or the host's `customWallets`: an allowlist, https only. A link is accepted when the URL
 * constructor parses it, its protocol is `https:` (the scheme in any case), it has a host and it carries
 * no credentials; the link given back is the parser's own serialization, so what is rendered is what was
 * checked. Anything else (`ms-msdt:`, `intent:`, `view-source:`, `wc:`, `javascript:`, `data:`, `http:`,
 * relative paths) is no link at all.
 *
 * Wallet deep links (mobile/desktop/web app links that carry a WalletConnect URI) follow isSafeLink and
 * buildWalletDeepLink instead, not this rule.
 */
export function safeStoreLink(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return undefined;
  return parsed.href;
}
