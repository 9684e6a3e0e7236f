import { decodeBase58 } from './base58.js';

const MIN_LENGTH = 32;
const MAX_LENGTH = 44;
const PUBLIC_KEY_BYTES = 32;

/**
 * True when `value` is a Solana address: 32 to 44 base58 characters that decode to
 * exactly a 32-byte public key. The length check alone would let through strings that decode to 31 or 33
 * bytes, which no wallet could sign for.
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < MIN_LENGTH || value.length > MAX_LENGTH) return false;
  return decodeBase58(value)?.length === PUBLIC_KEY_BYTES;
}
