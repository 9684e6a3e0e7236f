import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { solana } from '../../entities/network/chains/index.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { SWAP_PREFETCH_KEPT_MS } from './swapPrefetch.js';
import { NETWORK, swapWorldsDisposedAfterEach, type SwapWorld } from './testing/swapWorld.js';

const world = swapWorldsDisposedAfterEach();

const asked = ({ api }: SwapWorld) => ({ tokens: api.calls.getSwapTokens.length, gas: api.calls.getGasPrice.length });

describe('prefetch (the Swap button pointed at before the click)', () => {
  it("asks for the network's tokens and gas price at once, and the swap that opens next uses those answers", async () => {
    const created = world();
    created.swap.prefetchFormData();
    expect(asked(created)).toEqual({ tokens: 1, gas: 1 });
    expect(created.api.calls.getSwapTokens[0]).toEqual({ chainId: NETWORK });
    await flushMicrotasks();

    await created.openSwap();
    expect(asked(created)).toEqual({ tokens: 1, gas: 1 });
    expect(created.swap.snapshot.status).toBe('initialized');
    expect(created.swap.snapshot.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'WETH']);
  });

  it('asks once however often the pointer comes back, and the answers serve one opening only', async () => {
    const created = world();
    created.swap.prefetchFormData();
    created.swap.prefetchFormData();
    expect(asked(created)).toEqual({ tokens: 1, gas: 1 });
    await created.openSwap();
    created.swap.reset();
    await created.openSwap();
    expect(asked(created)).toEqual({ tokens: 2, gas: 2 });
  });

  it(`asks again when the click comes more than ${SWAP_PREFETCH_KEPT_MS / 1000} s after the pointer (no old gas price)`, async () => {
    const created = world();
    created.swap.prefetchFormData();
    await created.scheduler.advanceAsync(SWAP_PREFETCH_KEPT_MS);
    await created.openSwap();
    expect(asked(created)).toEqual({ tokens: 2, gas: 2 });
    expect(created.swap.snapshot.status).toBe('initialized');
  });

  it('forgets a failed prefetch: the opening asks again and loads', async () => {
    const created = world();
    created.api.failNext('getSwapTokens');
    created.swap.prefetchFormData();
    await flushMicrotasks();
    await created.openSwap();
    expect(asked(created)).toEqual({ tokens: 2, gas: 2 });
    expect(created.swap.snapshot.status).toBe('initialized');
    expect(created.toasts).toEqual([]);
  });

  it('asks nothing on a network without swaps', () => {
    const created = world({ network: solana as CaipNetwork });
    created.swap.prefetchFormData();
    expect(asked(created)).toEqual({ tokens: 0, gas: 0 });
  });

  it("does not hand one network's answers to another's swap", async () => {
    const created = world();
    created.swap.prefetchFormData();
    await flushMicrotasks();
    created.networkState.activeCaipNetwork = { ...created.networkState.activeCaipNetwork, caipNetworkId: 'eip155:31338' };
    await created.openSwap();
    expect(created.api.calls.getSwapTokens.map((call) => call.chainId)).toEqual([NETWORK, 'eip155:31338']);
  });
});
