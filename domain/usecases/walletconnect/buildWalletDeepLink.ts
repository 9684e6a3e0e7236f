/**
 * The link that opens a wallet app on a pairing URI, from the wallet's catalogue `mobile_link` or
 * `desktop_link` (the way WalletConnect's formatUniversalUrl and formatNativeUrl build them):
 *
 * - a universal link (`https://metamask.app.link`, or `http://` on this machine for local wallets) gets
 *   `wc?uri=<encodeURIComponent(uri)>` appended to its path: `https://metamask.app.link/wc?uri=wc%3A...`;
 *   a query the link already had is kept after `uri`, a fragment is dropped;
 * - a custom scheme gets the same suffix after `<scheme>://` and any path it has: `metamask://` becomes
 *   `metamask://wc?uri=...`, `okex://main` becomes `okex://main/wc?uri=...`; a bare `trust:` or `trust` is
 *   read as `trust://`.
 *
 * `href` is the wallet's link as the deep-link choice stores it (WALLETCONNECT_DEEPLINK_CHOICE): the Sign
 * client opens `<href>/wc?requestId=...` on later requests so the user lands back in the wallet.
 *
 * Nothing unsafe comes out: a link or result that isSafeLink refuses (javascript:, data:, http to another
 * host, control characters, ...), a malformed link or a URI that is not a `wc:` URI gives undefined.
 */
import { isSafeLink } from '../../entities/link/is-safe-link.js';

export type BuildWalletDeepLinkParameters = {
  /** The wallet's `mobile_link` or `desktop_link`. */
  link: string | null | undefined;
  /** The pairing URI (`wc:...`). */
  uri: string;
};

export type WalletDeepLink = {
  /** What to open: the wallet's link with `wc?uri=<encoded pairing URI>`. */
  redirect: string;
  /** The wallet's link, ending in `/`, to remember as the deep-link choice. */
  href: string;
};

export type BuildWalletDeepLinkReturnType = WalletDeepLink | undefined;

const UNIVERSAL_LINK = /^https?:\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const WC_URI = /^wc:\S+$/;

export function buildWalletDeepLink({ link, uri }: BuildWalletDeepLinkParameters): BuildWalletDeepLinkReturnType {
  if (typeof link !== 'string' || typeof uri !== 'string' || !WC_URI.test(uri)) return undefined;
  const trimmed = link.trim();
  if (trimmed === '' || !isSafeLink(trimmed.includes(':') ? trimmed : `${trimmed}://`)) return undefined;
  const deepLink = UNIVERSAL_LINK.test(trimmed) ? universalLink(trimmed, uri) : nativeLink(trimmed, uri);
  return deepLink && isSafeLink(deepLink.redirect) && isSafeLink(deepLink.href) ? deepLink : undefined;
}

function universalLink(link: string, uri: string): WalletDeepLink | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const href = `${url.origin}${path}`;
  const query = url.search.length > 1 ? `&${url.search.slice(1)}` : '';
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(uri)}${query}` };
}

function nativeLink(link: string, uri: string): WalletDeepLink | undefined {
  const separator = link.indexOf('://');
  let base: string;
  if (separator === -1) {
    // `trust:` or `trust`: the scheme alone.
    const scheme = link.replaceAll('/', '').replaceAll(':', '');
    if (!SCHEME.test(scheme)) return undefined;
    base = `${scheme}://`;
  } else {
    if (!SCHEME.test(link.slice(0, separator))) return undefined;
    base = link.endsWith('/') ? link : `${link}/`;
  }
  // Nothing after the scheme may start a query or fragment the suffix would then land inside.
  if (/[?#]/.test(base)) return undefined;
  return { href: base, redirect: `${base}wc?uri=${encodeURIComponent(uri)}` };
}
