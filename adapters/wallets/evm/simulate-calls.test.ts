/**
 * ChainAdapter.simulateCalls on a real anvil with the devstack's AMM (chain A): the account's balances before
 * and after, exact (no fee is charged in a simulation), the transfers out of it, a revert, and a node without
 * eth_simulateV1 answered as `supported: false`.
 */
import { custom, encodeFunctionData, erc20Abi, maxUint256, parseEther, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../../devstack/config.js';
import { DEPLOYED_CONTRACTS, DEV_AMM, freePort, startChains, SWAP_FEE_ROUTER_ABI, type RunningChains } from '../../../devstack/chains/index.js';
import { ViemEvmChainAdapter } from './viem-evm-chain-adapter.adapter.js';

const TRADER = DEV_ACCOUNTS[1].address;
const USDC = DEPLOYED_CONTRACTS.usdc;
const DEAD = '0x000000000000000000000000000000000000dEaD';
let running: RunningChains;
let caipNetworkId: string;
let adapter: ViemEvmChainAdapter;

beforeAll(async () => {
  running = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const { viemChain, rpcUrl } = running.chains[0]!;
  caipNetworkId = `eip155:${viemChain.id}`;
  adapter = new ViemEvmChainAdapter({
    networkFor: (id) => (id === caipNetworkId ? { name: viemChain.name, nativeCurrency: viemChain.nativeCurrency, rpcUrls: viemChain.rpcUrls } : undefined),
    rpcUrlFor: (id) => (id === caipNetworkId ? rpcUrl : undefined),
  });
}, 30_000);

afterAll(async () => {
  await running?.stop();
});

const swapEthForUsdc = (value: bigint, recipient: Hex = TRADER): { to: string; data: Hex; value: bigint } => ({
  to: DEV_AMM.feeRouter,
  value,
  data: encodeFunctionData({ abi: SWAP_FEE_ROUTER_ABI, functionName: 'swapExactETHForTokens', args: [0n, [DEV_AMM.weth9, USDC], recipient, 2n ** 255n] }),
});

describe('simulateCalls (eth_simulateV1 on anvil)', () => {
  it('reads what a swap moves: exactly the value out, the tokens in, nothing sent', async () => {
    const result = await adapter.simulateCalls({ from: TRADER, caipNetworkId, calls: [swapEthForUsdc(parseEther('0.1'))], tokens: [USDC] });
    if (!result.supported) throw new Error('anvil simulates');
    expect(result.calls).toEqual([{ status: 'success', gasUsed: expect.any(BigInt) }]);
    const [native, usdc] = result.balances;
    expect(native!.asset).toBe('native');
    expect(native!.before - native!.after).toBe(parseEther('0.1'));
    expect(usdc!.asset).toBe(USDC.toLowerCase());
    expect(usdc!.after - usdc!.before).toBeGreaterThan(290_000_000n);
    expect(result.transfersOut).toEqual([]);
    // A simulation: the chain did not move.
    const again = await adapter.simulateCalls({ from: TRADER, caipNetworkId, calls: [], tokens: [USDC] });
    expect(again.supported && again.balances.map((balance) => balance.before)).toEqual([native!.before, usdc!.before]);
  });

  it('shows the lie: 3 ETH to 0x…dEaD moves no tokens in; a token transfer out is listed; a revert says so', async () => {
    const lie = await adapter.simulateCalls({ from: TRADER, caipNetworkId, calls: [{ to: DEAD, value: parseEther('3') }], tokens: [USDC] });
    if (!lie.supported) throw new Error('anvil simulates');
    expect(lie.balances[0]!.before - lie.balances[0]!.after).toBe(parseEther('3'));
    expect(lie.balances[1]!.after).toBe(lie.balances[1]!.before);

    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEAD, 5n] });
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEV_AMM.feeRouter, maxUint256] });
    const moved = await adapter.simulateCalls({ from: TRADER, caipNetworkId, calls: [{ to: USDC, data: approve }, { to: USDC, data: transfer }], tokens: [] });
    expect(moved.supported && moved.transfersOut).toEqual([{ token: USDC.toLowerCase(), value: 5n }]);

    const reverted = await adapter.simulateCalls({ from: TRADER, caipNetworkId, calls: [{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEAD, maxUint256] }) }], tokens: [] });
    expect(reverted.supported && reverted.calls[0]!.status).toBe('reverted');
  });

  it('answers supported: false where the node has no eth_simulateV1', async () => {
    const noSimulation = new ViemEvmChainAdapter({
      networkFor: () => ({ name: 'Old node', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }),
      rpc: () =>
        custom({
          request: async () => {
            throw Object.assign(new Error('the method eth_simulateV1 does not exist/is not available'), { code: -32601 });
          },
        }),
    });
    expect(await noSimulation.simulateCalls({ from: TRADER, caipNetworkId, calls: [swapEthForUsdc(1n)], tokens: [] })).toEqual({ supported: false });
  });
});
