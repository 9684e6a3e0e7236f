/**
 * The convert routes against real chains (Uniswap V2 and SwapFeeRouter deployed by startChains): quotes equal
 * what the chain delivers, built transactions are accepted as sent, the fee account gets 0.85% of the input.
 * Each test starts from the same chain A state (evm_snapshot / evm_revert). Refused input: convert-input.test.ts.
 */
import { createTestClient, decodeFunctionData, formatEther, encodeFunctionData, erc20Abi, http, maxUint256, type Address } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allowanceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  swapQuotesResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { DEPLOYED_CONTRACTS, DEV_AMM, SWAP_FEE_ACCOUNT, SWAP_FEE_ROUTER_ABI, swapFee, UNISWAP_V2_ROUTER_ABI } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { getJson } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import {
  accountId,
  approveThroughCloud,
  assetId,
  balanceOf,
  builtSwap,
  chainClients,
  gainedBy,
  requestQuote,
  requestSwap,
  sendBuilt,
  type SwapAssetKey,
} from './testing/swap-client.js';
import { SWAP_FIXED_GAS_LIMIT } from './convert/transaction-fees.js';

const A = 31337;
const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);
const bob = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey);
const AMM_ADDRESS: Record<SwapAssetKey, Address> = { native: DEV_AMM.weth9, usdc: DEPLOYED_CONTRACTS.usdc, weth: DEPLOYED_CONTRACTS.weth };

let world: ChainWorld;
let snapshot: `0x${string}`;

beforeAll(async () => {
  world = await startChainWorld();
}, 60_000);
afterAll(() => world.stop());

const chainA = () => {
  const chain = world.chains.chains.find((candidate) => candidate.chainId === A);
  if (!chain) throw new Error('chain A is not running');
  return chain.viemChain;
};
const testClient = () => createTestClient({ mode: 'anvil', transport: http(chainA().rpcUrls.default.http[0]) });

beforeEach(async () => {
  snapshot = await testClient().snapshot();
});
afterEach(async () => {
  await testClient().revert({ id: snapshot });
});

type Swap = { from: SwapAssetKey; to: SwapAssetKey; amount: bigint; account?: PrivateKeyAccount };

const request = ({ account = alice, ...swap }: Swap) => ({ chainId: A, account, ...swap });

async function quoteOf(swap: Swap) {
  const { status, body } = await requestQuote(world.cloud, request(swap));
  expect(status, JSON.stringify(body)).toBe(200);
  const [quote] = swapQuotesResponseSchema.parse(body).quotes;
  if (!quote) throw new Error('no quote');
  return quote;
}

async function buildSwap(swap: Swap, extra: Record<string, unknown> = {}) {
  const { status, body } = await requestSwap(world.cloud, request(swap), extra);
  expect(status, JSON.stringify(body)).toBe(200);
  return builtSwap(body);
}

const approveFeeRouter = (asset: 'usdc' | 'weth', account = alice) => approveThroughCloud(world.cloud, chainA(), account, asset);

/** The router's own answer for the same swap: getAmountsOut on the input less the fee. */
async function routerAmountOut({ from, to, amount }: Swap): Promise<bigint> {
  const { publicClient } = chainClients(chainA(), alice);
  const amounts = await publicClient.readContract({
    address: DEV_AMM.router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount - swapFee(amount), [AMM_ADDRESS[from], AMM_ADDRESS[to]]],
  });
  return amounts[amounts.length - 1] ?? 0n;
}

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price, fast +25% and instant +50%", async () => {
    const { publicClient } = chainClients(chainA(), alice);
    const { status, body } = await getJson(world.cloud, '/v1/convert/gas-price', { chainId: `eip155:${A}` });
    expect(status).toBe(200);
    const prices = gasPriceResponseSchema.parse(body);
    const standard = BigInt(prices.standard);
    expect(standard).toBe(await publicClient.getGasPrice());
    expect(prices).toEqual({ standard: `${standard}`, fast: `${(standard * 125n) / 100n}`, instant: `${(standard * 150n) / 100n}` });
  });
});

describe('GET /v1/convert/quotes', () => {
  it("equals the router's getAmountsOut on the input less 0.85%, for each pool and direction", async () => {
    const swaps: Swap[] = [
      { from: 'native', to: 'usdc', amount: 10n ** 18n },
      { from: 'usdc', to: 'native', amount: 2_500_000_000n },
      { from: 'usdc', to: 'weth', amount: 123_456_789n },
      { from: 'weth', to: 'native', amount: 3n * 10n ** 17n },
    ];
    for (const swap of swaps) {
      const quote = await quoteOf(swap);
      expect(quote).toMatchObject({ fromAmount: swap.amount.toString(), fromAccount: assetId(A, swap.from), toAccount: assetId(A, swap.to) });
      expect(quote.id).toMatch(/^eip155:31337:\d+$/);
      expect(BigInt(quote.toAmount)).toBe(await routerAmountOut(swap));
    }
  });

  it('refuses an amount too small to return anything', async () => {
    // 1 wei of WETH is worth far less than USDC's smallest unit.
    const { status, body } = await requestQuote(world.cloud, request({ from: 'weth', to: 'usdc', amount: 1n }));
    expect(status).toBe(400);
    expect(reasonNames(body)).toEqual(['query.amount']);
  });
});

describe('approval', () => {
  it('GET /v1/convert/allowance reads allowance(user, fee router); build-approve makes it unlimited', async () => {
    const read = async () =>
      allowanceResponseSchema.parse(
        (await getJson(world.cloud, '/v1/convert/allowance', { tokenAddress: assetId(A, 'usdc'), userAddress: accountId(A, alice.address) })).body,
      ).allowance;
    expect(await read()).toBe('0');
    const tx = await approveFeeRouter('usdc');
    expect(tx).toMatchObject({ from: alice.address, to: DEPLOYED_CONTRACTS.usdc, value: '0' });
    expect(tx.data).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEV_AMM.feeRouter, maxUint256] }));
    expect(BigInt(tx.eip155.gas)).toBeGreaterThan(21_000n);
    expect(await read()).toBe(maxUint256.toString());
  });
});

describe('POST /v1/convert/build-transaction', () => {
  it('ETH -> USDC: sends the input as value and delivers exactly the quote; the fee account gets 0.85% in ETH', async () => {
    const swap: Swap = { from: 'native', to: 'usdc', amount: 2n * 10n ** 18n };
    const quote = await quoteOf(swap);
    const tx = await buildSwap(swap);
    expect(tx).toMatchObject({ from: alice.address, to: DEV_AMM.feeRouter, amount: swap.amount.toString() });
    const call = decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: tx.data as `0x${string}` });
    expect(call.functionName).toBe('swapExactETHForTokens');
    const [amountOutMin, path, recipient, deadline] = call.args as [bigint, Address[], Address, bigint];
    expect(amountOutMin).toBe((BigInt(quote.toAmount) * 99n) / 100n);
    expect(path).toEqual([DEV_AMM.weth9, DEPLOYED_CONTRACTS.usdc]);
    expect(recipient).toBe(alice.address);
    expect(deadline).toBeGreaterThan(BigInt(Math.floor(Date.now() / 1000)));

    const feeBefore = await balanceOf(chainA(), 'native', SWAP_FEE_ACCOUNT);
    const ethBefore = await balanceOf(chainA(), 'native', alice.address);
    let gasCost = 0n;
    const received = await gainedBy(chainA(), 'usdc', alice.address, async () => {
      const sent = await sendBuilt(chainA(), alice, tx);
      gasCost = sent.gasCost;
      return sent;
    });
    expect(received).toBe(BigInt(quote.toAmount));
    expect(ethBefore - (await balanceOf(chainA(), 'native', alice.address)) - gasCost).toBe(swap.amount);
    expect((await balanceOf(chainA(), 'native', SWAP_FEE_ACCOUNT)) - feeBefore).toBe((swap.amount * 85n) / 10_000n);
  });

  it('USDC -> ETH after approval: delivers the quoted ETH (gas aside); the fee account gets 0.85% in USDC', async () => {
    const swap: Swap = { from: 'usdc', to: 'native', amount: 1_234_567_891n };
    await approveFeeRouter('usdc');
    const quote = await quoteOf(swap);
    const tx = await buildSwap(swap);
    expect(tx.amount).toBe('0');
    expect(decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: tx.data as `0x${string}` }).functionName).toBe('swapExactTokensForETH');
    const feeBefore = await balanceOf(chainA(), 'usdc', SWAP_FEE_ACCOUNT);
    const usdcBefore = await balanceOf(chainA(), 'usdc', alice.address);
    const received = await gainedBy(chainA(), 'native', alice.address, () => sendBuilt(chainA(), alice, tx));
    expect(received).toBe(BigInt(quote.toAmount));
    expect(usdcBefore - (await balanceOf(chainA(), 'usdc', alice.address))).toBe(swap.amount);
    expect((await balanceOf(chainA(), 'usdc', SWAP_FEE_ACCOUNT)) - feeBefore).toBe(10_493_827n); // 1,234.567891 USDC x 0.85%, rounded down
  });

  it('WETH -> USDC token to token, and at least the minimum when the pool moved in between', async () => {
    const swap: Swap = { from: 'weth', to: 'usdc', amount: 10n ** 18n };
    await approveFeeRouter('weth');
    const quote = await quoteOf(swap);
    const tx = await buildSwap(swap);
    expect(decodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, data: tx.data as `0x${string}` }).functionName).toBe('swapExactTokensForTokens');
    // Bob sells WETH into the same pool first: the price moves against alice, by less than her 1% slippage.
    await approveFeeRouter('weth', bob);
    const bobTx = await buildSwap({ ...swap, amount: 10n ** 17n, account: bob });
    expect((await sendBuilt(chainA(), bob, bobTx)).status).toBe('success');
    const received = await gainedBy(chainA(), 'usdc', alice.address, () => sendBuilt(chainA(), alice, tx));
    expect(received).toBeLessThan(BigInt(quote.toAmount));
    expect(received).toBeGreaterThanOrEqual((BigInt(quote.toAmount) * 99n) / 100n);
  });

  it('answers 400 when the swap would revert (no approval), and the fixed gas limit with disableEstimate', async () => {
    const swap: Swap = { from: 'usdc', to: 'weth', amount: 1_000_000n, account: bob };
    const refused = await requestSwap(world.cloud, request(swap), { eip155: { slippage: 0.5 } });
    expect(refused.status).toBe(400);
    expect(reasonNames(refused.body)).toEqual(['body.from']);
    const unestimated = await buildSwap(swap, { disableEstimate: true });
    expect(unestimated.eip155.gas).toBe(SWAP_FIXED_GAS_LIMIT.toString());
  });

  it('refuses more ETH than the account holds (estimate fails)', async () => {
    const { status, body } = await requestSwap(world.cloud, request({ from: 'native', to: 'usdc', amount: 10n ** 24n }));
    expect(status).toBe(400);
    expect(reasonNames(body)).toEqual(['body.from']);
  });
});

describe('history', () => {
  it("shows a swap in the sender's activity as a trade: the input out (fee included), the output in", async () => {
    const swap: Swap = { from: 'usdc', to: 'native', amount: 3_000_000_000n };
    await approveFeeRouter('usdc');
    const quote = await quoteOf(swap);
    const sent = await sendBuilt(chainA(), alice, await buildSwap(swap));
    const { status, body } = await getJson(world.cloud, `/v1/account/${alice.address}/history`, { chainId: `eip155:${A}` });
    expect(status).toBe(200);
    const [latest, previous] = historyResponseSchema.parse(body).data;
    expect(latest?.metadata).toMatchObject({ operationType: 'trade', hash: sent.hash, sentFrom: alice.address, sentTo: DEV_AMM.feeRouter });
    expect(latest?.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'USDC' }), direction: 'out', quantity: { numeric: '3000' } }),
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'ETH' }), direction: 'in', quantity: { numeric: formatEther(BigInt(quote.toAmount)) } }),
    ]);
    // The approval before it moved nothing: it is not listed. The seeded transfers are.
    expect(previous?.metadata.operationType).not.toBe('trade');
  });
});
