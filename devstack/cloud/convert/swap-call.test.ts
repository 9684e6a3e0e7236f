import { decodeFunctionData, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { SWAP_FEE_ROUTER_ABI } from '../../chains/amm.js';
import { minimumOut, SWAP_DEADLINE_SECONDS, swapCall, swapDeadline } from './swap-call.js';

const A: Address = '0x000000000000000000000000000000000000000A';
const B: Address = '0x000000000000000000000000000000000000000b';
const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('minimumOut', () => {
  it('takes the slippage off in parts per million, rounding down', () => {
    expect(minimumOut(1000n, 10_000n)).toBe(990n);
    expect(minimumOut(999n, 10_000n)).toBe(989n); // 989.01
    expect(minimumOut(1000n, 0n)).toBe(1000n);
    expect(minimumOut(1000n, 500_000n)).toBe(500n);
    expect(minimumOut(2n ** 256n - 1n, 1n)).toBe(((2n ** 256n - 1n) * 999_999n) / 1_000_000n);
  });
});

describe('swapDeadline', () => {
  it('counts from the later of the latest block and now', () => {
    expect(swapDeadline(2_000_000_000n, new Date(1_000_000_000_000))).toBe(2_000_000_000n + SWAP_DEADLINE_SECONDS);
    expect(swapDeadline(1_000n, new Date(1_000_000_000_999))).toBe(1_000_000_000n + SWAP_DEADLINE_SECONDS);
  });
});

describe('swapCall', () => {
  const base = { path: [A, B], amountIn: 5n, amountOutMin: 3n, recipient: USER, deadline: 99n };

  it('sends the input as value for native input', () => {
    const call = swapCall({ ...base, nativeIn: true, nativeOut: false });
    expect(call.value).toBe(5n);
    expect(decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: call.data })).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [3n, [A, B], USER, 99n],
    });
  });

  it('calls swapExactTokensForETH for native output and swapExactTokensForTokens otherwise, with no value', () => {
    const toNative = swapCall({ ...base, nativeIn: false, nativeOut: true });
    expect(toNative.value).toBe(0n);
    expect(decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: toNative.data })).toEqual({
      functionName: 'swapExactTokensForETH',
      args: [5n, 3n, [A, B], USER, 99n],
    });
    const tokens = swapCall({ ...base, nativeIn: false, nativeOut: false });
    expect(decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: tokens.data }).functionName).toBe('swapExactTokensForTokens');
  });
});
