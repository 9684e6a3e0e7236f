import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './formatTokenAmount.js';

describe('formatTokenAmount', () => {
  it('shows 3 decimals, rounded half up, with grouping', () => {
    expect(formatTokenAmount('1234.5678')).toBe('1,234.568');
    expect(formatTokenAmount('0.0005')).toBe('0.001');
    expect(formatTokenAmount('0.0004')).toBe('0.000');
    expect(formatTokenAmount(2)).toBe('2.000');
  });

  it('appends the symbol when given', () => {
    expect(formatTokenAmount('1.5', { symbol: 'USDC' })).toBe('1.500 USDC');
    expect(formatTokenAmount('1.5', { symbol: '' })).toBe('1.500');
  });

  it('takes a locale', () => {
    expect(formatTokenAmount('1234.5', { symbol: 'ETH', locale: 'de-DE' })).toBe('1.234,500 ETH');
  });
});
