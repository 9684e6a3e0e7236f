/**
 * Base58Check, the framing of Bitcoin legacy addresses: payload followed by the first four bytes of
 * sha256(sha256(payload)).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { decodeBase58, encodeBase58 } from './base58.js';

const CHECKSUM_LENGTH = 4;

function checksumOf(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, CHECKSUM_LENGTH);
}

/** Encodes a payload (version byte included) with its 4-byte checksum. */
export function encodeBase58Check(payload: Uint8Array): string {
  return encodeBase58(concatBytes(payload, checksumOf(payload)));
}

/** The payload of a Base58Check string, or undefined when it is not base58 or the checksum is wrong. */
export function decodeBase58Check(text: string): Uint8Array | undefined {
  const decoded = decodeBase58(text);
  if (!decoded || decoded.length < CHECKSUM_LENGTH) return undefined;
  const payload = decoded.subarray(0, decoded.length - CHECKSUM_LENGTH);
  const expected = checksumOf(payload);
  const actual = decoded.subarray(decoded.length - CHECKSUM_LENGTH);
  return expected.every((byte, index) => byte === actual[index]) ? payload : undefined;
}
