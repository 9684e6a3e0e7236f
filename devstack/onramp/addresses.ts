/** Whether a destination address can receive on a namespace: EVM hex (any case), Solana base58 of 32 bytes. */
import { PublicKey } from '@solana/web3.js';
import type { OnrampNamespace } from './catalogue.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export type IsValidDestinationReturnType = boolean;
export type IsValidDestinationErrorType = never;

export function isValidDestination(namespace: OnrampNamespace, address: string): IsValidDestinationReturnType {
  if (namespace === 'eip155') return EVM_ADDRESS.test(address);
  if (!BASE58.test(address)) return false;
  try {
    // PublicKey takes any 32-byte value; the round trip refuses a non-canonical spelling (leading '1's).
    return new PublicKey(address).toBase58() === address;
  } catch {
    return false;
  }
}

/** How orders are looked up by address: EVM addresses case-insensitively, Solana's exactly. */
export function addressKey(address: string): string {
  return EVM_ADDRESS.test(address) ? address.toLowerCase() : address;
}
