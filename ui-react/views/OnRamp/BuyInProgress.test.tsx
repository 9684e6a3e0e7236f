/**
 * BuyInProgress in happy-dom against the real on-ramp use case over the fakes: the purchase followed from the
 * checkout's popup (or tab) to its end as the provider records it in the history (virtual time, the use case's
 * polling), every step announced, and the ends: arrived (back to the account), declined, the checkout closed
 * before paying, and too long.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ONRAMP_ORDER_FOLLOW_MAX_MS, ONRAMP_ORDER_POLL_MS, ONRAMP_POPUP_CLOSED_CHECK_MS } from '../../../domain/entities/constants.js';
import { modal, settle } from '../../testing/shadow.js';
import { TEST_ADDRESS } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';
import { purchaseTransaction } from '../Account/testing/purchases.js';
import { openBuy, quote, type BuyWorld } from './testing/openBuy.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const DELIVERY = `0x${'cd'.repeat(32)}`;

/** 50 USD of USDC quoted, then 'Buy with <provider>' pressed. */
async function buyWith(provider: 'Coinbase' | 'Meld', world?: BuyWorld): Promise<BuyWorld> {
  const opened = world ?? (await openBuy());
  await quote('50');
  fireEvent.click(modal().getByRole('button', { name: `Buy with ${provider}` }));
  await settle();
  return opened;
}

async function wait(world: BuyWorld, ms: number): Promise<void> {
  await act(async () => world.scheduler.advanceAsync(ms));
  await settle();
}

/** The status block's live region and what it says. */
const status = () => {
  const copy = modal().getByRole('dialog').querySelector('.wp-flow-copy');
  if (!copy) throw new Error('No status block');
  return { role: copy.getAttribute('role'), text: copy.textContent };
};

describe('the BuyInProgress view', () => {
  it('follows the purchase from the popup to the tokens arriving, then goes back to the account', async () => {
    const world = await buyWith('Coinbase');
    const { core, api, ports } = world;
    expect(core.router.snapshot.view).toBe('BuyInProgress');
    expect(modal().getByRole('dialog', { name: 'Buy in Progress' })).toBeTruthy();
    expect(ports.platform.lastPopup?.url).toContain('/coinbase/checkout/');
    expect(status()).toEqual({ role: 'status', text: 'Complete the payment in the Coinbase window' });

    api.pushPurchase(TEST_ADDRESS, purchaseTransaction({ id: 'order-1', status: 'pending', minedAt: new Date(world.scheduler.now()).toISOString() }));
    await wait(world, ONRAMP_ORDER_POLL_MS);
    expect(status()).toEqual({ role: 'status', text: 'Payment received. Delivering 49 USDC...' });

    api.updatePurchase(TEST_ADDRESS, 'order-1', { status: 'confirmed', hash: DELIVERY });
    await wait(world, ONRAMP_ORDER_POLL_MS);
    expect(status()).toEqual({ role: 'status', text: '49 USDC arrived in your wallet' });
    expect(modal().queryByRole('button', { name: 'Try again' })).toBeNull();

    fireEvent.click(modal().getByRole('button', { name: 'Back to account' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    expect(core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Account']);
  });

  it("says the checkout opened in a new tab when the popup was blocked, with the provider's name", async () => {
    const opened = await openBuy();
    opened.ports.platform.blockPopups = true;
    await buyWith('Meld', opened);
    expect(status().text).toBe(
      'Complete the payment in the Meld windowThe checkout opened in a new tab, as this browser blocked the window. Come back here once you have paid.',
    );
  });

  it("shows a declined card as an alert with the provider's reason, and 'Try again' goes back to the form with the amount", async () => {
    const world = await buyWith('Coinbase');
    world.api.pushPurchase(
      TEST_ADDRESS,
      purchaseTransaction({ id: 'order-1', status: 'failed', minedAt: new Date(world.scheduler.now()).toISOString(), failureReason: 'Your card was declined.' }),
    );
    await wait(world, ONRAMP_ORDER_POLL_MS);
    expect(status()).toEqual({ role: 'alert', text: 'Purchase failedYour card was declined.' });
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Buy');
    expect((modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('50');
  });

  it('says nothing was bought when the checkout closed before paying', async () => {
    const world = await buyWith('Coinbase');
    const popup = world.ports.platform.lastPopup;
    if (!popup) throw new Error('No popup');
    popup.closed = true;
    await wait(world, ONRAMP_POPUP_CLOSED_CHECK_MS);
    expect(status()).toEqual({ role: 'alert', text: 'Checkout closedThe checkout was closed before payment. Nothing was bought.' });
    expect(within(modal().getByRole('dialog')).getByRole('button', { name: 'Try again' })).toBeTruthy();

    // Or leave the flow: back to the account, nothing of the purchase left behind.
    const { core } = world;
    fireEvent.click(modal().getByRole('button', { name: 'Back to account' }));
    await settle();
    expect(core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Account']);
    expect(core.onramp.snapshot.order).toBeUndefined();
  });

  it('says the purchase takes longer than usual once the following bound has passed, and stops asking', async () => {
    const opened = await openBuy();
    opened.ports.platform.blockPopups = true;
    const world = await buyWith('Coinbase', opened);
    await wait(world, ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(status()).toEqual({
      role: 'status',
      text: 'Still in progressThe purchase is taking longer than usual. It will appear in your activity when it completes.',
    });
    const reads = world.api.callCount('getHistory');
    await wait(world, ONRAMP_ORDER_POLL_MS * 3);
    expect(world.api.callCount('getHistory')).toBe(reads);
  });
});
