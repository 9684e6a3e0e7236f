/**
 * Whether an untrusted image address (a profile avatar, a token or network icon, an NFT preview, a wallet
 * icon) may go into `<img src>`: `https:` and `http:` URLs, and `data:image/...` URIs. Anything else
 * (javascript:, blob:, file:, relative paths, strings with control characters) is refused, and the caller
 * shows its fallback glyph instead.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  if (trimmed === '' || CONTROL_CHARACTER.test(trimmed)) return false;
  if (trimmed.slice(0, 5).toLowerCase() === 'data:') return DATA_IMAGE.test(trimmed);
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return false;
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
}

/** The address itself when it is a safe image address, else undefined. */
export function safeImageUrl(url: unknown): string | undefined {
  return isSafeImageUrl(url) ? url.trim() : undefined;
}
