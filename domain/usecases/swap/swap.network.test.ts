/** The swap use case and the networks it runs on (isSwapNetwork.ts): Devnet C, which the devstack's cloud does not serve. */
import { afterEach, describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { walletportDevnetA, walletportDevnetC } from '../../entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { createSwapWorld, NETWORK, type SwapWorld } from './testing/swapWorld.js';

const worlds: SwapWorld[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.swap.dispose();
});

function onDevnetC(): SwapWorld {
  const created = createSwapWorld({ network: walletportDevnetC as CaipNetwork });
  worlds.push(created);
  return created;
}

describe('swapping on Devnet C', () => {
  it("says 'Network not supported for Swaps' without asking the swap API anything (no 'Failed to initialize swap')", async () => {
    const created = onDevnetC();
    await created.openSwap();
    expect(created.swap.snapshot).toMatchObject({ status: 'uninitialized', unsupportedChain: true, caipNetworkId: walletportDevnetC.caipNetworkId });
    expect(created.swap.snapshot.error?.shortMessage).toBe('Network not supported for Swaps');
    expect(created.api.callCount('getGasPrice')).toBe(0);
    expect(created.api.callCount('getSwapTokens')).toBe(0);
    expect(created.toasts).toEqual([]);
    expect(created.moves).toEqual([]);
  });

  it('loads the swap once the wallet moves to a swap network under the unsupported Swap view', async () => {
    const created = onDevnetC();
    await created.openSwap();
    created.networkState.activeCaipNetwork = walletportDevnetA as CaipNetwork;
    created.accountState.next({ ...created.accountState.value, caipNetworkId: NETWORK });
    await flushMicrotasks();
    expect(created.swap.snapshot).toMatchObject({ status: 'initialized', unsupportedChain: false, caipNetworkId: NETWORK });
    expect(created.moves).toEqual([]);
  });
});
