import { describe, expect, it } from 'vitest';
import { tokenUsdValue } from './formatUsd.js';

describe('tokenUsdValue', () => {
  it("is the API's value, else price times quantity, in dollars with 2 decimals", () => {
    expect(tokenUsdValue({ value: 1234.5, price: 1, quantity: { numeric: '1' } })).toBe('$1,234.50');
    expect(tokenUsdValue({ price: 3000, quantity: { numeric: '0.5' } })).toBe('$1,500.00');
    expect(tokenUsdValue({ value: 0, price: 0, quantity: { numeric: '7' } })).toBe('$0.00');
  });

  it('is undefined without a value or a price (unknown, not worthless)', () => {
    expect(tokenUsdValue({ price: 0, quantity: { numeric: '7' } })).toBeUndefined();
  });

  it('is undefined when the quantity is not a number', () => {
    expect(tokenUsdValue({ price: 1, quantity: { numeric: 'n/a' } })).toBeUndefined();
  });
});
