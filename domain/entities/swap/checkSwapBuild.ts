/**
 * The checks of a built swap that need no chain (issue 25, item 1): what the swap API built must do what the
 * person saw, whatever the answer says. The native value is the typed amount for a native input and zero
 * otherwise; the approval is an ERC-20 approve on the source token, for at least the amount, whose spender is
 * the swap's target; gas limits are sane; and a swap whose calldata is a known router call (swapRouterCall.ts)
 * takes exactly the typed amount, pays the account, along the right path, for at least the shown minimum.
 */
import { decodeFunctionData, erc20Abi } from 'viem';
import { decodeSwapRouterCall, type SwapRouterCall } from './swapRouterCall.js';

/** A transaction as it would reach the wallet. */
export type SwapBuildCall = {
  readonly to: `0x${string}`;
  readonly data: `0x${string}`;
  readonly value: bigint;
  readonly gas: bigint;
};

/** What the person saw: plain lower-case addresses ('native' for the network's currency) and base units. */
export type SwapBuildExpectation = {
  readonly account: string;
  readonly source: string;
  readonly destination: string;
  /** The typed amount, in the source token's base units. */
  readonly amountIn: bigint;
  /** The least the preview says the swap delivers, in the destination token's base units. */
  readonly minimumOut: bigint;
};

export type CheckSwapBuildParameters = {
  readonly expectation: SwapBuildExpectation;
  readonly swap: SwapBuildCall;
  /** The approval built with it, when the allowance is short. */
  readonly approval?: SwapBuildCall | undefined;
};

export type CheckSwapBuildReturnType =
  | { readonly ok: true; readonly routerCall: SwapRouterCall | undefined; readonly approvalAmount: bigint | undefined }
  | { readonly ok: false; readonly reason: string };

/**
 * No swap or approval needs more: a Uniswap V2 swap over three pools uses about 300,000. A limit far above
 * only lets a lying answer make the wallet reserve (and ask the person to hold) a huge fee.
 */
export const SWAP_MAX_GAS_LIMIT = 2_000_000n;
/** The least any transaction uses. */
const MIN_GAS_LIMIT = 21_000n;

export function checkSwapBuild({ expectation, swap, approval }: CheckSwapBuildParameters): CheckSwapBuildReturnType {
  const native = expectation.source === 'native';
  const target = swap.to.toLowerCase();
  const failed = (reason: string) => ({ ok: false as const, reason });
  if (swap.value !== (native ? expectation.amountIn : 0n)) {
    return failed(`The swap sends ${swap.value} wei of the native currency where ${native ? expectation.amountIn : 0n} was expected`);
  }
  if (target === expectation.source || target === expectation.destination || target === expectation.account) {
    return failed('The swap calls a token or the account itself, not a router');
  }
  const gasProblem = [swap, ...(approval ? [approval] : [])].find((call) => call.gas < MIN_GAS_LIMIT || call.gas > SWAP_MAX_GAS_LIMIT);
  if (gasProblem) return failed(`A gas limit of ${gasProblem.gas} is outside ${MIN_GAS_LIMIT} to ${SWAP_MAX_GAS_LIMIT}`);
  let approvalAmount: bigint | undefined;
  if (approval) {
    const checked = checkApproval(approval, expectation, target);
    if (typeof checked === 'string') return failed(checked);
    approvalAmount = checked;
  }
  const routerCall = decodeSwapRouterCall(swap.data);
  if (routerCall) {
    const problem = routerCallProblem(routerCall, expectation);
    if (problem) return failed(problem);
  }
  return { ok: true, routerCall, approvalAmount };
}

/** The approved amount, or why the approval is not the one the swap needs. */
function checkApproval(approval: SwapBuildCall, expectation: SwapBuildExpectation, swapTarget: string): bigint | string {
  if (expectation.source === 'native') return 'The native currency needs no approval';
  if (approval.to.toLowerCase() !== expectation.source) return 'The approval is not on the token being swapped';
  if (approval.value !== 0n) return 'The approval sends native currency';
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: approval.data });
  } catch {
    return 'The approval is not an ERC-20 approve';
  }
  if (decoded.functionName !== 'approve') return 'The approval is not an ERC-20 approve';
  const [spender, amount] = decoded.args;
  if (spender.toLowerCase() !== swapTarget) return 'The approval is for another spender than the swap';
  if (amount < expectation.amountIn) return 'The approval does not cover the amount';
  return amount;
}

function routerCallProblem(call: SwapRouterCall, expectation: SwapBuildExpectation): string | undefined {
  const nativeIn = expectation.source === 'native';
  const nativeOut = expectation.destination === 'native';
  const wanted = nativeIn ? 'swapExactETHForTokens' : nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  if (call.functionName !== wanted) return `The router call is ${call.functionName}, not ${wanted}`;
  if (!nativeIn && call.amountIn !== expectation.amountIn) return `The router call takes ${call.amountIn} where ${expectation.amountIn} was typed`;
  if (call.amountOutMin < expectation.minimumOut) return `The router call accepts ${call.amountOutMin}, below the minimum shown (${expectation.minimumOut})`;
  if (call.recipient !== expectation.account) return 'The router call pays another recipient';
  if (call.path.length < 2) return 'The router call has no path';
  if (!nativeIn && call.path[0] !== expectation.source) return 'The router call starts from another token';
  if (!nativeOut && call.path.at(-1) !== expectation.destination) return 'The router call ends in another token';
  return undefined;
}
