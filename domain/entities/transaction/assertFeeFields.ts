import { MAX_UINT256 } from '../constants.js';
import { InvalidTransactionError, type InvalidTransactionRule } from './invalidTransaction.errors.js';

/** The fee fields of an EVM transaction; a field is present when it is not undefined (0n counts). */
export type TransactionFeeFields = {
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
};

export type FeeFieldsViolation = { rule: InvalidTransactionRule; reason: string };

/**
 * The first fee rule `fields` break, or undefined. Shared by `assertFeeFields` and the RPC params schema so
 * the two can never disagree. Order: legacy/EIP-1559 mix, negative or over-2^256-1 values, tip above cap.
 */
export function findFeeFieldsViolation(fields: TransactionFeeFields): FeeFieldsViolation | undefined {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fields;
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    return {
      rule: 'gas-price-with-eip1559-fees',
      reason: '`gasPrice` cannot be combined with `maxFeePerGas` or `maxPriorityFeePerGas`',
    };
  }
  for (const [name, value] of Object.entries({ gasPrice, maxFeePerGas, maxPriorityFeePerGas })) {
    if (value === undefined) continue;
    if (value < 0n) return { rule: 'fee-negative', reason: `\`${name}\` cannot be negative` };
    if (value > MAX_UINT256) return { rule: 'fee-above-uint256', reason: `\`${name}\` cannot exceed 2^256-1` };
  }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas) {
    return {
      rule: 'priority-fee-above-max-fee',
      reason: '`maxPriorityFeePerGas` cannot be higher than `maxFeePerGas`',
    };
  }
  return undefined;
}

/**
 * Throws InvalidTransactionError when the fee fields cannot go together: gasPrice with
 * either EIP-1559 field, a value outside 0..2^256-1, or a priority fee above the max fee.
 */
export function assertFeeFields(transaction: TransactionFeeFields): void {
  const violation = findFeeFieldsViolation(transaction);
  if (violation) throw new InvalidTransactionError(violation.rule, violation.reason);
}
