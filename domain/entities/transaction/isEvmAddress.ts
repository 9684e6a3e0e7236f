import { checksumEvmAddress, type EvmAddress } from '../address/checksumEvmAddress.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * True when `value` is an EVM address: 0x plus 40 hex characters, and when the letters
 * are of mixed case they must be the EIP-55 checksum. All lower and all upper case carry no checksum, so
 * they pass (viem's strict `isAddress` would refuse all upper case).
 */
export function isEvmAddress(value: string): value is EvmAddress {
  if (!EVM_ADDRESS.test(value)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return checksumEvmAddress(value) === value;
}
