import { describe, expect, it } from 'vitest';
import { formatWalletCount } from './formatWalletCount.js';

describe('formatWalletCount', () => {
  it('is exact below ten, rounded down to tens with a plus above', () => {
    expect(formatWalletCount(1)).toBe('1');
    expect(formatWalletCount(9)).toBe('9');
    expect(formatWalletCount(10)).toBe('10');
    expect(formatWalletCount(19)).toBe('10+');
    expect(formatWalletCount(600)).toBe('600');
    expect(formatWalletCount(605)).toBe('600+');
    expect(formatWalletCount(1234)).toBe('1230+');
  });

  it('has no label for nothing or nonsense', () => {
    expect(formatWalletCount(0)).toBeUndefined();
    expect(formatWalletCount(-3)).toBeUndefined();
    expect(formatWalletCount(Number.NaN)).toBeUndefined();
  });
});
