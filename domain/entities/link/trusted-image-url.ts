/**
 * An untrusted image address that may load without telling anyone new about the visitor: a `data:image/...`
 * URI (it loads nothing), or an http(s) image on one of `trustedOrigins`, the services the page already talks
 * to (the configured APIs). Any other host is refused, and the caller shows its own fallback: an avatar or a
 * wallet icon from a host of someone else's choosing would make every visitor's browser call it (a tracker).
 *
 * Raster and SVG data URIs alike are accepted, for `<img src>` only: a browser renders an SVG image in its
 * secure static mode, with no script and no fetch of anything it links to, so an SVG avatar can neither run
 * code nor call a host. The same URI must never go into an `<object>`, an `<iframe>`, a CSS `url()` or the
 * markup itself.
 */
import { isSafeImageUrl } from './is-safe-image-url.js';

export type TrustedImageUrlParameters = {
  /** The address as received (untrusted). */
  readonly url: unknown;
  /** Origins (`https://api.example`) whose images may load. */
  readonly trustedOrigins: readonly string[];
};

/** The address to load (a data URI as given, a URL normalised), or undefined when it may not load. */
export type TrustedImageUrlReturnType = string | undefined;

export function trustedImageUrl({ url, trustedOrigins }: TrustedImageUrlParameters): TrustedImageUrlReturnType {
  if (!isSafeImageUrl(url)) return undefined;
  const trimmed = url.trim();
  if (trimmed.slice(0, 5).toLowerCase() === 'data:') return trimmed;
  const parsed = new URL(trimmed);
  return trustedOrigins.includes(parsed.origin) ? parsed.href : undefined;
}

/** The origin of a URL (`https://api.example`), or undefined when it does not parse. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
