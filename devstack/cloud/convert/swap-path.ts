/**
 * Which pools a swap goes through: the direct pair when the factory has one, else two hops through WETH9
 * (the router's WETH(), which also stands for the native currency), else none.
 */
import type { Address } from 'viem';

export type SwapPathParameters = {
  /** What the AMM trades on each side: a token, or WETH9 for the native currency. */
  tokenIn: Address;
  tokenOut: Address;
  weth9: Address;
  /** Whether the factory holds a pair of the two tokens (either order). */
  hasPair: (tokenA: Address, tokenB: Address) => boolean;
};

/** The path for the router, tokenIn first; undefined when no pool connects the two. */
export type SwapPathReturnType = Address[] | undefined;

export function swapPath({ tokenIn, tokenOut, weth9, hasPair }: SwapPathParameters): SwapPathReturnType {
  if (same(tokenIn, tokenOut)) return undefined;
  if (hasPair(tokenIn, tokenOut)) return [tokenIn, tokenOut];
  if (same(tokenIn, weth9) || same(tokenOut, weth9)) return undefined;
  return hasPair(tokenIn, weth9) && hasPair(weth9, tokenOut) ? [tokenIn, weth9, tokenOut] : undefined;
}

/** The pairs a path could use, so they can be read in one go before choosing: direct, then via WETH9. */
export function candidatePairs(tokenIn: Address, tokenOut: Address, weth9: Address): [Address, Address][] {
  return [
    [tokenIn, tokenOut],
    [tokenIn, weth9],
    [weth9, tokenOut],
  ];
}

/** Uniswap V2 orders a pair's tokens by address: token0 is the lower one. */
export function isToken0(token: Address, other: Address): boolean {
  return BigInt(token) < BigInt(other);
}

function same(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
