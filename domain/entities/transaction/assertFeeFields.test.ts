import { describe, expect, it } from 'vitest';
import { MAX_UINT256 } from '../constants.js';
import { assertFeeFields, findFeeFieldsViolation } from './assertFeeFields.js';
import { InvalidTransactionError } from './invalidTransaction.errors.js';

function ruleOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTransactionError);
    return (error as InvalidTransactionError).rule;
  }
}

describe('assertFeeFields', () => {
  it('accepts legacy, EIP-1559 and empty fee fields', () => {
    expect(() => assertFeeFields({})).not.toThrow();
    expect(() => assertFeeFields({ gasPrice: 1n })).not.toThrow();
    expect(() => assertFeeFields({ maxFeePerGas: 2n, maxPriorityFeePerGas: 2n })).not.toThrow();
    expect(() => assertFeeFields({ maxPriorityFeePerGas: 5n })).not.toThrow();
    expect(() => assertFeeFields({ gasPrice: MAX_UINT256 })).not.toThrow();
  });

  it('rejects gasPrice with either EIP-1559 field, even when zero', () => {
    expect(ruleOf(() => assertFeeFields({ gasPrice: 1n, maxFeePerGas: 1n }))).toBe('gas-price-with-eip1559-fees');
    expect(ruleOf(() => assertFeeFields({ gasPrice: 0n, maxPriorityFeePerGas: 0n }))).toBe(
      'gas-price-with-eip1559-fees',
    );
  });

  it('rejects a priority fee above the max fee', () => {
    expect(ruleOf(() => assertFeeFields({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }))).toBe(
      'priority-fee-above-max-fee',
    );
  });

  it('rejects negative values and values above 2^256-1', () => {
    expect(ruleOf(() => assertFeeFields({ gasPrice: -1n }))).toBe('fee-negative');
    expect(ruleOf(() => assertFeeFields({ maxFeePerGas: MAX_UINT256 + 1n }))).toBe('fee-above-uint256');
  });

  it('says what is wrong in the catalogue message', () => {
    try {
      assertFeeFields({ gasPrice: 1n, maxFeePerGas: 1n });
      expect.unreachable();
    } catch (error) {
      const typed = error as InvalidTransactionError;
      expect(typed.code).toBe('INVALID_TRANSACTION');
      expect(typed.name).toBe('InvalidTransactionError');
      expect(typed.shortMessage).toBe(
        'Invalid transaction: `gasPrice` cannot be combined with `maxFeePerGas` or `maxPriorityFeePerGas`',
      );
    }
  });

  it('findFeeFieldsViolation returns the rule without throwing', () => {
    expect(findFeeFieldsViolation({ maxFeePerGas: 1n, maxPriorityFeePerGas: 9n })?.rule).toBe(
      'priority-fee-above-max-fee',
    );
    expect(findFeeFieldsViolation({ maxFeePerGas: 9n, maxPriorityFeePerGas: 1n })).toBeUndefined();
  });
});
