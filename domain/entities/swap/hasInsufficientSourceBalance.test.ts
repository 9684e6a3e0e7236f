import { describe, expect, it } from 'vitest';
import { hasInsufficientSourceBalance } from './hasInsufficientSourceBalance.js';

describe('hasInsufficientSourceBalance', () => {
  it.each([
    ['an amount above the balance', '10', '10.000000000000000001', true],
    ['an amount equal to the balance', '10.5', '10.50', false],
    ['an amount below the balance', '10', '9.99', false],
    ['an unknown balance', undefined, '0.01', true],
    ['an unknown balance and a zero amount', null, '0', false],
    ['a difference floats cannot see', '0.3', '0.30000000000000000001', true],
  ])('%s', (_, balance, amount, expected) => {
    expect(hasInsufficientSourceBalance({ balance, amount })).toBe(expected);
  });
});
