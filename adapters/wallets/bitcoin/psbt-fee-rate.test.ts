import { describe, expect, it } from 'vitest';
import { chooseFeeRate } from './psbt-fee-rate.js';

describe('chooseFeeRate', () => {
  it('takes the estimate for 3 blocks', () => {
    expect(chooseFeeRate({ '1': 5, '2': 4, '3': 3, '6': 2 })).toBe(3);
  });

  it('takes the nearest target when 3 is missing, the faster one on a tie', () => {
    expect(chooseFeeRate({ '1': 5, '6': 2 })).toBe(5);
    expect(chooseFeeRate({ '2': 4, '4': 2.5 })).toBe(4);
    expect(chooseFeeRate({ '6': 2, '144': 1.2 })).toBe(2);
  });

  it('never goes below the 1 sat/vB a node relays', () => {
    expect(chooseFeeRate({ '3': 0.5 })).toBe(1);
  });

  it('refuses estimates with no usable rate', () => {
    expect(() => chooseFeeRate({})).toThrow(expect.objectContaining({ code: 'INVALID_RESPONSE' }));
    expect(() => chooseFeeRate({ '3': Number.NaN, x: 2 })).toThrow(expect.objectContaining({ code: 'INVALID_RESPONSE' }));
  });
});
