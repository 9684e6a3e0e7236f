import { checksumEvmAddress, type EvmAddress } from './checksumEvmAddress.js';

export type IsEvmAddressOptions = {
  /**
   * Verify the EIP-55 checksum of a mixed-case address (default true). All-lowercase and all-uppercase
   * hex carry no checksum, so EIP-55 accepts them either way.
   */
  strict?: boolean;
};

const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const LENIENT_EVM_ADDRESS_PATTERN = /^(?:0x)?[0-9a-fA-F]{40}$/;

/** True when `value` is `0x` plus 40 hex digits and, when strict, its mixed case matches EIP-55. */
export function isEvmAddress(value: unknown, { strict = true }: IsEvmAddressOptions = {}): value is EvmAddress {
  if (typeof value !== 'string' || !EVM_ADDRESS_PATTERN.test(value)) return false;
  if (!strict) return true;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumEvmAddress(value) === value;
}

/**
 * True when `value` is 40 hex digits with or without `0x`, checksum ignored: for recognising pasted input, never
 * for deciding where funds go.
 */
export function isEvmAddressLenient(value: unknown): value is string {
  return typeof value === 'string' && LENIENT_EVM_ADDRESS_PATTERN.test(value);
}
