/** The provider fee's US dollar value is derived swap state (deriveSwapState.ts): SwapDetails only formats it. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { NATIVE, nativeBalance, swapWorldsDisposedAfterEach, usdcBalance, type SwapWorld } from './testing/swapWorld.js';

const world = swapWorldsDisposedAfterEach();

async function typed(created: SwapWorld, amount: string): Promise<void> {
  created.swap.setSourceTokenAmount(amount);
  await created.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS);
}

describe("the provider fee's value in US dollars", () => {
  it('is the fee times the source price, exact to the last digit, and follows the amount', async () => {
    const created = world();
    await created.openSwap({ fromToken: 'ETH', toToken: 'USDC' });
    expect(created.swap.snapshot.providerFeeInUSD).toBeUndefined();

    await typed(created, '0.1');
    expect(created.swap.snapshot).toMatchObject({ sourceTokenPriceInUSD: '2000', providerFee: '0.00085', providerFeeInUSD: '1.7' });

    // 0.123456789 ETH x 0.85 % = 0.0010493827065 ETH, at 2000 USD: no float rounding on the way.
    await typed(created, '0.123456789');
    expect(created.swap.snapshot.providerFeeInUSD).toBe('2.098765413');

    await typed(created, '');
    expect(created.swap.snapshot.providerFeeInUSD).toBeUndefined();
  });

  it('is left out when the source token has no price: 0 from the API means unknown, not free', async () => {
    const unpricedEther = fakeTokenBalance({ ...nativeBalance, price: 0, value: 0 });
    const created = world({ balances: [unpricedEther, usdcBalance] });
    created.api.setPrice(NATIVE, { name: 'Ether', symbol: 'ETH', iconUrl: 'eth.png', price: 0 });
    await created.openSwap({ fromToken: 'ETH', toToken: 'USDC' });
    await typed(created, '0.1');
    expect(created.swap.snapshot).toMatchObject({ sourceTokenPriceInUSD: '0', providerFee: '0.00085', providerFeeInUSD: undefined });
  });
});
