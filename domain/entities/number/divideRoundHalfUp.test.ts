import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp } from './divideRoundHalfUp.js';

describe('divideRoundHalfUp', () => {
  it('divides exactly when there is no remainder', () => {
    expect(divideRoundHalfUp(10n, 2n)).toBe(5n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
  });

  it('rounds below half down and half or more up', () => {
    expect(divideRoundHalfUp(14n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(16n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(5n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
  });

  it('rounds ties away from zero for negative results', () => {
    expect(divideRoundHalfUp(-15n, 10n)).toBe(-2n);
    expect(divideRoundHalfUp(15n, -10n)).toBe(-2n);
    expect(divideRoundHalfUp(-14n, 10n)).toBe(-1n);
    expect(divideRoundHalfUp(-15n, -10n)).toBe(2n);
  });

  it('never yields a negative zero', () => {
    expect(Object.is(divideRoundHalfUp(-4n, 10n), 0n)).toBe(true);
  });
});
