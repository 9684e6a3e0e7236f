/**
 * Issue 25, item 1: the swap sends only what the person saw. Random lies in the swap API's build-transaction
 * and build-approve answers (another target, value, recipient, minimum, amount, path, function, spender,
 * approved amount, gas, or calldata no router knows) are driven through the swap use case over the fakes,
 * with a model chain answering the simulation (swapChainModel.ts). Whatever the lie, nothing reaches the
 * wallet and the person reads the refusal; honest answers still swap. Where the chain cannot simulate, every
 * lie the calldata shows is refused the same way, and the rest is never presented as simulated.
 */
import fc from 'fast-check';
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { BuildApproveResponse, BuildSwapResponse } from '../../domain/entities/api/blockchain-api.schema.js';
import { DEFAULT_DEBOUNCE_MS } from '../../domain/entities/constants.js';
import { SWAP_ROUTER_ABI } from '../../domain/entities/swap/swapRouterCall.js';
import { honestApproveBuild, honestSwapBuild, oneForOne, swapChainModel } from '../../domain/usecases/swap/testing/swapChainModel.js';
import { createSwapWorld, FROM, NETWORK, USDC, WETH } from '../../domain/usecases/swap/testing/swapWorld.js';
import { FAKE_SWAP_ROUTER } from '../fakes/blockchain-api.fake.js';
import { flushMicrotasks } from '../fakes/virtual-scheduler.fake.js';

const runs = { numRuns: 150 };
const usdc = USDC.toLowerCase();
const weth = WETH.toLowerCase();
const DECIMALS = { native: 18, [usdc]: 6, [weth]: 18 };
const amountOut = oneForOne(DECIMALS);
const assetOf = (caip: string) => {
  const plain = caip.slice(caip.lastIndexOf(':') + 1).toLowerCase();
  return plain === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' ? 'native' : plain;
};
const REFUSED = 'The swap was stopped: its transaction does not match the quote';

type Pair = { from: 'ETH' | 'USDC'; to: 'USDC' | 'WETH' | 'ETH'; amount: string };
const pairs = fc.oneof(
  fc.record({ from: fc.constant('ETH' as const), to: fc.constant('USDC' as const), amount: fc.integer({ min: 1, max: 1400 }).map((milli) => String(milli / 1000)) }),
  fc.record({ from: fc.constant('USDC' as const), to: fc.constantFrom('WETH' as const, 'ETH' as const), amount: fc.integer({ min: 1, max: 100 }).map(String) }),
);

type Built = { swap: BuildSwapResponse; approve: BuildApproveResponse };
/** A lie: how it rewrites the honest answers, and whether only a simulation can see it. */
type Lie = {
  name: string;
  onlySimulationSees: boolean;
  /** The pairs the lie means something for (an approval lie needs a token source, a value lie a native one, ...). */
  appliesTo?: (pair: Pair) => boolean;
  apply: (built: Built) => Built;
};
const tokenSource = (pair: Pair) => pair.from !== 'ETH';
const nativeSource = (pair: Pair) => pair.from === 'ETH';
const tokenDestination = (pair: Pair) => pair.to !== 'ETH';

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Hex).filter((hex) => hex !== FAKE_SWAP_ROUTER && hex !== FROM.toLowerCase());

/** The honest swap call re-encoded with some of its arguments changed. */
function reencode(swap: BuildSwapResponse, change: (args: unknown[], name: string) => { name?: string; args: unknown[] }): BuildSwapResponse {
  const decoded = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data: swap.tx.data as Hex });
  const next = change([...decoded.args], decoded.functionName);
  const data = encodeFunctionData({ abi: SWAP_ROUTER_ABI, functionName: (next.name ?? decoded.functionName) as never, args: next.args as never });
  return { tx: { ...swap.tx, data } };
}
/** The index of an argument in both shapes (swapExactETHForTokens has no amountIn). */
const at = (name: string, index: number) => (name === 'swapExactETHForTokens' ? index - 1 : index);

const lies: fc.Arbitrary<Lie> = fc.oneof(
  address.map((to) => ({ name: `swap sent to ${to}`, onlySimulationSees: true, apply: (b: Built) => ({ ...b, swap: { tx: { ...b.swap.tx, to } } }) })),
  // A token source sends no value whatever the answer says (toSwapTransaction), so only a native one can lie here.
  fc.bigInt({ min: 1n, max: 10n ** 21n }).map((delta) => ({
    name: `value off by ${delta}`,
    onlySimulationSees: false,
    appliesTo: nativeSource,
    apply: (b: Built) => ({ ...b, swap: { tx: { ...b.swap.tx, amount: String(BigInt(b.swap.tx.amount) + delta) } } }),
  })),
  address.map((recipient) => ({
    name: `paid to ${recipient}`,
    onlySimulationSees: false,
    apply: (b: Built) => ({ ...b, swap: reencode(b.swap, (args, name) => ({ args: args.map((arg, index) => (index === at(name, 3) ? recipient : arg)) })) }),
  })),
  fc.constantFrom(0n, 1n).map((minimum) => ({
    name: `minimum out ${minimum}`,
    onlySimulationSees: false,
    apply: (b: Built) => ({ ...b, swap: reencode(b.swap, (args, name) => ({ args: args.map((arg, index) => (index === at(name, 1) ? minimum : arg)) })) }),
  })),
  fc.bigInt({ min: 1n, max: 10n ** 8n }).map((extra) => ({
    name: `takes ${extra} more`,
    onlySimulationSees: false,
    appliesTo: tokenSource,
    apply: (b: Built) => ({ ...b, swap: reencode(b.swap, (args, name) => ({ args: name === 'swapExactETHForTokens' ? args : args.map((arg, index) => (index === 0 ? (arg as bigint) + extra : arg)) })) }),
  })),
  // A native destination's path ends in the wrapped native token, which the router checks, not the client.
  fc.constant({
    name: 'ends in another token',
    onlySimulationSees: false,
    appliesTo: tokenDestination,
    apply: (b: Built) => ({ ...b, swap: reencode(b.swap, (args, name) => ({ args: args.map((arg, index) => (index === at(name, 2) ? [...(arg as string[]).slice(0, -1), FAKE_SWAP_ROUTER] : arg)) })) }),
  }),
  fc.uint8Array({ minLength: 4, maxLength: 100 }).map((bytes) => ({
    name: 'calldata no router knows',
    onlySimulationSees: true,
    apply: (b: Built) => ({ ...b, swap: { tx: { ...b.swap.tx, data: `0xdeadbeef${Buffer.from(bytes).toString('hex')}` } } }),
  })),
  fc.constantFrom('0', '20999', '2000001', '99999999999').map((gas) => ({
    name: `gas ${gas}`,
    onlySimulationSees: false,
    apply: (b: Built) => ({ ...b, swap: { tx: { ...b.swap.tx, eip155: { ...b.swap.tx.eip155, gas } } } }),
  })),
  fc.bigInt({ min: 1n, max: 10n ** 18n }).map((amount) => ({
    name: `moves the source token out directly (${amount})`,
    onlySimulationSees: false,
    appliesTo: tokenSource,
    apply: (b: Built) => ({ ...b, swap: { tx: { ...b.swap.tx, to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FAKE_SWAP_ROUTER, amount] }) } } }),
  })),
  address.map((spender) => ({
    name: `approves ${spender}`,
    onlySimulationSees: false,
    appliesTo: tokenSource,
    apply: (b: Built) => ({ ...b, approve: { tx: { ...b.approve.tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 2n ** 256n - 1n] }) } } }),
  })),
  fc.constant({
    name: 'approves too little',
    onlySimulationSees: false,
    appliesTo: tokenSource,
    apply: (b: Built) => ({ ...b, approve: { tx: { ...b.approve.tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [FAKE_SWAP_ROUTER, 1n] }) } } }),
  }),
  fc.constant({ name: 'approves on another token', onlySimulationSees: false, appliesTo: tokenSource, apply: (b: Built) => ({ ...b, approve: { tx: { ...b.approve.tx, to: WETH } } }) }),
  fc.constant({ name: 'approval carries value', onlySimulationSees: false, appliesTo: tokenSource, apply: (b: Built) => ({ ...b, approve: { tx: { ...b.approve.tx, value: '1' } } }) }),
);

function world({ simulates, allowance }: { simulates: boolean; allowance: bigint }) {
  const created = createSwapWorld();
  const { api, adapter } = created;
  api.setAllowance(`${NETWORK}:${USDC}`, `${NETWORK}:${FROM}`, allowance.toString());
  api.quoteFor = (params) => {
    const toAmount = amountOut(BigInt(params.amount), assetOf(params.from), assetOf(params.to)).toString();
    return { quotes: [{ id: 'q', fromAmount: params.amount, fromAccount: params.from, toAmount, toAccount: params.to }] };
  };
  const honest = (params: Parameters<typeof api.swapTransactionFor>[0]) =>
    honestSwapBuild(params, amountOut(BigInt(params.amount), assetOf(params.from), assetOf(params.to)));
  if (simulates) {
    adapter.simulation = swapChainModel({
      decimals: DECIMALS,
      balances: { native: 1_500_000_000_000_000_000n, [usdc]: 100_250_000n, [weth]: 0n },
      amountOut,
      allowances: { [`${usdc}|${FAKE_SWAP_ROUTER}`]: allowance },
      mined: () => adapter.sentTransactions.flatMap((sent) => (sent.kind === 'send' ? [sent.transaction] : [])),
    });
  }
  return { ...created, honest };
}

/** Opens the swap, lets the quote and the builds land, then presses Approve and Swap as the preview would. */
async function trySwap(created: ReturnType<typeof world>, pair: Pair): Promise<void> {
  await created.openSwap({ fromToken: pair.from, toToken: pair.to, amount: pair.amount });
  await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
  await flushMicrotasks();
  if (created.swap.snapshot.approvalTransaction) await created.swap.approve().catch(() => undefined);
  if (created.swap.snapshot.swapTransaction) await created.swap.swap().catch(() => undefined);
}

describe('a lying build answer never reaches the wallet (property)', () => {
  it('on a chain that simulates, every lie is refused before the wallet is asked', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, lies, fc.boolean(), async (pair, lie, shortAllowance) => {
        const created = world({ simulates: true, allowance: shortAllowance || lie.appliesTo === tokenSource ? 0n : 10n ** 12n });
        created.api.swapTransactionFor = (params) => lie.apply({ swap: created.honest(params), approve: honestApproveBuild({ ...params }) }).swap;
        created.api.approveTransactionFor = (params) => lie.apply({ swap: created.honest({ ...params, amount: '1', slippage: 1 }), approve: honestApproveBuild(params) }).approve;
        await trySwap(created, pair);
        if (lie.appliesTo && !lie.appliesTo(pair)) return;
        expect(created.adapter.sentTransactions, lie.name).toEqual([]);
        expect(created.provider.requests, lie.name).toEqual([]);
        expect(created.swap.snapshot.error?.shortMessage, lie.name).toBe(REFUSED);
        expect(created.swap.snapshot.swapTransaction).toBeUndefined();
        expect(created.swap.snapshot.approvalTransaction).toBeUndefined();
      }),
      runs,
    );
  });

  it('on a chain that cannot simulate, every lie the calldata shows is refused, and the rest is not shown as simulated', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, lies, async (pair, lie) => {
        const created = world({ simulates: false, allowance: lie.appliesTo === tokenSource ? 0n : 10n ** 12n });
        created.api.swapTransactionFor = (params) => lie.apply({ swap: created.honest(params), approve: honestApproveBuild({ ...params }) }).swap;
        created.api.approveTransactionFor = (params) => lie.apply({ swap: created.honest({ ...params, amount: '1', slippage: 1 }), approve: honestApproveBuild(params) }).approve;
        await created.openSwap({ fromToken: pair.from, toToken: pair.to, amount: pair.amount });
        await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
        await flushMicrotasks();
        if (lie.appliesTo && !lie.appliesTo(pair)) return;
        const { buildCheck, error } = created.swap.snapshot;
        if (lie.onlySimulationSees) {
          expect(error?.shortMessage === REFUSED || buildCheck?.verifiedBy !== 'simulation', lie.name).toBe(true);
          return;
        }
        expect(error?.shortMessage, lie.name).toBe(REFUSED);
        expect(created.swap.snapshot.swapTransaction ?? created.swap.snapshot.approvalTransaction).toBeUndefined();
        if (created.swap.snapshot.swapTransaction) await created.swap.swap().catch(() => undefined);
        expect(created.adapter.sentTransactions, lie.name).toEqual([]);
      }),
      runs,
    );
  });

  it('honest answers pass the same checks: the approval and the swap reach the wallet as built, simulated', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, fc.boolean(), async (pair, shortAllowance) => {
        const created = world({ simulates: true, allowance: shortAllowance ? 0n : 10n ** 12n });
        created.api.swapTransactionFor = created.honest;
        created.api.approveTransactionFor = honestApproveBuild;
        await created.openSwap({ fromToken: pair.from, toToken: pair.to, amount: pair.amount });
        await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
        await flushMicrotasks();
        expect(created.swap.snapshot.error).toBeUndefined();
        expect(created.swap.snapshot.buildCheck?.verifiedBy).toBe('simulation');
        expect(created.swap.snapshot.buildCheck?.pay).toBe(pair.amount);
        const approval = created.swap.snapshot.approvalTransaction;
        if (approval) {
          expect(created.swap.snapshot.buildCheck?.approvalAmount).toBe('unlimited');
          created.api.setAllowance(`${NETWORK}:${USDC}`, `${NETWORK}:${FROM}`, (10n ** 12n).toString());
          await created.swap.approve();
        }
        await created.swap.swap();
        const sent = created.adapter.sentTransactions.map((entry) => (entry.kind === 'send' ? entry.transaction.to.toLowerCase() : ''));
        expect(sent).toEqual([...(approval ? [usdc] : []), FAKE_SWAP_ROUTER]);
      }),
      { numRuns: 40 },
    );
  });
});
