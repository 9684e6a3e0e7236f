/**
 * Uniswap V2's constant-product pricing on bigints, as UniswapV2Library computes it on chain: the pair keeps
 * 0.3% of each hop's input as its LP fee, and integer division rounds every output down, hop by hop.
 */

/** Reserves of one hop, oriented: `reserveIn` of the token sold, `reserveOut` of the token bought. */
export type HopReserves = { readonly reserveIn: bigint; readonly reserveOut: bigint };

export type AmountOutParameters = { amountIn: bigint } & HopReserves;
export type AmountOutReturnType = bigint;

/** UniswapV2Library.getAmountOut: 0 when there is nothing to trade (the chain would revert instead). */
export function amountOut({ amountIn, reserveIn, reserveOut }: AmountOutParameters): AmountOutReturnType {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

export type AmountsOutParameters = { amountIn: bigint; hops: readonly HopReserves[] };
export type AmountsOutReturnType = bigint[];

/** UniswapV2Library.getAmountsOut: the amount after each hop, the input first (amounts[0] = amountIn). */
export function amountsOut({ amountIn, hops }: AmountsOutParameters): AmountsOutReturnType {
  const amounts = [amountIn];
  for (const hop of hops) amounts.push(amountOut({ amountIn: amounts[amounts.length - 1] ?? 0n, ...hop }));
  return amounts;
}
