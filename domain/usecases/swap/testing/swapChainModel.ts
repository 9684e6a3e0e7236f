/**
 * A small model of a chain with one router, for the swap build checks' tests: it runs what ChainAdapter
 * .simulateCalls is given the way a chain would (ERC-20 approvals, the router's three exact-input swaps at a
 * fixed rate, and a plain value transfer for anything else) and answers the account's balances before and
 * after. `honestSwapBuild` and `honestApproveBuild` answer the build calls as an honest swap API would.
 */
import { decodeFunctionData, encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import type { BuildApproveResponse, BuildSwapResponse } from '../../../entities/api/blockchain-api.schema.js';
import { SWAP_NATIVE_TOKEN_PLAIN_ADDRESS } from '../../../entities/constants.js';
import { SWAP_ROUTER_ABI } from '../../../entities/swap/swapRouterCall.js';
import type { SimulateCallsParameters, SimulateCallsResult } from '../../../../ports/chain-adapter.port.js';
import type { BlockchainApiParams } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FAKE_SWAP_ROUTER } from '../../../../tests/fakes/blockchain-api.fake.js';

const plain = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase();
const TRANSFER_SELECTOR = '0xa9059cbb';
/** The model's wrapped native token, which a router path starts or ends with for the native currency. */
const WRAPPED_NATIVE = '0x4200000000000000000000000000000000000006';

export type SwapChainModelOptions = {
  /** Decimals of each asset ('native' or a lower-case token address). */
  decimals: Readonly<Record<string, number>>;
  /** The account's balances before the calls, per asset. */
  balances: Readonly<Record<string, bigint>>;
  /** What the router pays out for `amountIn` of `from` in `to` (base units). */
  amountOut: (amountIn: bigint, from: string, to: string) => bigint;
  /** Allowances on chain before the calls, by `<token>|<spender>` (lower case). */
  allowances?: Readonly<Record<string, bigint>>;
  /** Transactions already mined (the fake adapter's sent ones): their approvals hold in every simulation. */
  mined?: () => readonly { to: string; data?: string | undefined }[];
};

/** Whole units of one asset buy whole units of another, one for one (1 USDC = 1 ETH = 1 WETH). */
export function oneForOne(decimals: Readonly<Record<string, number>>) {
  return (amountIn: bigint, from: string, to: string): bigint => (amountIn * 10n ** BigInt(decimals[to] ?? 18)) / 10n ** BigInt(decimals[from] ?? 18);
}

/** ChainAdapter.simulateCalls over the model, for FakeChainAdapter.simulation. */
export function swapChainModel(options: SwapChainModelOptions) {
  return (params: SimulateCallsParameters): SimulateCallsResult => {
    const account = params.from.toLowerCase();
    const ledger = new Map(Object.entries(options.balances));
    const allowances = new Map<string, bigint>(Object.entries(options.allowances ?? {}));
    for (const { to, data } of options.mined?.() ?? []) {
      if (!data?.startsWith('0x095ea7b3')) continue;
      const [spender, amount] = decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` }).args as [string, bigint];
      allowances.set(`${to.toLowerCase()}|${spender.toLowerCase()}`, amount);
    }
    const assets = ['native', ...params.tokens.map((token) => token.toLowerCase())];
    const before = assets.map((asset) => ledger.get(asset) ?? 0n);
    const transfersOut: { token: string; value: bigint }[] = [];
    const move = (asset: string, delta: bigint) => {
      const next = (ledger.get(asset) ?? 0n) + delta;
      if (next < 0n) throw new Error('insufficient balance');
      ledger.set(asset, next);
    };
    /** Runs one call; answers the gas it used. */
    const run = (to: string, data: `0x${string}`, value: bigint): bigint => {
      move('native', -value);
      if (to === FAKE_SWAP_ROUTER.toLowerCase()) {
        routerSwap(data, value);
        return 120_000n;
      }
      if (ledger.has(to) && data.startsWith(TRANSFER_SELECTOR)) {
        const [, amount] = decodeFunctionData({ abi: erc20Abi, data }).args as [string, bigint];
        move(to, -amount);
        transfersOut.push({ token: to, value: amount });
        return 35_000n;
      }
      if (ledger.has(to) && data.startsWith('0x095ea7b3')) {
        const [spender, amount] = decodeFunctionData({ abi: erc20Abi, data }).args as [string, bigint];
        allowances.set(`${to}|${spender.toLowerCase()}`, amount);
        return 46_000n;
      }
      return 21_000n;
    };
    const routerSwap = (data: `0x${string}`, value: bigint): void => {
      let decoded;
      try {
        decoded = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data });
      } catch {
        return; // calldata the router does not know: its fallback takes the value and does nothing
      }
      const nativeIn = decoded.functionName === 'swapExactETHForTokens';
      const args = decoded.args as readonly unknown[];
      const [amountIn, amountOutMin, path, recipient] = (nativeIn ? [value, ...args] : args) as [bigint, bigint, readonly string[], string];
      const from = nativeIn ? 'native' : (path[0] ?? '').toLowerCase();
      const to = decoded.functionName === 'swapExactTokensForETH' ? 'native' : (path.at(-1) ?? '').toLowerCase();
      if (!nativeIn) {
        const key = `${from}|${FAKE_SWAP_ROUTER.toLowerCase()}`;
        const allowance = allowances.get(key) ?? 0n;
        if (allowance < amountIn) throw new Error('allowance too low');
        allowances.set(key, allowance === maxUint256 ? allowance : allowance - amountIn);
        move(from, -amountIn);
        transfersOut.push({ token: from, value: amountIn });
      }
      const out = options.amountOut(amountIn, from, to);
      if (out < amountOutMin) throw new Error('too little received');
      if (recipient.toLowerCase() === account) move(to, out);
    };
    const calls = params.calls.map((call) => {
      const snapshot = new Map(ledger);
      try {
        const gasUsed = run(call.to.toLowerCase(), (call.data ?? '0x') as `0x${string}`, call.value ?? 0n);
        return { status: 'success' as const, gasUsed };
      } catch {
        for (const [asset, balance] of snapshot) ledger.set(asset, balance);
        return { status: 'reverted' as const, gasUsed: 30_000n };
      }
    });
    return {
      supported: true,
      calls,
      balances: assets.map((asset, index) => ({ asset, before: before[index] ?? 0n, after: ledger.get(asset) ?? 0n })),
      transfersOut,
    };
  };
}

/** What an honest swap API builds: the router's swap paying the account, at least the quote less the slippage. */
export function honestSwapBuild(params: BlockchainApiParams<'buildSwap'>, quoted: bigint): BuildSwapResponse {
  const [from, to, account] = [plain(params.from), plain(params.to), plain(params.userAddress)] as [`0x${string}`, `0x${string}`, `0x${string}`];
  const amountIn = BigInt(params.amount);
  const amountOutMin = (quoted * BigInt(Math.round((100 - params.slippage) * 10_000))) / 1_000_000n;
  const deadline = 2n ** 40n;
  const nativeIn = from === SWAP_NATIVE_TOKEN_PLAIN_ADDRESS;
  const nativeOut = to === SWAP_NATIVE_TOKEN_PLAIN_ADDRESS;
  const data = nativeIn
    ? encodeFunctionData({ abi: SWAP_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [amountOutMin, [WRAPPED_NATIVE, to], account, deadline] })
    : encodeFunctionData({
        abi: SWAP_ROUTER_ABI,
        functionName: nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [amountIn, amountOutMin, nativeOut ? [from, WRAPPED_NATIVE] : [from, to], account, deadline],
      });
  return {
    tx: { from: account, to: FAKE_SWAP_ROUTER, data, amount: nativeIn ? params.amount : '0', eip155: { gas: '150000', gasPrice: '1000000000' } },
  };
}

/** What an honest swap API builds for an approval: unlimited, to the router, on the source token. */
export function honestApproveBuild(params: BlockchainApiParams<'buildApprove'>): BuildApproveResponse {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [FAKE_SWAP_ROUTER, maxUint256] });
  return { tx: { from: plain(params.userAddress), to: plain(params.from), data, value: '0', eip155: { gas: '60000', gasPrice: '1000000000' } } };
}
