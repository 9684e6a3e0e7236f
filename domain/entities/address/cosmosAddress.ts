/**
 * Cosmos account addresses: bech32 (not bech32m) of a 20-byte key hash, or 32 bytes for module and contract
 * accounts, under the chain's own human-readable prefix (`cosmos`, `osmo`...). A secp256k1 account's
 * address is ripemd160(sha256(compressed public key)): that is how a signature's public key is tied to the
 * address that claims it (ADR-036).
 */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { convertBits, decodeBech32, encodeBech32 } from './bech32.js';

const PAYLOAD_LENGTHS: readonly number[] = [20, 32];
const COMPRESSED_KEY_BYTES = 33;

export type CosmosAddress = {
  /** The bech32 human-readable part, lowercased: it names the chain's address space. */
  prefix: string;
  /** The 20- or 32-byte payload. */
  data: Uint8Array;
};

export type DecodeCosmosAddressParameters = unknown;
export type DecodeCosmosAddressReturnType = CosmosAddress | undefined;
export type DecodeCosmosAddressErrorType = never;

/** The prefix and payload of a Cosmos address, or undefined when `value` is not one (any prefix). */
export function decodeCosmosAddress(value: DecodeCosmosAddressParameters): DecodeCosmosAddressReturnType {
  if (typeof value !== 'string') return undefined;
  const decoded = decodeBech32(value);
  if (!decoded || decoded.encoding !== 'bech32') return undefined;
  const payload = convertBits(decoded.words, 5, 8, false);
  if (payload === undefined || !PAYLOAD_LENGTHS.includes(payload.length)) return undefined;
  return { prefix: decoded.hrp, data: Uint8Array.from(payload) };
}

export type CosmosAddressOfPublicKeyParameters = { publicKey: Uint8Array; prefix: string };
export type CosmosAddressOfPublicKeyReturnType = string;
/** A RangeError for a key that is not 33 bytes or a prefix bech32 cannot carry: code passes those, not a user. */
export type CosmosAddressOfPublicKeyErrorType = RangeError;

/** The address of a compressed secp256k1 public key under `prefix`. */
export function cosmosAddressOfPublicKey({ publicKey, prefix }: CosmosAddressOfPublicKeyParameters): CosmosAddressOfPublicKeyReturnType {
  if (publicKey.length !== COMPRESSED_KEY_BYTES) throw new RangeError(`A secp256k1 public key is 33 bytes compressed, got ${publicKey.length}`);
  const words = convertBits(ripemd160(sha256(publicKey)), 8, 5, true) ?? [];
  return encodeBech32(prefix, words, 'bech32');
}
