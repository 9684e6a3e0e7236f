import { describe, expect, it } from 'vitest';
import { formatPercent, formatTokenAmount, formatTokenBalance, formatTokenPrice, formatUsd } from './formatMoney.js';

describe('formatUsd', () => {
  it("formats an exact decimal as dollars, '<$0.01' under a cent, nothing for what it cannot read", () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('3000')).toBe('$3,000.00');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('0.004')).toBe('<$0.01');
    expect(formatUsd(undefined)).toBeUndefined();
    expect(formatUsd('')).toBeUndefined();
    expect(formatUsd('n/a')).toBeUndefined();
  });
});

describe('formatTokenAmount', () => {
  it('shows 6 decimals at most, without trailing zeros, with the symbol', () => {
    expect(formatTokenAmount({ amount: '2970.5000001', symbol: 'USDC' })).toBe('2,970.5 USDC');
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

describe('formatTokenPrice', () => {
  it('gives the price of one source token, with more decimals below one', () => {
    expect(formatTokenPrice({ sourceAmount: '2', sourceSymbol: 'ETH', toAmount: '6000', toSymbol: 'USDC' })).toBe('1 ETH = 3,000 USDC');
    expect(formatTokenPrice({ sourceAmount: '3000', sourceSymbol: 'USDC', toAmount: '1', toSymbol: 'ETH' })).toBe('1 USDC = 0.00033333 ETH');
    expect(formatTokenPrice({ sourceAmount: '0', sourceSymbol: 'USDC', toAmount: '1', toSymbol: 'ETH' })).toBeUndefined();
    expect(formatTokenPrice({ sourceAmount: '1', sourceSymbol: 'USDC', toAmount: '', toSymbol: 'ETH' })).toBeUndefined();
  });
});

describe('formatPercent', () => {
  it('writes percentages to at most 2 decimals', () => {
    expect(formatPercent('0.4249')).toBe('0.42%');
    expect(formatPercent(1)).toBe('1%');
    expect(formatPercent(undefined)).toBeUndefined();
  });
});

describe('in the shown language', () => {
  it("writes figures with the language's separators, grouping and currency placement, in Latin digits", () => {
    expect(formatUsd('1234.5', 'de')).toBe('1.234,50\u00a0$');
    expect(formatUsd('0.004', 'de')).toBe('<0,01\u00a0$');
    expect(formatTokenAmount({ amount: '2970.5000001', symbol: 'USDC', locale: 'de' })).toBe('2.970,5 USDC');
    expect(formatTokenAmount({ amount: '1234567.25', symbol: 'ETH', locale: 'hi' })).toBe('12,34,567.25 ETH');
    expect(formatTokenBalance({ quantity: { numeric: '1234.5679' }, symbol: 'ETH' }, 'fr')).toBe('1234,567 ETH');
    expect(formatTokenPrice({ sourceAmount: '2', sourceSymbol: 'ETH', toAmount: '6000', toSymbol: 'USDC', locale: 'de' })).toBe('1 ETH = 3.000 USDC');
    expect(formatPercent('0.4249', 'tr')).toBe('%0,42');
    for (const locale of ['ar', 'fa', 'hi', 'th']) {
      const written = [formatUsd('1234.5', locale), formatTokenAmount({ amount: '9876.5', symbol: 'ETH', locale }), formatPercent('12.5', locale)].join(' ');
      expect(written, locale).toMatch(/[0-9]/);
      expect(written, locale).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/);
    }
  });

  it('never rounds again what was rounded or floored (a long balance stays floored, a big amount exact)', () => {
    expect(formatTokenBalance({ quantity: { numeric: '0.9999999' }, symbol: 'ETH' }, 'de')).toBe('0,999 ETH');
    expect(formatTokenAmount({ amount: '123456789012345678.123456', symbol: 'X', locale: 'de' })).toBe('123.456.789.012.345.678,123456 X');
  });
});
