import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatUnitsToDecimal } from './formatUnitsToDecimal.js';

describe('formatUnitsToDecimal', () => {
  it('reads wei and token units', () => {
    expect(formatUnitsToDecimal(1_234_500_000_000_000_000n, 18).toString()).toBe('1.2345');
    expect(formatUnitsToDecimal(1_500_000n, 6).toString()).toBe('1.5');
    expect(formatUnitsToDecimal(0n, 18).isZero()).toBe(true);
    expect(formatUnitsToDecimal(-25n, 1).toString()).toBe('-2.5');
  });

  it("agrees with viem's formatUnits up to 20 decimals", () => {
    for (const [value, decimals] of [
      [123_456_789n, 9],
      [10n ** 30n + 7n, 18],
      [1n, 20],
      [987n, 0],
    ] as const) {
      expect(formatUnitsToDecimal(value, decimals).toString()).toBe(formatUnits(value, decimals));
    }
  });

  it('returns a value ready for more arithmetic', () => {
    expect(formatUnitsToDecimal(2_000_000n, 6).mul('1.5').toString()).toBe('3');
  });
});
