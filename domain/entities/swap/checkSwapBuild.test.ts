import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkSwapBuild, type SwapBuildCall, type SwapBuildExpectation } from './checkSwapBuild.js';
import { SWAP_ROUTER_ABI } from './swapRouterCall.js';

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ROUTER = '0xcba6b9a951749b8735c603e7ffc5151849248772';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const WETH = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const WRAPPED = '0x057ef64e23666f000b34ae31332854acbd1c8544';
const DEAD = '0x000000000000000000000000000000000000dead';

const ethToUsdc: SwapBuildExpectation = { account: ACCOUNT, source: 'native', destination: USDC, amountIn: 10n ** 17n, minimumOut: 297_000_000n };
const usdcToWeth: SwapBuildExpectation = { account: ACCOUNT, source: USDC, destination: WETH, amountIn: 10_000_000n, minimumOut: 3n * 10n ** 15n };

const nativeSwap = (over: { min?: bigint; to?: string; path?: string[] } = {}): SwapBuildCall => ({
  to: ROUTER,
  value: 10n ** 17n,
  gas: 150_000n,
  data: encodeFunctionData({
    abi: SWAP_ROUTER_ABI,
    functionName: 'swapExactETHForTokens',
    args: [over.min ?? 297_000_000n, (over.path ?? [WRAPPED, USDC]) as `0x${string}`[], (over.to ?? ACCOUNT) as `0x${string}`, 2n ** 40n],
  }),
});
const tokenSwap = (amountIn = 10_000_000n): SwapBuildCall => ({
  to: ROUTER,
  value: 0n,
  gas: 150_000n,
  data: encodeFunctionData({ abi: SWAP_ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [amountIn, 3n * 10n ** 15n, [USDC, WETH], ACCOUNT, 2n ** 40n] }),
});
const approval = (spender: string = ROUTER, amount = maxUint256): SwapBuildCall => ({
  to: USDC,
  value: 0n,
  gas: 60_000n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] }),
});

describe('checkSwapBuild', () => {
  it('passes honest builds, decoding the router call and the approved amount', () => {
    const native = checkSwapBuild({ expectation: ethToUsdc, swap: nativeSwap() });
    expect(native).toMatchObject({ ok: true, approvalAmount: undefined, routerCall: { functionName: 'swapExactETHForTokens', amountOutMin: 297_000_000n } });
    expect(checkSwapBuild({ expectation: usdcToWeth, swap: tokenSwap(), approval: approval() })).toMatchObject({ ok: true, approvalAmount: maxUint256 });
    // Calldata no known router speaks: nothing to refuse without a chain (the simulation, or the preview's note, decides).
    expect(checkSwapBuild({ expectation: ethToUsdc, swap: { ...nativeSwap(), data: '0xdeadbeef' } })).toMatchObject({ ok: true, routerCall: undefined });
  });

  it.each([
    ['3 ETH where 0.1 was typed', ethToUsdc, { ...nativeSwap(), value: 3n * 10n ** 18n }, undefined, /native currency/],
    ['value on a token swap', usdcToWeth, { ...tokenSwap(), value: 1n }, undefined, /native currency/],
    ['the token itself as target', usdcToWeth, { ...tokenSwap(), to: USDC }, undefined, /not a router/],
    ['a gas limit of 0', ethToUsdc, { ...nativeSwap(), gas: 0n }, undefined, /gas limit/],
    ['a huge gas limit', ethToUsdc, { ...nativeSwap(), gas: 10n ** 9n }, undefined, /gas limit/],
    ['another recipient', ethToUsdc, nativeSwap({ to: DEAD }), undefined, /another recipient/],
    ['a minimum below the shown one', ethToUsdc, nativeSwap({ min: 0n }), undefined, /below the minimum/],
    ['another destination', ethToUsdc, nativeSwap({ path: [WRAPPED, WETH] }), undefined, /another token/],
    ['more taken than typed', usdcToWeth, tokenSwap(10_000_001n), undefined, /takes 10000001/],
    ['another function', usdcToWeth, { ...nativeSwap(), value: 0n }, undefined, /not swapExactTokensForTokens/],
    ['an approval for another spender', usdcToWeth, tokenSwap(), approval(DEAD), /another spender/],
    ['an approval below the amount', usdcToWeth, tokenSwap(), approval(ROUTER, 9_999_999n), /does not cover/],
    ['an approval on another token', usdcToWeth, tokenSwap(), { ...approval(), to: WETH }, /another token|not on the token/],
    ['an approval with value', usdcToWeth, tokenSwap(), { ...approval(), value: 1n }, /sends native/],
    ['an approval that is a transfer', usdcToWeth, tokenSwap(), { ...approval(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEAD, 1n] }) }, /not an ERC-20 approve/],
  ] as const)('refuses %s', (_, expectation, swap, approvalCall, reason) => {
    const checked = checkSwapBuild({ expectation, swap, approval: approvalCall });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(reason);
  });
});
