import { convertBits, decodeBech32 } from './bech32.js';

const PAYLOAD_LENGTHS: readonly number[] = [20, 32];

/**
 * True when `value` is a bech32 (not bech32m) address with the human-readable part `prefix` and a 20-byte
 * (account key hash) or 32-byte (module or contract) payload. The prefix names the chain (`cosmos`, `osmo`),
 * so an address of another Cosmos chain is rejected rather than sent funds meant elsewhere.
 */
export function isCosmosAddress(value: unknown, prefix: string = 'cosmos'): value is string {
  if (typeof value !== 'string') return false;
  const decoded = decodeBech32(value);
  if (!decoded || decoded.encoding !== 'bech32' || decoded.hrp !== prefix.toLowerCase()) return false;
  const payload = convertBits(decoded.words, 5, 8, false);
  return payload !== undefined && PAYLOAD_LENGTHS.includes(payload.length);
}
