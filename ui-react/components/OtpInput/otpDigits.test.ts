import { describe, expect, it } from 'vitest';
import { otpDigits } from './otpDigits.js';

describe('otpDigits', () => {
  it('keeps the digits only, at most six', () => {
    expect(otpDigits('12 34-56')).toBe('123456');
    expect(otpDigits('1234567')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
    expect(otpDigits(' 0 1 ')).toBe('01');
  });

  it('reads full-width digits as digits', () => {
    expect(otpDigits('１２３４５６')).toBe('123456');
  });
});
