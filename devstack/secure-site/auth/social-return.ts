/**
 * The `state` of a social login and where its callback sends the browser (docs/EMBEDDED-WALLET.md, "Social
 * login"). In a popup the callback page posts to the opener; in Telegram (no popups) the page appended `.`
 * and the base64url of its own address to the state, and the callback redirects there. That address is the
 * page's to choose, so it is accepted only on the origin stored with the state: anything else would make the
 * secure site an open redirect handing out sign-in results.
 */
import { z } from 'zod';

/** The state part the secure site made (randomToken: base64url), and the page address if one was appended. */
export type SplitState = { state: string; pageAddress: string | undefined };

const storedPart = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const addressPart = z.string().regex(/^[A-Za-z0-9_-]{1,4096}$/);

export function splitState(raw: string): SplitState | undefined {
  const dot = raw.indexOf('.');
  const state = storedPart.safeParse(dot === -1 ? raw : raw.slice(0, dot));
  if (!state.success) return undefined;
  if (dot === -1) return { state: state.data, pageAddress: undefined };
  const encoded = addressPart.safeParse(raw.slice(dot + 1));
  if (!encoded.success) return undefined;
  return { state: state.data, pageAddress: Buffer.from(encoded.data, 'base64url').toString('utf8') };
}

/**
 * The page address with `wp_social_result=<resultUri>` added, when the address is an http(s) URL on the host
 * origin; undefined otherwise.
 */
export function pageReturnUrl(pageAddress: string, hostOrigin: string, resultUri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pageAddress);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== hostOrigin) return undefined;
  url.searchParams.set('wp_social_result', resultUri);
  return url.href;
}
