import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { SWAP_ROUTER_ABI } from '../../entities/swap/swapRouterCall.js';
import { verifySwapBuild, type VerifySwapBuildParameters } from './verifySwapBuild.js';

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ROUTER = '0xcba6b9a951749b8735c603e7ffc5151849248772';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const WETH = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

function parameters(over: Partial<VerifySwapBuildParameters> = {}): VerifySwapBuildParameters {
  return {
    simulate: undefined,
    logger: new RecordingLogger(),
    caipNetworkId: 'eip155:31337',
    expectation: { account: ACCOUNT, source: USDC, destination: WETH, amountIn: 10_000_000n, minimumOut: 3_000_000_000_000_000n },
    decimals: { source: 6, destination: 18 },
    swap: {
      to: ROUTER,
      value: 0n,
      gas: 450_000n,
      gasPrice: 1n,
      data: encodeFunctionData({ abi: SWAP_ROUTER_ABI, functionName: 'swapExactTokensForTokens', args: [10_000_000n, 3_100_000_000_000_000n, [USDC, WETH], ACCOUNT, 1n] }),
    },
    approval: { to: USDC, value: 0n, gas: 60_000n, gasPrice: 1n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 25_000_000n] }) },
    ...over,
  };
}

describe('verifySwapBuild', () => {
  it("shows the router call's own minimum and an exact approval when only the calldata could be checked", async () => {
    expect(await verifySwapBuild(parameters())).toEqual({
      ok: true,
      check: { verifiedBy: 'calldata', pay: '10', receiveAtLeast: '0.0031', approvalAmount: '25' },
    });
  });

  it('falls back to the calldata when the simulation fails to answer, and says so in the log', async () => {
    const logger = new RecordingLogger();
    const simulate = async () => Promise.reject(new Error('502 from the RPC'));
    const verified = await verifySwapBuild(parameters({ simulate, logger }));
    expect(verified.ok && verified.check.verifiedBy).toBe('calldata');
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'The swap could not be simulated' }));
  });

  it('simulates the approval and the swap together, reading the two tokens, and refuses what the effect betrays', async () => {
    const asked: unknown[] = [];
    const simulate: VerifySwapBuildParameters['simulate'] = async (params) => {
      asked.push(params);
      return {
        supported: true,
        calls: [
          { status: 'success', gasUsed: 46_000n },
          { status: 'success', gasUsed: 140_000n },
        ],
        balances: [
          { asset: 'native', before: 1n, after: 1n },
          { asset: USDC, before: 50_000_000n, after: 40_000_000n },
          { asset: WETH, before: 0n, after: 0n },
        ],
        transfersOut: [{ token: USDC, value: 10_000_000n }],
      };
    };
    const verified = await verifySwapBuild(parameters({ simulate }));
    expect(asked).toEqual([expect.objectContaining({ from: ACCOUNT, tokens: [USDC, WETH], calls: [expect.objectContaining({ to: USDC }), expect.objectContaining({ to: ROUTER })] })]);
    expect(verified.ok).toBe(false);
    expect(verified.ok ? undefined : verified.error).toMatchObject({ code: 'SWAP_BUILD_REFUSED', details: expect.stringMatching(/receives 0/) });
  });
});
