import { decodeBase58 } from '../address/base58.js';

const SIGNATURE_BYTES = 64;
// 64 bytes take 64 to 88 base58 characters (leading zero bytes are one '1' each); the length is checked before
// decoding, which is quadratic in the input.
const MIN_LENGTH = 64;
const MAX_LENGTH = 88;

/** True when `value` is a Solana transaction signature (its id): 64 bytes written in base58. */
export function isSolanaSignature(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < MIN_LENGTH || value.length > MAX_LENGTH) return false;
  return decodeBase58(value)?.length === SIGNATURE_BYTES;
}
