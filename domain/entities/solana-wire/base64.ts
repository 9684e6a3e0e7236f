/**
 * Base64 (RFC 4648, padded), the encoding of wire-format Solana transactions in WalletConnect's Solana methods.
 * Written here over atob/btoa so domain code needs no codec package; the input is bounded before decoding.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The bytes of base64 text, or undefined when it is not padded base64 or decodes to more than `maxBytes`. */
export function decodeBase64(text: string, maxBytes: number): Uint8Array | undefined {
  if (text.length > Math.ceil(maxBytes / 3) * 4 || !BASE64.test(text)) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
