import { describe, expect, it } from 'vitest';
import { formatSwapAmount, formatSwapPercent, formatSwapPrice, formatSwapUsd, usdOf } from './swapFigures.js';

describe('the Swap views figures', () => {
  it('formats dollars with grouping and cents, a dust value as under a cent, nothing for an unreadable value', () => {
    expect(formatSwapUsd('1234.5')).toBe('$1,234.50');
    expect(formatSwapUsd('0')).toBe('$0.00');
    expect(formatSwapUsd('0.004')).toBe('<$0.01');
    expect(formatSwapUsd(undefined)).toBeUndefined();
    expect(formatSwapUsd('')).toBeUndefined();
    expect(formatSwapUsd('abc')).toBeUndefined();
  });

  it('gives the price of one source token, with more decimals below one', () => {
    expect(formatSwapPrice({ sourceAmount: '2', sourceSymbol: 'ETH', toAmount: '6000', toSymbol: 'USDC' })).toBe('1 ETH = 3,000 USDC');
    expect(formatSwapPrice({ sourceAmount: '3000', sourceSymbol: 'USDC', toAmount: '1', toSymbol: 'ETH' })).toBe('1 USDC = 0.00033333 ETH');
    expect(formatSwapPrice({ sourceAmount: '0', sourceSymbol: 'USDC', toAmount: '1', toSymbol: 'ETH' })).toBeUndefined();
    expect(formatSwapPrice({ sourceAmount: '1', sourceSymbol: 'USDC', toAmount: '', toSymbol: 'ETH' })).toBeUndefined();
  });

  it('writes percentages to at most 2 decimals and amounts to at most 6', () => {
    expect(formatSwapPercent('0.4249')).toBe('0.42%');
    expect(formatSwapPercent(1)).toBe('1%');
    expect(formatSwapPercent(undefined)).toBeUndefined();
    expect(formatSwapAmount({ amount: '2970.5000001', symbol: 'USDC' })).toBe('2,970.5 USDC');
    expect(formatSwapAmount({ amount: '0.0000004', symbol: 'ETH' })).toBe('0 ETH');
    expect(formatSwapAmount({ amount: undefined, symbol: 'ETH' })).toBeUndefined();
  });

  it('values an amount at a price, and not at an unknown (zero) price', () => {
    expect(usdOf({ amount: '0.0085', priceInUsd: '3000' })).toBe('$25.50');
    expect(usdOf({ amount: '1', priceInUsd: '0' })).toBeUndefined();
    expect(usdOf({ amount: undefined, priceInUsd: '1' })).toBeUndefined();
  });
});
