import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { isToken0, swapPath } from './swap-path.js';

const WETH9: Address = '0x000000000000000000000000000000000000000a';
const USDC: Address = '0x000000000000000000000000000000000000000b';
const DAI: Address = '0x000000000000000000000000000000000000000C';

function pools(...pairs: [Address, Address][]) {
  const keys = new Set(pairs.map((pair) => pair.map((token) => token.toLowerCase()).sort().join('/')));
  return (a: Address, b: Address) => keys.has([a.toLowerCase(), b.toLowerCase()].sort().join('/'));
}

describe('swapPath', () => {
  it('takes the direct pair when there is one, in either order', () => {
    expect(swapPath({ tokenIn: USDC, tokenOut: DAI, weth9: WETH9, hasPair: pools([DAI, USDC], [USDC, WETH9], [WETH9, DAI]) })).toEqual([USDC, DAI]);
    expect(swapPath({ tokenIn: WETH9, tokenOut: USDC, weth9: WETH9, hasPair: pools([USDC, WETH9]) })).toEqual([WETH9, USDC]);
  });

  it('goes through WETH9 when there is no direct pair', () => {
    expect(swapPath({ tokenIn: USDC, tokenOut: DAI, weth9: WETH9, hasPair: pools([USDC, WETH9], [WETH9, DAI]) })).toEqual([USDC, WETH9, DAI]);
  });

  it('finds nothing without pools, for one token, or when WETH9 itself has no direct pair', () => {
    expect(swapPath({ tokenIn: USDC, tokenOut: DAI, weth9: WETH9, hasPair: pools([USDC, WETH9]) })).toBeUndefined();
    expect(swapPath({ tokenIn: USDC, tokenOut: USDC, weth9: WETH9, hasPair: pools([USDC, USDC]) })).toBeUndefined();
    expect(swapPath({ tokenIn: WETH9, tokenOut: DAI, weth9: WETH9, hasPair: pools([USDC, WETH9], [USDC, DAI]) })).toBeUndefined();
  });
});

describe('isToken0', () => {
  it('orders by address value, whatever the case', () => {
    expect(isToken0(WETH9, DAI)).toBe(true);
    expect(isToken0(DAI, USDC)).toBe(false);
  });
});
