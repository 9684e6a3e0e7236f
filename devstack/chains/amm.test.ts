import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  parseUnits,
  publicActions,
  type Address,
  type PublicClient,
} from 'viem';
import { DEV_ACCOUNTS } from '../config.js';
import {
  AMM_DEPLOYER,
  AMM_POOLS,
  DEV_AMM,
  SWAP_FEE_ACCOUNT,
  SWAP_FEE_BPS,
  SWAP_FEE_ROUTER_ABI,
  UNISWAP_V2_FACTORY_ABI,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  UNISWAP_V2_ROUTER_ABI,
  ammAssetAddress,
  pairAddress,
  poolReserves,
  swapFee,
} from './amm.js';
import { ammTokenNeeds } from './deploy-amm.js';
import { DEPLOYED_CONTRACTS, TOKENS, freePort, startChains, type RunningChains } from './index.js';
import { mined } from './mined.js';

const { usdc, weth } = DEPLOYED_CONTRACTS;
const NO_DEADLINE = 2n ** 255n;
/**
 * The swaps below carry this gas limit instead of viem's estimate. An estimate runs on a pending block with the
 * latest block's timestamp when both fall in the same second; Uniswap V2's pair then skips its price
 * accumulators (no time elapsed), while the block that mines the swap a second later writes them: about 46,000
 * gas more than estimated, so the swap ran out of gas ('seed transaction ... reverted') whenever the clock
 * ticked between the estimate and the mining. A fixed limit above every path's real cost does not depend on it.
 */
const SWAP_GAS = 400_000n;

describe('the AMM addresses, computed without a chain', () => {
  it('follow from AMM_DEPLOYER and its nonces', () => {
    expect(AMM_DEPLOYER).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(DEV_AMM).toEqual({
      weth9: '0x057ef64E23666F000b34aE31332854aCBd1c8544',
      factory: '0x261D8c5e9742e6f7f1076Fa1F560894524e19cad',
      router: '0xCE3478A9E0167a6Bc5716DC39DbbbfAc38F27623',
      feeRouter: '0xCba6b9A951749B8735C603e7fFC5151849248772',
    });
    expect(SWAP_FEE_ACCOUNT).toBe('0x5EE0000000000000000000000000000000000085');
  });

  it("use the pair init code hash of @uniswap/v2-core's UniswapV2Pair, in either token order", () => {
    const pair = createRequire(import.meta.url)('@uniswap/v2-core/build/UniswapV2Pair.json') as { bytecode: string };
    expect(keccak256(`0x${pair.bytecode.replace(/^0x/, '')}`)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH);
    expect(pairAddress(usdc, weth)).toBe(pairAddress(weth, usdc));
    expect(pairAddress(DEV_AMM.weth9, usdc)).not.toBe(pairAddress(weth, usdc));
  });

  it('keeps 0.85% of the input, rounded down', () => {
    expect(SWAP_FEE_BPS).toBe(85n);
    expect(swapFee(parseUnits('300', 6))).toBe(2_550_000n);
    expect(swapFee(117n)).toBe(0n); // 0.99 rounds down to nothing
    expect(swapFee(118n)).toBe(1n);
  });

  it('seeds the pools at the price table (ETH = WETH = 3,000 USDC) from tokens the deployer is given', () => {
    expect(AMM_POOLS.map((pool) => [pool.tokenA, pool.tokenB])).toEqual([['native', 'usdc'], ['native', 'weth'], ['usdc', 'weth']]);
    const decimals = Object.fromEntries([['native', 18], ...TOKENS.map((token) => [token.key, token.decimals])]) as Record<string, number>;
    const usdValue = { native: 3000n, usdc: 1n, weth: 3000n };
    for (const pool of AMM_POOLS) {
      // Value of each side in whole dollars: the two sides of every pool are worth the same.
      const a = (pool.reserveA * usdValue[pool.tokenA]) / 10n ** BigInt(decimals[pool.tokenA]!);
      const b = (pool.reserveB * usdValue[pool.tokenB]) / 10n ** BigInt(decimals[pool.tokenB]!);
      expect(a).toBe(b);
    }
    expect(Object.fromEntries(ammTokenNeeds())).toEqual({ usdc: parseUnits('600000', 6), weth: parseEther('200') });
  });
});

describe('the AMM on a running chain', () => {
  let running: RunningChains;
  let client: PublicClient;
  // DEV_ACCOUNTS[1] swaps (it holds USDC and WETH after seeding); the output goes to an account with no history.
  const trader = DEV_ACCOUNTS[1].address;
  const recipient: Address = getAddress('0x000000000000000000000000000000000000beef');
  let wallet: ReturnType<typeof traderWallet>;

  function traderWallet(rpcUrl: string) {
    return createWalletClient({ chain: running.chains[0]!.viemChain, transport: http(rpcUrl, { retryCount: 0 }), account: trader }).extend(publicActions);
  }

  beforeAll(async () => {
    running = await startChains({ chains: ['a'], ports: { a: await freePort() } });
    const { viemChain, rpcUrl } = running.chains[0]!;
    client = createPublicClient({ chain: viemChain, transport: http(rpcUrl, { retryCount: 0 }) });
    wallet = traderWallet(rpcUrl);
  }, 20_000);

  afterAll(async () => {
    await running?.stop();
  });

  const tokenBalance = (token: Address, owner: Address): Promise<bigint> =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const quote = async (amountIn: bigint, path: Address[]): Promise<bigint> =>
    (await client.readContract({ address: DEV_AMM.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'getAmountsOut', args: [amountIn, path] })).at(-1)!;
  const approveFeeRouter = async (token: Address, amount: bigint): Promise<void> => {
    await mined(client, await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [DEV_AMM.feeRouter, amount] }));
  };

  it('has the contracts wired together, and the pools at their documented reserves', async () => {
    const feeRouter = { address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI } as const;
    expect(await client.readContract({ ...feeRouter, functionName: 'FEE_BPS' })).toBe(SWAP_FEE_BPS);
    expect(await client.readContract({ ...feeRouter, functionName: 'feeAccount' })).toBe(SWAP_FEE_ACCOUNT);
    expect(await client.readContract({ ...feeRouter, functionName: 'router' })).toBe(DEV_AMM.router);
    expect(await client.readContract({ address: DEV_AMM.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'factory' })).toBe(DEV_AMM.factory);
    expect(await client.readContract({ address: DEV_AMM.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH' })).toBe(DEV_AMM.weth9);
    expect(await client.readContract({ address: DEV_AMM.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'allPairsLength' })).toBe(BigInt(AMM_POOLS.length));
    for (const pool of AMM_POOLS) {
      const [tokenA, tokenB] = [ammAssetAddress(pool.tokenA), ammAssetAddress(pool.tokenB)];
      expect(await client.readContract({ address: DEV_AMM.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [tokenA, tokenB] })).toBe(pairAddress(tokenA, tokenB));
      expect(await poolReserves({ client, tokenA: pool.tokenA, tokenB: pool.tokenB })).toEqual([pool.reserveA, pool.reserveB]);
    }
  });

  it("gives the AMM its tokens without touching DEV_ACCOUNTS: the supply grows by exactly the pools' share", async () => {
    for (const token of TOKENS) {
      const supply = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'totalSupply' });
      expect(supply).toBe(token.initialSupply + ammTokenNeeds().get(token.key)!);
      expect(await tokenBalance(token.address, AMM_DEPLOYER)).toBe(0n); // all of it went into the pools
    }
  });

  it('swaps token -> token: the recipient gets the router quote for the input less the fee, the fee account the fee', async () => {
    const amountIn = parseUnits('300', 6);
    const path = [usdc, weth];
    const expectedOut = await quote(amountIn - swapFee(amountIn), path);
    const [feeBefore, outBefore] = [await tokenBalance(usdc, SWAP_FEE_ACCOUNT), await tokenBalance(weth, recipient)];
    await approveFeeRouter(usdc, amountIn);
    const receipt = await mined(
      client,
      await wallet.writeContract({ address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [amountIn, expectedOut, path, recipient, NO_DEADLINE], gas: SWAP_GAS }),
    );
    expect(await tokenBalance(weth, recipient)).toBe(outBefore + expectedOut);
    expect(await tokenBalance(usdc, SWAP_FEE_ACCOUNT)).toBe(feeBefore + 2_550_000n);
    // About 0.1 WETH for $300, a little less for the fee and the price impact.
    expect(expectedOut).toBeGreaterThan(parseEther('0.098'));
    expect(expectedOut).toBeLessThan(parseEther('0.1'));
    // Nothing stays behind: no allowance to the router, no tokens in the fee router.
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [DEV_AMM.feeRouter, DEV_AMM.router] })).toBe(0n);
    expect(await tokenBalance(usdc, DEV_AMM.feeRouter)).toBe(0n);
    const events = parseEventLogs({ abi: SWAP_FEE_ROUTER_ABI, logs: receipt.logs });
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['FeeCharged', { payer: trader, token: usdc, amount: 2_550_000n }],
      ['Swapped', { sender: trader, to: recipient, tokenIn: usdc, tokenOut: weth, amountIn, amountOut: expectedOut }],
    ]);
  });

  it('swaps ETH -> token, keeping the fee in ETH', async () => {
    const amountIn = parseEther('0.1');
    const path = [DEV_AMM.weth9, usdc];
    const expectedOut = await quote(amountIn - swapFee(amountIn), path);
    const [feeBefore, outBefore] = [await client.getBalance({ address: SWAP_FEE_ACCOUNT }), await tokenBalance(usdc, recipient)];
    await mined(
      client,
      await wallet.writeContract({ address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [0n, path, recipient, NO_DEADLINE], value: amountIn, gas: SWAP_GAS }),
    );
    expect(await tokenBalance(usdc, recipient)).toBe(outBefore + expectedOut);
    expect(await client.getBalance({ address: SWAP_FEE_ACCOUNT })).toBe(feeBefore + parseEther('0.00085'));
    expect(await client.getBalance({ address: DEV_AMM.feeRouter })).toBe(0n);
  });

  it('swaps token -> ETH: the recipient receives native ETH', async () => {
    const amountIn = parseUnits('300', 6);
    const path = [usdc, DEV_AMM.weth9];
    const expectedOut = await quote(amountIn - swapFee(amountIn), path);
    const [feeBefore, outBefore] = [await tokenBalance(usdc, SWAP_FEE_ACCOUNT), await client.getBalance({ address: recipient })];
    await approveFeeRouter(usdc, amountIn);
    await mined(
      client,
      await wallet.writeContract({ address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactTokensForETH', args: [amountIn, 0n, path, recipient, NO_DEADLINE], gas: SWAP_GAS }),
    );
    expect(await client.getBalance({ address: recipient })).toBe(outBefore + expectedOut);
    expect(await tokenBalance(usdc, SWAP_FEE_ACCOUNT)).toBe(feeBefore + swapFee(amountIn));
  });

  it('reverts when the pool gives less than amountOutMin', async () => {
    const amountIn = parseUnits('300', 6);
    const path = [usdc, weth];
    const expectedOut = await quote(amountIn - swapFee(amountIn), path);
    await approveFeeRouter(usdc, amountIn);
    await expect(
      client.simulateContract({ account: trader, address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [amountIn, expectedOut + 1n, path, recipient, NO_DEADLINE] }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/);
  });

  it('reverts without an approval of the fee router', async () => {
    await approveFeeRouter(usdc, 0n);
    await expect(
      client.simulateContract({ account: trader, address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [parseUnits('1', 6), 0n, [usdc, weth], recipient, NO_DEADLINE] }),
    ).rejects.toThrow(/insufficient allowance/);
  });

  it('rejects a bad path, a zero amount, and an ETH swap whose path does not start or end at WETH9', async () => {
    const simulate = (functionName: 'swapExactTokensForTokens' | 'swapExactTokensForETH', amountIn: bigint, path: Address[]) =>
      client.simulateContract({ account: trader, address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName, args: [amountIn, 0n, path, recipient, NO_DEADLINE] });
    await expect(simulate('swapExactTokensForTokens', 1n, [usdc])).rejects.toThrow(/InvalidPath/);
    await expect(simulate('swapExactTokensForTokens', 0n, [usdc, weth])).rejects.toThrow(/ZeroAmount/);
    await expect(simulate('swapExactTokensForETH', 1n, [usdc, weth])).rejects.toThrow(/InvalidPath/);
    await expect(
      client.simulateContract({ account: trader, address: DEV_AMM.feeRouter, abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [0n, [weth, usdc], recipient, NO_DEADLINE], value: 1n }),
    ).rejects.toThrow(/InvalidPath/);
  });
});
