import type { Hex } from 'viem';

// 62 rather than 130: the spec's floor, loose enough for compact (EIP-2098) and smart-account signatures.
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/;

/** True when `value` looks like a signature: 0x plus at least 62 hex characters. */
export function isSignature(value: unknown): value is Hex {
  return typeof value === 'string' && SIGNATURE.test(value);
}
