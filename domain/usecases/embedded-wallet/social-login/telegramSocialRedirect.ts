/**
 * The Telegram social login's two address rewrites (docs/EMBEDDED-WALLET.md, "Social login", Telegram): on the
 * way out, the page's own address goes into the provider URL's `state` parameter (`<state>.<base64url(href)>`)
 * so the secure site can send the top window back; on the way back, the page finds the result URI in
 * `wp_social_result` and takes it out of its address. Both edit the query as text, so every other parameter
 * keeps its exact spelling (a provider URL's signature-like values, a host page's own query).
 */

/** The query parameter the secure site adds to the page address when a Telegram login comes back. */
export const SOCIAL_RESULT_PARAM = 'wp_social_result';

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The base64url encoding (RFC 4648 section 5, no padding) of `text`'s UTF-8 bytes. */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let encoded = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index] ?? 0;
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const group = (first << 16) | ((second ?? 0) << 8) | (third ?? 0);
    encoded += BASE64URL_ALPHABET.charAt((group >> 18) & 63) + BASE64URL_ALPHABET.charAt((group >> 12) & 63);
    if (second !== undefined) encoded += BASE64URL_ALPHABET.charAt((group >> 6) & 63);
    if (third !== undefined) encoded += BASE64URL_ALPHABET.charAt(group & 63);
  }
  return encoded;
}

/**
 * The provider's authorize URL with `.` and the base64url of `pageHref` appended to its `state` parameter;
 * undefined when `uri` is not an http(s) URL or carries no (or an empty) `state`.
 */
export function withPageInState(uri: string, pageHref: string): string | undefined {
  const url = parseHttpUrl(uri);
  if (!url) return undefined;
  const parts = url.search.slice(1).split('&');
  const index = parts.findIndex((part) => keyOf(part) === 'state' && part.length > 'state='.length);
  const state = parts[index];
  if (state === undefined) return undefined;
  // base64url and '.' are URL-safe: appended as they are.
  parts[index] = `${state}.${base64Url(pageHref)}`;
  url.search = parts.join('&');
  return url.toString();
}

export type SocialResultInAddress = {
  /** The result URI the secure site passed back (untrusted: the caller checks its origin). */
  readonly resultUri: string;
  /** The page address without the parameter, for the address bar. */
  readonly cleanHref: string;
};

/** The `wp_social_result` of a page address, and the address without it; undefined when absent or empty. */
export function readSocialResult(href: string): SocialResultInAddress | undefined {
  const url = parseHttpUrl(href);
  const resultUri = url?.searchParams.get(SOCIAL_RESULT_PARAM);
  if (!url || !resultUri) return undefined;
  return { resultUri, cleanHref: withoutSocialResult(url) };
}

/** `href` without `wp_social_result` (the address a Telegram login is sent back to must not carry an old one). */
export function stripSocialResult(href: string): string {
  const url = parseHttpUrl(href);
  return url ? withoutSocialResult(url) : href;
}

function withoutSocialResult(url: URL): string {
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && keyOf(part) !== SOCIAL_RESULT_PARAM);
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.toString();
}

/** The decoded name of one `name=value` part of a query. */
function keyOf(part: string): string {
  const [name] = [...new URLSearchParams(part).keys()];
  return name ?? '';
}

function parseHttpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
