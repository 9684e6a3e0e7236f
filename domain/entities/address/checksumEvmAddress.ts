/**
 * EIP-55 mixed-case checksums. Checksumming hashes the address, and the modal re-renders the same few
 * addresses often, so results are memoised in a bounded cache (SPEC.md section 9: 8192 entries, oldest out).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { BoundedCache } from '../cache/bounded-cache.js';
import { ADDRESS_CHECKSUM_CACHE_SIZE } from '../constants.js';
import { walletportError } from '../errors/catalogue.js';

export type EvmAddress = `0x${string}`;

const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

// Keyed by the lowercase hex, so every casing of one address shares an entry.
const checksumCache = new BoundedCache<string, EvmAddress>(ADDRESS_CHECKSUM_CACHE_SIZE);

/**
 * The EIP-55 form of an EVM address (`0x` and 40 hex digits, any case): a letter is upper case when the
 * matching nibble of keccak256(lowercase hex) is 8 or more. Throws INVALID_ADDRESS for anything else.
 */
export function checksumEvmAddress(address: string): EvmAddress {
  if (typeof address !== 'string' || !EVM_ADDRESS_PATTERN.test(address)) {
    throw walletportError('INVALID_ADDRESS', [String(address)]);
  }
  const lowerHex = address.slice(2).toLowerCase();
  const cached = checksumCache.get(lowerHex);
  if (cached) return cached;

  const hash = keccak_256(utf8ToBytes(lowerHex));
  let checksummed = '0x';
  for (let index = 0; index < lowerHex.length; index++) {
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const char = lowerHex.charAt(index);
    checksummed += nibble >= 8 ? char.toUpperCase() : char;
  }
  const result = checksummed as EvmAddress;
  checksumCache.set(lowerHex, result);
  return result;
}
