import type { Hex } from 'viem';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** True when `value` is a transaction hash: 0x plus exactly 64 hex characters. */
export function isTransactionHash(value: unknown): value is Hex {
  return typeof value === 'string' && TRANSACTION_HASH.test(value);
}
