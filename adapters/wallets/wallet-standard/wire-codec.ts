/**
 * The encodings between WalletConnect's Solana JSON-RPC shapes (ports/solana-wallet.port.ts: base58 messages
 * and signatures, base64 wire-format transactions) and the bytes Wallet Standard features take and give.
 */
import { decodeBase58, encodeBase58 } from '../../../domain/entities/address/base58.js';

/** A Solana transaction is at most 1232 bytes; a message to sign is bounded as generously. */
export const MAX_WIRE_BYTES = 64 * 1024;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Base58 decoding is quadratic: longer text than a bounded message is refused before decoding. */
const MAX_BASE58_LENGTH = Math.ceil(MAX_WIRE_BYTES * 1.37) + 1;

/** The bytes of base64 text, or undefined when it is not base64 or too long. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (text.length > Math.ceil(MAX_WIRE_BYTES / 3) * 4 || !BASE64.test(text)) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of base58 text, or undefined when it is not base58 or too long. */
export function base58ToBytes(text: string): Uint8Array | undefined {
  if (text.length > MAX_BASE58_LENGTH) return undefined;
  return decodeBase58(text);
}

export { encodeBase58 as bytesToBase58 };

/**
 * The first signature of a wire-format transaction (legacy or v0: a compact-u16 count, then 64-byte
 * signatures), the fee payer's, which is the transaction's id. Undefined when the bytes hold none.
 */
export function firstSignature(wire: Uint8Array): Uint8Array | undefined {
  let count = 0;
  let offset = 0;
  for (let shift = 0; offset < 3; shift += 7) {
    const byte = wire[offset++];
    if (byte === undefined) return undefined;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  if (count === 0 || wire.length < offset + 64) return undefined;
  return wire.slice(offset, offset + 64);
}
