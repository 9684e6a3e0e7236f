/**
 * Whether an image address from the catalogue or a wallet (untrusted) may go into `<img src>`: an
 * `http:` or `https:` URL with a host, or a `data:image/...` URL (EIP-6963 icons are data URLs). Anything
 * else (javascript:, blob:, file:, relative paths, strings with control characters) is refused, and the
 * wallet's initial is shown instead.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '' || CONTROL_CHARACTER.test(url)) return false;
  if (DATA_IMAGE.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
}
