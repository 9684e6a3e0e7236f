import { describe, expect, it } from 'vitest';
import { formatTokenAmount, formatTokenBalance, formatUsd } from './formatMoney.js';

describe('formatUsd', () => {
  it("formats an exact decimal as dollars, '<$0.01' under a cent, nothing for what it cannot read", () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('3000')).toBe('$3,000.00');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('0.004')).toBe('<$0.01');
    expect(formatUsd(undefined)).toBeUndefined();
    expect(formatUsd('n/a')).toBeUndefined();
  });
});

describe('formatTokenAmount', () => {
  it('shows 6 decimals at most, without trailing zeros, with the symbol', () => {
    expect(formatTokenAmount({ amount: '2970.5', symbol: 'USDC' })).toBe('2,970.5 USDC');
    expect(formatTokenAmount({ amount: '0.0000004', symbol: 'ETH' })).toBe('0 ETH');
    expect(formatTokenAmount({ amount: '', symbol: 'ETH' })).toBeUndefined();
  });
});

describe('formatTokenBalance', () => {
  it('floors the balance to 3 decimals, and shows the raw figure when it is not a number', () => {
    expect(formatTokenBalance({ quantity: { numeric: '1.2349' }, symbol: 'ETH' })).toBe('1.234 ETH');
    expect(formatTokenBalance({ quantity: { numeric: '1.5' } })).toBe('1.5');
    expect(formatTokenBalance({ quantity: { numeric: 'n/a' }, symbol: 'ETH' })).toBe('n/a ETH');
  });
});
