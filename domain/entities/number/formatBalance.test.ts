import { describe, expect, it } from 'vitest';
import { BigDecimal } from './bigDecimal.js';
import { formatBalance } from './formatBalance.js';

describe('formatBalance', () => {
  it('floors to 3 decimals instead of rounding', () => {
    expect(formatBalance('1.2349')).toBe('1.234');
    expect(formatBalance('0.9999')).toBe('0.999');
    expect(formatBalance(2.0005)).toBe('2');
  });

  it('drops trailing zeros of a non-zero balance', () => {
    expect(formatBalance('1.500')).toBe('1.5');
    expect(formatBalance('12')).toBe('12');
  });

  it('shows 0.000 for a missing, zero or dust balance', () => {
    expect(formatBalance(undefined)).toBe('0.000');
    expect(formatBalance('0')).toBe('0.000');
    expect(formatBalance('0.0009')).toBe('0.000');
  });

  it('appends the symbol when given', () => {
    expect(formatBalance('1.2349', 'ETH')).toBe('1.234 ETH');
    expect(formatBalance(undefined, 'SOL')).toBe('0.000 SOL');
    expect(formatBalance('1', '')).toBe('1');
  });

  it('accepts a BigDecimal and keeps precision of large balances', () => {
    expect(formatBalance(BigDecimal.from('123456789012345678.98765'))).toBe('123456789012345678.987');
  });

  it('throws INVALID_NUMBER for text that is not a number', () => {
    expect(() => formatBalance('abc')).toThrow('Invalid number: abc');
  });
});

describe('formatBalance with more than 20 fraction digits (floored before BigDecimal rounds the 21st)', () => {
  it('never rounds a value just below a display step up to it', () => {
    expect(formatBalance('0.999999999999999999999')).toBe('0.999');
    expect(formatBalance('1.999999999999999999999999', 'ETH')).toBe('1.999 ETH');
    expect(formatBalance('0.000999999999999999999999')).toBe('0.000');
  });

  it('floors a negative value toward negative infinity instead of rounding its 21st digit', () => {
    expect(formatBalance('-1.0000000000000000000004')).toBe('-1.001');
    expect(formatBalance('-0.000000000000000000000001')).toBe('-0.001');
    expect(formatBalance('-2.000000000000000000000000')).toBe('-2');
    expect(formatBalance('-1.99999999999999999999999', 'ETH')).toBe('-2 ETH');
  });

  it('reads exponents and numbers as before', () => {
    expect(formatBalance('9.99999999999999999999999e-1')).toBe('0.999');
    expect(formatBalance('1.5e3')).toBe('1500');
    expect(formatBalance('2e-3')).toBe('0.002');
    expect(formatBalance(1e21)).toBe('1000000000000000000000');
    expect(formatBalance('.5')).toBe('0.5');
  });
});

describe('formatBalance refuses what is not a number, as before', () => {
  it('throws INVALID_NUMBER for an empty string or a lone point', () => {
    expect(() => formatBalance('')).toThrow('Invalid number');
    expect(() => formatBalance('.')).toThrow('Invalid number');
  });
});
