import { describe, expect, it } from 'vitest';
import { isSignature } from './isSignature.js';

describe('isSignature', () => {
  it('accepts 0x plus at least 62 hex characters', () => {
    expect(isSignature(`0x${'1'.repeat(62)}`)).toBe(true);
    expect(isSignature(`0x${'f'.repeat(130)}`)).toBe(true);
    expect(isSignature(`0x${'F'.repeat(1000)}`)).toBe(true);
  });

  it.each([
    ['61 hex characters', `0x${'1'.repeat(61)}`],
    ['no prefix', '1'.repeat(130)],
    ['a non-hex character', `0x${'1'.repeat(129)}z`],
    ['an empty string', ''],
    ['null', null],
  ])('rejects %s', (_, value) => {
    expect(isSignature(value)).toBe(false);
  });
});
