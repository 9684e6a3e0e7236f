/** Max and the gas rule of a native swap in the swap use case (swapSpendable.ts), in virtual time. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { createSwapWorld, type SwapWorld } from './testing/swapWorld.js';

const worlds: SwapWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.swap.dispose();
});

/** 1.5 ETH and 100.25 USDC held, a gas price of 1 gwei: the native reserve is 0.001 ETH. */
async function ready(args: { fromToken: string; toToken: string }): Promise<SwapWorld> {
  const created = createSwapWorld();
  worlds.push(created);
  await created.openSwap(args);
  expect(created.swap.snapshot.gasPrice).toBe(1_000_000_000n);
  return created;
}

describe('Max on the Swap form', () => {
  it('leaves the gas reserve of a native swap (not the 150,000-gas fee shown) and quotes that amount', async () => {
    const created = await ready({ fromToken: 'ETH', toToken: 'USDC' });
    created.swap.setMax();
    expect(created.swap.snapshot.sourceTokenAmount).toBe('1.499');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.swap.snapshot.inputError).toBeUndefined();
    expect(created.api.calls.getSwapQuote.at(-1)?.amount).toBe('1499000000000000000');
  });

  it("is a token's whole balance", async () => {
    const created = await ready({ fromToken: 'USDC', toToken: 'ETH' });
    created.swap.setMax();
    expect(created.swap.snapshot.sourceTokenAmount).toBe('100.25');
  });
});

describe('the gas rule of a native swap', () => {
  it("checks amount plus fee: above the balance less the reserve is 'Insufficient gas', before any quote", async () => {
    const created = await ready({ fromToken: 'ETH', toToken: 'USDC' });
    // Below the balance and below the balance less the fee shown (1.49985), above the balance less the reserve.
    created.swap.setSourceTokenAmount('1.4995');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient gas');
    expect(created.api.callCount('getSwapQuote')).toBe(0);
  });

  it("keeps 'Insufficient balance' for an amount above the balance", async () => {
    const created = await ready({ fromToken: 'ETH', toToken: 'USDC' });
    created.swap.setSourceTokenAmount('2');
    await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
    expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient balance');
  });
});
