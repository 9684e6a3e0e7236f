import { decodeCosmosAddress } from './cosmosAddress.js';

/**
 * True when `value` is a Cosmos address (cosmosAddress.ts) with the human-readable part `prefix`. The prefix
 * names the chain (`cosmos`, `osmo`), so an address of another Cosmos chain is rejected rather than sent
 * funds meant elsewhere.
 */
export function isCosmosAddress(value: unknown, prefix: string = 'cosmos'): value is string {
  return decodeCosmosAddress(value)?.prefix === prefix.toLowerCase();
}
