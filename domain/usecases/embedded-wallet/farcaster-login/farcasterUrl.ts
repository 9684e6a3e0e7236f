/**
 * The Farcaster sign-in address the frame answers GET_FARCASTER_URI with (docs/EMBEDDED-WALLET.md, "Farcaster
 * login"): the relay channel's URL, which the view draws as a QR code and offers as a link. It comes from
 * another origin, so it is taken only when it is a web link the modal may open: `https:`, or `http:` to this
 * machine (the devstack's Farcaster app), as isSafeLink and the platform's openLink judge it. Any other answer
 * (no `url`, an app scheme, `javascript:`, ...) is a failed request.
 */
import { isSafeLink } from '../../../entities/link/is-safe-link.js';
import { frameSuccessPayloadSchemas } from '../../../entities/frame/frame-payloads.schema.js';

const WEB_SCHEME = /^\s*https?:/i;

/** The answer's `url`, trimmed, when it is a safe web link; undefined otherwise. */
export function farcasterUrl(answer: unknown): string | undefined {
  const parsed = frameSuccessPayloadSchemas.GET_FARCASTER_URI.safeParse(answer);
  if (!parsed.success) return undefined;
  const { url } = parsed.data;
  return WEB_SCHEME.test(url) && isSafeLink(url) ? url.trim() : undefined;
}
