import { describe, expect, it } from 'vitest';
import { isTransactionHash } from './isTransactionHash.js';

describe('isTransactionHash', () => {
  it('accepts 0x plus 64 hex characters of either case', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true);
    expect(isTransactionHash(`0x${'AbCdEf0123456789'.repeat(4)}`)).toBe(true);
  });

  it.each([
    ['63 hex characters', `0x${'a'.repeat(63)}`],
    ['65 hex characters', `0x${'a'.repeat(65)}`],
    ['no prefix', 'a'.repeat(66)],
    ['upper-case prefix', `0X${'a'.repeat(64)}`],
    ['a non-hex character', `0x${'a'.repeat(63)}g`],
    ['a trailing newline', `0x${'a'.repeat(64)}\n`],
    ['a number', 1],
    ['undefined', undefined],
  ])('rejects %s', (_, value) => {
    expect(isTransactionHash(value)).toBe(false);
  });
});
