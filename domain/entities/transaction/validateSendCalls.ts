import type { Hex } from 'viem';
import { walletportError } from '../errors/catalogue.js';

/** One call of a `wallet_sendCalls` batch (EIP-5792), after validation. */
export type SendCall = {
  to: Hex;
  data?: Hex | undefined;
  value?: bigint | Hex | undefined;
};

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;

function callProblem(call: unknown): string | undefined {
  if (typeof call !== 'object' || call === null) return 'must be an object';
  const { to, data, value } = call as Record<string, unknown>;
  if (typeof to !== 'string' || !to.startsWith('0x')) return '`to` must be a string starting with 0x';
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
    return '`data` must start with 0x';
  }
  const validValue =
    value === undefined ||
    (typeof value === 'bigint' && value >= 0n) ||
    (typeof value === 'string' && HEX_QUANTITY.test(value));
  if (!validValue) return '`value` must be a non-negative bigint or a hex quantity';
  return undefined;
}

/**
 * Throws INVALID_SEND_CALLS unless `calls` is a list of calls each with a `to` starting with 0x and, when
 * given, `data` starting with 0x and a non-negative `value`. The reason names the call.
 */
export function validateSendCalls(calls: unknown): asserts calls is readonly SendCall[] {
  if (!Array.isArray(calls)) throw walletportError('INVALID_SEND_CALLS', ['calls must be an array']);
  calls.forEach((call: unknown, index) => {
    const problem = callProblem(call);
    if (problem) throw walletportError('INVALID_SEND_CALLS', [`call ${index}: ${problem}`]);
  });
}
