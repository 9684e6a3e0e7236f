/**
 * The id that pairs a request with its answer. It must be unguessable: another frame on the page cannot
 * answer for the secure site anyway (origin and source are checked), but an id it can predict would let it
 * race a late answer in. `crypto.randomUUID` exists only in secure contexts, so a page served over plain
 * http on a LAN address falls back to the same 122 random bits from `getRandomValues`.
 */
export function newFrameMessageId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
