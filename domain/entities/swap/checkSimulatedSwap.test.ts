import { describe, expect, it } from 'vitest';
import { checkSimulatedSwap, type CheckSimulatedSwapParameters } from './checkSimulatedSwap.js';

const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const expectation = { account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', source: 'native', destination: USDC, amountIn: 100n, minimumOut: 290n };
const honest: CheckSimulatedSwapParameters['simulated'] = {
  calls: [{ status: 'success', gasUsed: 140_000n }],
  balances: [
    { asset: 'native', before: 1_000n, after: 900n },
    { asset: USDC, before: 0n, after: 297n },
  ],
  transfersOut: [],
};
const check = (simulated: Partial<CheckSimulatedSwapParameters['simulated']>, gasLimits = [150_000n]) =>
  checkSimulatedSwap({ expectation, gasLimits, simulated: { ...honest, ...simulated } });

describe('checkSimulatedSwap', () => {
  it('passes exactly the typed amount in and at least the minimum out', () => {
    expect(check({})).toBeUndefined();
    expect(check({ balances: [honest.balances[0]!, { asset: USDC, before: 5n, after: 295n }] })).toBeUndefined();
  });

  it.each([
    ['a revert', { calls: [{ status: 'reverted' as const, gasUsed: 30_000n }] }, /reverts/],
    ['more gas than the limit', { calls: [{ status: 'success' as const, gasUsed: 150_001n }] }, /gas limit/],
    ['more paid than typed', { balances: [{ asset: 'native', before: 1_000n, after: 0n }, honest.balances[1]!] }, /pays 1000 where 100/],
    ['less paid than typed', { balances: [{ asset: 'native', before: 1_000n, after: 950n }, honest.balances[1]!] }, /pays 50/],
    ['less received than the minimum', { balances: [honest.balances[0]!, { asset: USDC, before: 0n, after: 289n }] }, /receives 289/],
    ['nothing received (another recipient)', { balances: [honest.balances[0]!, { asset: USDC, before: 0n, after: 0n }] }, /receives 0/],
    ['another token moved out', { transfersOut: [{ token: '0xabc', value: 1n }] }, /moves 0xabc/],
  ])('refuses %s', (_, simulated, reason) => {
    expect(check(simulated)).toMatch(reason);
  });

  it('refuses another asset falling, and a simulation of another number of calls', () => {
    const WETH = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
    const tokenToToken = { ...expectation, source: USDC, destination: WETH, minimumOut: 1n };
    const balances = [
      { asset: 'native', before: 10n, after: 5n },
      { asset: USDC, before: 200n, after: 100n },
      { asset: WETH, before: 0n, after: 3n },
    ];
    expect(checkSimulatedSwap({ expectation: tokenToToken, gasLimits: [150_000n], simulated: { ...honest, balances } })).toMatch(/loses native/);
    expect(checkSimulatedSwap({ expectation, gasLimits: [60_000n, 150_000n], simulated: honest })).toMatch(/number of calls/);
  });
});
