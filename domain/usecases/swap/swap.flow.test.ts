/** The swap use case and the end of the swap flow (swapFlow.ts): the modal closed, or back to Account. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { INITIAL_SWAP_STATE } from './swap.types.js';
import { createSwapWorld, deferred, type SwapWorld } from './testing/swapWorld.js';

const worlds: SwapWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.swap.dispose();
});

/** Swap opened from Account, 99,999,999 ETH typed (far past the 1.5 ETH held) and quoted: the last attempt. */
async function lastAttempt(): Promise<SwapWorld> {
  const created = createSwapWorld();
  worlds.push(created);
  await created.openSwap({ fromToken: 'ETH', toToken: 'USDC' });
  created.swap.setSourceTokenAmount('99999999');
  await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
  expect(created.swap.snapshot.inputError?.shortMessage).toBe('Insufficient balance');
  expect(created.swap.snapshot.sourceTokenAmountInUSD).toBe('199999998000');
  return created;
}

describe('the end of the swap flow', () => {
  it('resets everything when the modal closes (the history starts again without Swap)', async () => {
    const created = await lastAttempt();
    created.router.reset('Connect');
    expect(created.swap.snapshot).toEqual(INITIAL_SWAP_STATE);
  });

  it('resets when the person goes back to Account, and the next opening is filled by its arguments only', async () => {
    const created = await lastAttempt();
    created.router.reset('Account');
    expect(created.swap.snapshot.sourceTokenAmount).toBe('');

    await created.openSwap({ fromToken: 'USDC', toToken: 'ETH', amount: '5' });
    expect(created.swap.snapshot).toMatchObject({ sourceTokenAmount: '5', inputError: undefined, toTokenAmount: '' });
    expect(created.swap.snapshot.sourceToken?.symbol).toBe('USDC');
    expect(created.swap.snapshot.toToken?.symbol).toBe('ETH');
  });

  it('keeps the form through the token picker, the review and the networks opened from Swap', async () => {
    const created = await lastAttempt();
    for (const view of ['SwapSelectToken', 'SwapPreview', 'Networks'] as const) {
      created.router.push(view);
      created.back();
    }
    expect(created.swap.snapshot.sourceTokenAmount).toBe('99999999');
    expect(created.swap.snapshot.status).toBe('initialized');
  });

  it('drops a load left mid-way: the next opening loads afresh instead of waiting for it', async () => {
    const created = createSwapWorld();
    worlds.push(created);
    const held = deferred<void>();
    const listTokens = created.api.getSwapTokens.bind(created.api);
    created.api.getSwapTokens = async (params) => {
      await held.promise;
      return listTokens(params);
    };
    const first = created.openSwap();
    created.router.reset('Connect');
    const second = created.openSwap({ amount: '1' });
    held.resolve();
    await Promise.all([first, second]);
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', sourceTokenAmount: '1' });
  });
});
