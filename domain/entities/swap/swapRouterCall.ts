/**
 * The swap calls of the router ABI we know: Uniswap V2 Router02's exact-input swaps, which the devstack's
 * SwapFeeRouter and many forks share. Where a chain cannot simulate, a build whose calldata decodes here can
 * still be checked field by field (amount in, least amount out, path, recipient); other calldata cannot.
 */
import { decodeFunctionData, parseAbi } from 'viem';

export const SWAP_ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/** A decoded router swap; `amountIn` is undefined for swapExactETHForTokens (the input is the call's value). */
export type SwapRouterCall = {
  readonly functionName: 'swapExactETHForTokens' | 'swapExactTokensForETH' | 'swapExactTokensForTokens';
  readonly amountIn: bigint | undefined;
  readonly amountOutMin: bigint;
  /** Lower-case addresses, first the input token, last the output token. */
  readonly path: readonly string[];
  /** Lower case. */
  readonly recipient: string;
};

/** The router swap `data` encodes, or undefined when it is not one of SWAP_ROUTER_ABI's (or not well formed). */
export function decodeSwapRouterCall(data: `0x${string}`): SwapRouterCall | undefined {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data });
  } catch {
    return undefined;
  }
  if (decoded.functionName === 'swapExactETHForTokens') {
    const [amountOutMin, path, recipient] = decoded.args;
    return { functionName: decoded.functionName, amountIn: undefined, amountOutMin, path: path.map(lower), recipient: lower(recipient) };
  }
  const [amountIn, amountOutMin, path, recipient] = decoded.args;
  return { functionName: decoded.functionName, amountIn, amountOutMin, path: path.map(lower), recipient: lower(recipient) };
}

function lower(address: string): string {
  return address.toLowerCase();
}
