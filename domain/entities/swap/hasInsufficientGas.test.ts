import { describe, expect, it } from 'vitest';
import { hasInsufficientGas } from './hasInsufficientGas.js';

describe('hasInsufficientGas', () => {
  it.each([
    ['a zero balance', '0', '0', true],
    ['a zero balance with no estimate', '0.000', undefined, true],
    ['an estimate above the balance', '1.5', '1.50000000000000000001', true],
    ['an estimate equal to the balance', '1.5', '1.5', false],
    ['an estimate below the balance', '2', '0.25', false],
    ['no estimate and some balance', '0.0001', undefined, false],
    ['a null estimate and some balance', '0.0001', null, false],
    ['numbers that floats get wrong', 0.3, '0.30000000000000001', true],
  ])('%s', (_, networkBalance, gasEstimate, expected) => {
    expect(hasInsufficientGas({ networkBalance, gasEstimate })).toBe(expected);
  });
});
