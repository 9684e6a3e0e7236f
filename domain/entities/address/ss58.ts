/**
 * SS58, the address format of Polkadot, Kusama and other Substrate chains:
 * base58(prefix ++ public key ++ checksum), where the prefix names the network in one byte (0 to 63) or
 * two (64 to 16383), and the checksum is the first two bytes of blake2b-512('SS58PRE' ++ prefix ++ key).
 * Only account public keys are handled: 32 bytes (sr25519, ed25519) or 33 (compressed ECDSA).
 */
import { blake2b } from '@noble/hashes/blake2b.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { walletportError } from '../errors/catalogue.js';
import { decodeBase58, encodeBase58 } from './base58.js';

export type Ss58Address = {
  /** The network prefix: 0 Polkadot, 2 Kusama, 42 generic Substrate. */
  prefix: number;
  publicKey: Uint8Array;
};

const CONTEXT = utf8ToBytes('SS58PRE');
const CHECKSUM_LENGTH = 2;
const PUBLIC_KEY_LENGTHS: readonly number[] = [32, 33];
const MAX_PREFIX = 16383;
const SIMPLE_PREFIX_LIMIT = 64;
// 46 and 47 are reserved by the SS58 registry so that they never start a valid address.
const RESERVED_PREFIXES: readonly number[] = [46, 47];
// Two prefix bytes, a 33-byte key and a checksum fit in 51 characters; longer input is not worth decoding.
const MAX_TEXT_LENGTH = 52;

function checksumOf(prefixAndKey: Uint8Array): Uint8Array {
  return blake2b(concatBytes(CONTEXT, prefixAndKey), { dkLen: 64 }).subarray(0, CHECKSUM_LENGTH);
}

function isValidPrefix(prefix: number): boolean {
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= MAX_PREFIX && !RESERVED_PREFIXES.includes(prefix);
}

function encodePrefix(prefix: number): Uint8Array {
  if (prefix < SIMPLE_PREFIX_LIMIT) return Uint8Array.of(prefix);
  // The full format packs 14 bits into two bytes behind the 0b01 marker, low bits first.
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6));
}

function decodePrefix(bytes: Uint8Array): { prefix: number; length: number } | undefined {
  const first = bytes[0];
  const second = bytes[1];
  if (first === undefined || first & 0b1000_0000) return undefined;
  if (first < SIMPLE_PREFIX_LIMIT) return { prefix: first, length: 1 };
  if (second === undefined) return undefined;
  const prefix = ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  // A small prefix written in the two-byte form is not canonical: it would re-encode differently.
  return prefix < SIMPLE_PREFIX_LIMIT ? undefined : { prefix, length: 2 };
}

function tryDecodeSs58(value: unknown): Ss58Address | undefined {
  if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH) return undefined;
  const bytes = decodeBase58(value);
  if (!bytes) return undefined;
  const header = decodePrefix(bytes);
  if (!header || !isValidPrefix(header.prefix)) return undefined;

  const keyLength = bytes.length - header.length - CHECKSUM_LENGTH;
  if (!PUBLIC_KEY_LENGTHS.includes(keyLength)) return undefined;
  const body = bytes.subarray(0, bytes.length - CHECKSUM_LENGTH);
  const checksum = bytes.subarray(bytes.length - CHECKSUM_LENGTH);
  const expected = checksumOf(body);
  if (expected[0] !== checksum[0] || expected[1] !== checksum[1]) return undefined;
  return { prefix: header.prefix, publicKey: bytes.slice(header.length, header.length + keyLength) };
}

/** The prefix and public key of an SS58 address; throws INVALID_ADDRESS when it is not a valid one. */
export function decodeSs58(address: string): Ss58Address {
  const decoded = tryDecodeSs58(address);
  if (!decoded) throw walletportError('INVALID_ADDRESS', [String(address)]);
  return decoded;
}

/**
 * The SS58 address of a 32- or 33-byte public key on the network `prefix`. Throws a RangeError on a key
 * length or prefix no address can carry: those come from code, not from a user.
 */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (!PUBLIC_KEY_LENGTHS.includes(publicKey.length)) {
    throw new RangeError(`SS58 public keys are 32 or 33 bytes, got ${publicKey.length}`);
  }
  if (!isValidPrefix(prefix)) throw new RangeError(`Invalid SS58 prefix: ${prefix}`);
  const body = concatBytes(encodePrefix(prefix), publicKey);
  return encodeBase58(concatBytes(body, checksumOf(body)));
}

/**
 * True when `value` is a valid SS58 account address, on any network or, when `prefix` is given, on that
 * one only (0 for Polkadot, 2 for Kusama).
 */
export function isPolkadotAddress(value: unknown, prefix?: number): value is string {
  const decoded = tryDecodeSs58(value);
  return decoded !== undefined && (prefix === undefined || decoded.prefix === prefix);
}
