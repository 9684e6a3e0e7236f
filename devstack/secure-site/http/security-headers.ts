/**
 * The secure site's pages load only their own script and stylesheet (script-src 'self': no inline script, no
 * eval) and talk only to their own server. `frame-ancestors` is left out on purpose: any page may embed the
 * frame; the parent-origin check inside it is what decides whether it answers.
 */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  // The app icon from SYNC_DAPP_DATA is the page's own choice of address.
  'img-src http: https: data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': PAGE_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};
