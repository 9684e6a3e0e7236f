/**
 * The local cloud's swap quote against the chain it quotes (issue 17): for random pool states (each run first
 * moves a random pool with a random trade) and random amounts, GET /v1/convert/quotes answers exactly what
 * the transaction POST /v1/convert/build-transaction builds then delivers, sent with no slippage allowed.
 * One anvil chain (A) and an in-memory cloud; every run starts from the same state (evm_snapshot/evm_revert).
 */
import fc from 'fast-check';
import { createTestClient, http, type Chain } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapQuotesResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { freePort, startChains, type RunningChains } from '../../devstack/chains/index.js';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { startTestCloud, type TestCloud } from '../../devstack/cloud/testing/cloud-client.js';
import {
  approveThroughCloud,
  builtSwap,
  gainedBy,
  requestQuote,
  requestSwap,
  sendBuilt,
  type SwapAssetKey,
} from '../../devstack/cloud/testing/swap-client.js';

const CHAIN_ID = 31337;
/** The deployer holds the most of every token, so it moves the pools; bob then trades. */
const mover = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);
const trader = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey);

let chains: RunningChains;
let cloud: TestCloud;
let chain: Chain;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const [running] = chains.chains;
  if (!running) throw new Error('chain A did not start');
  chain = running.viemChain;
  cloud = await startTestCloud({ dataDir: null, chains: [{ chainId: CHAIN_ID, rpcUrl: running.rpcUrl }], supportedChainIds: [CHAIN_ID] });
  for (const account of [mover, trader]) {
    for (const token of ['usdc', 'weth'] as const) await approveThroughCloud(cloud, chain, account, token);
  }
}, 60_000);
afterAll(async () => {
  await cloud?.dispose();
  await chains?.stop();
});

const PAIRS: readonly [SwapAssetKey, SwapAssetKey][] = [
  ['native', 'usdc'],
  ['usdc', 'native'],
  ['native', 'weth'],
  ['weth', 'native'],
  ['usdc', 'weth'],
  ['weth', 'usdc'],
];

/** Largest amount per asset, within what bob holds once seeded (2,500 USDC, 3.5 WETH, plenty of ETH). */
const TRADER_MAX: Record<SwapAssetKey, bigint> = { native: 50n * 10n ** 18n, usdc: 2_000n * 10n ** 6n, weth: 3n * 10n ** 18n };
/** The mover may shift a pool hard: up to half its depth (pools hold 100 ETH / WETH, 300,000 USDC). */
const MOVER_MAX: Record<SwapAssetKey, bigint> = { native: 50n * 10n ** 18n, usdc: 150_000n * 10n ** 6n, weth: 50n * 10n ** 18n };

/** An amount from 1 base unit to `max`, spread over its orders of magnitude (a fraction of max in ppm, or tiny). */
const amountUpTo = (max: bigint) =>
  fc.oneof(
    { arbitrary: fc.bigInt({ min: 1n, max: 1_000_000n }).map((ppm) => (max * ppm) / 1_000_000n || 1n), weight: 4 },
    { arbitrary: fc.bigInt({ min: 1n, max: 10_000n }), weight: 1 },
  );

const scenario = fc
  .record({ swap: fc.constantFrom(...PAIRS), move: fc.option(fc.constantFrom(...PAIRS), { nil: undefined }) })
  .chain(({ swap, move }) =>
    fc.record({
      swap: fc.constant(swap),
      amount: amountUpTo(TRADER_MAX[swap[0]]),
      move: move ? amountUpTo(MOVER_MAX[move[0]]).map((amount) => ({ pair: move, amount })) : fc.constant(undefined),
    }),
  );

describe('swap quote vs chain (property, on a local chain)', () => {
  it('the quote is what the built transaction delivers, whatever the pool state', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrls.default.http[0]) });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ swap: [from, to], amount, move }) => {
        const snapshot = await testClient.snapshot();
        try {
          if (move) {
            const moved = await requestSwap(cloud, { chainId: CHAIN_ID, from: move.pair[0], to: move.pair[1], amount: move.amount, account: mover });
            // A move too small to return anything is refused; the pool then stays as it was, which is a state too.
            if (moved.status === 200) expect((await sendBuilt(chain, mover, builtSwap(moved.body))).status).toBe('success');
          }
          const request = { chainId: CHAIN_ID, from, to, amount, account: trader };
          const quoted = await requestQuote(cloud, request);
          if (quoted.status === 400) {
            // Only an input worth nothing on the other side is refused, and the swap is refused alike.
            expect((await requestSwap(cloud, request)).status).toBe(400);
            return;
          }
          expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
          const toAmount = BigInt(swapQuotesResponseSchema.parse(quoted.body).quotes[0]?.toAmount ?? '-1');
          const built = await requestSwap(cloud, request, { eip155: { slippage: 0 } });
          expect(built.status, JSON.stringify(built.body)).toBe(200);
          const delivered = await gainedBy(chain, to, trader.address, () => sendBuilt(chain, trader, builtSwap(built.body)));
          expect(delivered).toBe(toAmount);
        } finally {
          await testClient.revert({ id: snapshot });
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
