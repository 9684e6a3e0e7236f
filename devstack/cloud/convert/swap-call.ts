/**
 * SwapFeeRouter calldata for a quote: which of its three functions (native in, native out, token to token),
 * the minimum out after slippage and the deadline, all on bigints.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { SWAP_FEE_ROUTER_ABI } from '../../chains/amm.js';

/** How long a built swap stays valid, counted from the later of the chain's latest block time and now. */
export const SWAP_DEADLINE_SECONDS = 600n;

const PPM = 1_000_000n;

/** `amountOut` less `slippagePpm` parts per million (1% = 10,000), rounded down. */
export function minimumOut(amountOut: bigint, slippagePpm: bigint): bigint {
  return (amountOut * (PPM - slippagePpm)) / PPM;
}

/**
 * The deadline of a swap. anvil stamps a new block with the wall clock, so on a chain idle for longer than
 * the validity the latest block alone would give a deadline already past: the later of the two counts.
 */
export function swapDeadline(latestBlockTimestamp: bigint, now: Date): bigint {
  const nowSeconds = BigInt(Math.floor(now.getTime() / 1000));
  return (latestBlockTimestamp > nowSeconds ? latestBlockTimestamp : nowSeconds) + SWAP_DEADLINE_SECONDS;
}

export type SwapCallParameters = {
  /** The router path (WETH9 first for native input, last for native output). */
  path: readonly Address[];
  amountIn: bigint;
  amountOutMin: bigint;
  recipient: Address;
  deadline: bigint;
  nativeIn: boolean;
  nativeOut: boolean;
};

/** The call to SwapFeeRouter and the native value it must carry (the input for native input, else 0). */
export type SwapCallReturnType = { data: Hex; value: bigint };

export function swapCall({ path, amountIn, amountOutMin, recipient, deadline, nativeIn, nativeOut }: SwapCallParameters): SwapCallReturnType {
  if (nativeIn) {
    const data = encodeFunctionData({
      abi: SWAP_FEE_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, [...path], recipient, deadline],
    });
    return { data, value: amountIn };
  }
  const functionName = nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  const data = encodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, functionName, args: [amountIn, amountOutMin, [...path], recipient, deadline] });
  return { data, value: 0n };
}
