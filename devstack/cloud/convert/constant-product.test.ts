import { describe, expect, it } from 'vitest';
import { amountOut, amountsOut } from './constant-product.js';

describe('amountOut', () => {
  it('keeps 0.3% and rounds down, as UniswapV2Library.getAmountOut', () => {
    // 1 unit into a 1000/1000 pool: 997 * 1000 / (1000 * 1000 + 997) = 0.996... -> 0.
    expect(amountOut({ amountIn: 1n, reserveIn: 1000n, reserveOut: 1000n })).toBe(0n);
    // 100 into 1000/1000: 99700 * 1000 / (1_000_000 + 99_700) = 90.66... -> 90.
    expect(amountOut({ amountIn: 100n, reserveIn: 1000n, reserveOut: 1000n })).toBe(90n);
    // 1 ETH into 100 ETH / 300,000 USDC.
    expect(amountOut({ amountIn: 10n ** 18n, reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n })).toBe(2_961_474_103n);
  });

  it('answers 0 for an empty input or pool', () => {
    expect(amountOut({ amountIn: 0n, reserveIn: 10n, reserveOut: 10n })).toBe(0n);
    expect(amountOut({ amountIn: 5n, reserveIn: 0n, reserveOut: 10n })).toBe(0n);
    expect(amountOut({ amountIn: 5n, reserveIn: 10n, reserveOut: 0n })).toBe(0n);
  });

  it('never reaches the whole reserve', () => {
    expect(amountOut({ amountIn: 10n ** 40n, reserveIn: 1n, reserveOut: 1000n })).toBe(999n);
  });
});

describe('amountsOut', () => {
  it('chains hops, each rounding down', () => {
    const hops = [
      { reserveIn: 1000n, reserveOut: 1000n },
      { reserveIn: 500n, reserveOut: 2000n },
    ];
    expect(amountsOut({ amountIn: 100n, hops })).toEqual([100n, 90n, 304n]);
    expect(amountsOut({ amountIn: 100n, hops: [] })).toEqual([100n]);
  });
});
