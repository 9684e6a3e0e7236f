/**
 * chooseProvider and the purchase followed, in virtual time: the checkout's popup (or tab), the history looked
 * at before, the polling at ONRAMP_ORDER_POLL_MS, the popup checked every ONRAMP_POPUP_CLOSED_CHECK_MS, the end at
 * ONRAMP_ORDER_FOLLOW_MAX_MS, and no request once the flow is left.
 */
import { describe, expect, it } from 'vitest';
import {
  ONRAMP_ORDER_FOLLOW_MAX_MS,
  ONRAMP_ORDER_POLL_MS,
  ONRAMP_POPUP_CLOSED_CHECK_MS,
  SOCIAL_POPUP_HEIGHT_PX,
  SOCIAL_POPUP_WIDTH_PX,
} from '../../entities/constants.js';
import { INITIAL_ONRAMP_STATE } from './onramp.types.js';
import { onrampWorldsDisposedAfterEach, type OnrampWorld } from './testing/onrampWorld.js';

const world = onrampWorldsDisposedAfterEach();

/** Quoted 50 USD, coinbase chosen, its checkout open in the popup: waiting for the payment. */
async function checkoutOpen(options?: Parameters<typeof world>[0]): Promise<OnrampWorld> {
  const created = world(options);
  await created.quoted('50');
  await created.onramp.chooseProvider('coinbase');
  return created;
}

const status = (created: OnrampWorld) => created.onramp.snapshot.order?.status;

describe('the on-ramp constants', () => {
  it('are 2 s between history reads, 500 ms between popup checks, 10 minutes of following', () => {
    expect(ONRAMP_ORDER_POLL_MS).toBe(2000);
    expect(ONRAMP_POPUP_CLOSED_CHECK_MS).toBe(500);
    expect(ONRAMP_ORDER_FOLLOW_MAX_MS).toBe(600_000);
  });
});

describe('opening the checkout', () => {
  it("opens the popup inside the click, sized like social login's, then sends it to the checkout of the chosen quote", async () => {
    const created = world();
    await created.quoted('50');
    const chosen = created.onramp.chooseProvider('coinbase');
    // Synchronously: after an await the browser would block the popup.
    expect(created.platform.popups).toHaveLength(1);
    expect(created.platform.lastPopup?.size).toEqual({ width: SOCIAL_POPUP_WIDTH_PX, height: SOCIAL_POPUP_HEIGHT_PX });
    expect(created.onramp.snapshot.order).toMatchObject({ status: 'openingCheckout', provider: 'coinbase', openedInTab: false });
    expect(created.router.snapshot.view).toBe('BuyInProgress');
    await chosen;
    const popup = created.platform.lastPopup;
    expect(popup?.history).toEqual(['', 'https://pay.example.test/coinbase/checkout/quote-2?partnerUserId=' + encodeURIComponent(created.buyer)]);
    expect(created.api.calls.generateOnrampUrl).toEqual([
      {
        destinationWallets: [{ address: created.buyer, blockchains: ['walletport-devnet-a'], assets: ['USDC'] }],
        defaultNetwork: 'walletport-devnet-a',
        partnerUserId: created.buyer,
        presetFiatAmount: 50,
        provider: 'coinbase',
        quoteId: 'quote-2',
        paymentCurrency: 'USD',
        paymentMethod: 'card',
      },
    ]);
    expect(created.onramp.snapshot).toMatchObject({ selectedProvider: 'coinbase', order: { status: 'waitingForPayment', openedInTab: false } });
    // The history was read once, before the popup was given the checkout.
    expect(created.api.calls.getHistory).toEqual([{ address: created.buyer, onramp: 'coinbase' }]);
  });

  it('opens the checkout in a new tab when the popup is blocked, and follows the purchase there too', async () => {
    const created = world();
    created.platform.blockPopups = true;
    await created.quoted('50');
    await created.onramp.chooseProvider('meld');
    expect(created.platform.openedLinks).toEqual([{ url: expect.stringContaining('https://pay.example.test/meld/checkout/quote-1'), target: '_blank' }]);
    expect(created.onramp.snapshot.order).toMatchObject({ status: 'waitingForPayment', openedInTab: true, provider: 'meld' });
    created.api.pushPurchase(created.buyer, created.purchase('order-1', { status: 'confirmed', hash: '0xabc' }));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(created.onramp.snapshot.order).toMatchObject({ status: 'success', hash: '0xabc', transactionId: 'order-1' });
  });

  it('fails with a clear message when neither a popup nor a tab opens', async () => {
    const refusedTab = world();
    refusedTab.platform.blockPopups = true;
    refusedTab.api.onrampUrlFor = () => ({ url: 'javascript:alert(1)' });
    await refusedTab.quoted('50');
    await refusedTab.onramp.chooseProvider('coinbase');
    expect(refusedTab.onramp.snapshot.order).toMatchObject({ status: 'failed', error: 'Could not open the checkout' });

    const refusedWindow = world();
    refusedWindow.platform.failPopupWith = new Error('window.open threw');
    await refusedWindow.quoted('50');
    await refusedWindow.onramp.chooseProvider('coinbase');
    expect(refusedWindow.onramp.snapshot.order).toMatchObject({ status: 'failed', error: 'Could not open the checkout' });
    expect(refusedWindow.api.callCount('generateOnrampUrl')).toBe(0);
    await refusedWindow.scheduler.advanceAsync(60_000);
    expect(refusedWindow.historyReads()).toBe(0);
  });

  it('closes the popup and fails when the checkout address or the history cannot be had', async () => {
    for (const method of ['generateOnrampUrl', 'getHistory'] as const) {
      const created = world();
      created.api.failNext(method);
      await created.quoted('50');
      await created.onramp.chooseProvider('coinbase');
      expect(created.onramp.snapshot.order, method).toMatchObject({ status: 'failed', error: 'Could not open the checkout' });
      expect(created.platform.lastPopup?.closeCalls, method).toBe(1);
      expect(created.platform.lastPopup?.history, method).toEqual(['']);
    }
  });

  it('does nothing for a provider without a ready quote', async () => {
    const created = world();
    created.api.failNext('getOnrampQuote');
    await created.quoted('50');
    await created.onramp.chooseProvider('meld');
    expect(created.onramp.snapshot.order).toBeUndefined();
    expect(created.platform.popups).toHaveLength(0);
  });
});

describe('following the purchase', () => {
  it('reads the history every ONRAMP_ORDER_POLL_MS exactly, one request at a time', async () => {
    const created = await checkoutOpen();
    expect(created.historyReads()).toBe(1);
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS - 1);
    expect(created.historyReads()).toBe(1);
    await created.scheduler.advanceAsync(1);
    expect(created.historyReads()).toBe(2);
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS * 10);
    expect(created.historyReads()).toBe(12);
  });

  it('never has two reads out: a slow answer holds the next read back (no storm)', async () => {
    const created = await checkoutOpen();
    const read = created.api.getHistory.bind(created.api);
    let answer: () => void = () => undefined;
    created.api.getHistory = (params) => {
      const then = read(params);
      return new Promise((resolve) => (answer = () => resolve(then)));
    };
    await created.scheduler.advanceAsync(60_000);
    expect(created.historyReads()).toBe(2);
    created.api.getHistory = read;
    answer();
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS - 1);
    expect(created.historyReads()).toBe(2);
    await created.scheduler.advanceAsync(1);
    expect(created.historyReads()).toBe(3);
  });

  it('takes the first purchase not in the history before the checkout opened, on the chosen network, to success', async () => {
    const created = world();
    created.api.setPurchases(created.buyer, [created.purchase('old', { status: 'confirmed' })]);
    await created.quoted('50');
    await created.onramp.chooseProvider('coinbase');
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('waitingForPayment');
    created.api.pushPurchase(created.buyer, created.purchase('elsewhere', { chain: 'eip155:31338', status: 'confirmed' }));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('waitingForPayment');

    created.api.pushPurchase(created.buyer, created.purchase('order-7'));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(created.onramp.snapshot.order).toMatchObject({ status: 'inProgress', transactionId: 'order-7', hash: undefined });
    expect(created.refreshes).toEqual([]);

    created.api.updatePurchase(created.buyer, 'order-7', { status: 'confirmed', hash: '0xfeed' });
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(created.onramp.snapshot.order).toMatchObject({ status: 'success', transactionId: 'order-7', hash: '0xfeed' });
    expect(created.refreshes).toEqual([{ force: true }]);
    expect(created.activityRefreshes).toHaveLength(1);
    const reads = created.historyReads();
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(created.historyReads()).toBe(reads);
  });

  it("ends a failed purchase with the provider's reason, or a plain one", async () => {
    for (const [reason, shown] of [
      ['Your card was declined.', 'Your card was declined.'],
      [undefined, 'The purchase failed'],
    ] as const) {
      const created = await checkoutOpen();
      created.api.pushPurchase(created.buyer, created.purchase('order-1', { status: 'failed', ...(reason ? { failureReason: reason } : {}) }));
      await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
      expect(created.onramp.snapshot.order).toMatchObject({ status: 'failed', error: shown });
      expect(created.refreshes).toEqual([]);
      const reads = created.historyReads();
      await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS * 5);
      expect(created.historyReads()).toBe(reads);
    }
  });

  it('keeps reading through a failed read', async () => {
    const created = await checkoutOpen();
    created.api.failNext('getHistory');
    created.api.pushPurchase(created.buyer, created.purchase('order-1'));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('waitingForPayment');
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('inProgress');
  });

  it('says the purchase is taking longer after ONRAMP_ORDER_FOLLOW_MAX_MS exactly, and stops', async () => {
    const created = await checkoutOpen();
    created.api.pushPurchase(created.buyer, created.purchase('order-1'));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS - 1);
    expect(status(created)).toBe('inProgress');
    await created.scheduler.advanceAsync(1);
    expect(created.onramp.snapshot.order).toMatchObject({
      status: 'stale',
      error: 'The purchase is taking longer than usual. It will appear in your activity when it completes.',
    });
    const reads = created.historyReads();
    expect(reads).toBe(1 + ONRAMP_ORDER_FOLLOW_MAX_MS / ONRAMP_ORDER_POLL_MS - 1);
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(created.historyReads()).toBe(reads);
  });
});

describe('the popup closed', () => {
  it('before paying: seen within ONRAMP_POPUP_CLOSED_CHECK_MS, one more read, then nothing was bought', async () => {
    const created = await checkoutOpen();
    const popup = created.platform.lastPopup;
    await created.scheduler.advanceAsync(ONRAMP_POPUP_CLOSED_CHECK_MS + 1);
    if (popup) popup.closed = true;
    await created.scheduler.advanceAsync(ONRAMP_POPUP_CLOSED_CHECK_MS - 2);
    expect(status(created)).toBe('waitingForPayment');
    expect(created.historyReads()).toBe(1);
    await created.scheduler.advanceAsync(1);
    expect(created.historyReads()).toBe(2);
    expect(created.onramp.snapshot.order).toMatchObject({
      status: 'checkoutClosed',
      error: 'The checkout was closed before payment. Nothing was bought.',
    });
    await created.scheduler.advanceAsync(60_000);
    expect(created.historyReads()).toBe(2);
  });

  it('after paying: the read after the close finds the purchase and follows it', async () => {
    const created = await checkoutOpen();
    created.api.pushPurchase(created.buyer, created.purchase('order-1'));
    const popup = created.platform.lastPopup;
    if (popup) popup.closed = true;
    await created.scheduler.advanceAsync(ONRAMP_POPUP_CLOSED_CHECK_MS);
    expect(status(created)).toBe('inProgress');
    created.api.updatePurchase(created.buyer, 'order-1', { status: 'confirmed', hash: '0x1' });
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('success');
  });

  it('while a read that started before the close is out: one more read after it decides', async () => {
    const created = await checkoutOpen();
    const read = created.api.getHistory.bind(created.api);
    let answer: () => void = () => undefined;
    // The history as it was when the read went out, answered when the test says.
    created.api.getHistory = (params) => {
      const then = read(params);
      return new Promise((resolve) => (answer = () => resolve(then)));
    };
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(created.historyReads()).toBe(2);
    const popup = created.platform.lastPopup;
    if (popup) popup.closed = true;
    await created.scheduler.advanceAsync(ONRAMP_POPUP_CLOSED_CHECK_MS);
    // Paid just before the close: the read out now may have missed it.
    created.api.pushPurchase(created.buyer, created.purchase('order-1'));
    created.api.getHistory = read;
    answer();
    await created.scheduler.advanceAsync(0);
    expect(created.historyReads()).toBe(3);
    expect(status(created)).toBe('inProgress');
  });

  it('once paid, a closed popup changes nothing', async () => {
    const created = await checkoutOpen();
    created.api.pushPurchase(created.buyer, created.purchase('order-1'));
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    const popup = created.platform.lastPopup;
    if (popup) popup.closed = true;
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(status(created)).toBe('inProgress');
  });
});

describe('leaving the purchase', () => {
  it('stops reading when the flow is left (the modal closed) and forgets everything', async () => {
    const created = await checkoutOpen();
    await created.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    const reads = created.historyReads();
    created.router.reset('Connect');
    expect(created.onramp.snapshot).toEqual(INITIAL_ONRAMP_STATE);
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(created.historyReads()).toBe(reads);
  });

  it('stops reading on startOver and goes back to the form, which keeps its amount', async () => {
    const created = await checkoutOpen();
    created.onramp.startOver();
    expect(created.router.snapshot.history.map((entry) => entry.view)).toEqual(['Account', 'Buy']);
    expect(created.onramp.snapshot).toMatchObject({ order: undefined, selectedProvider: undefined, quotes: [], amount: '50', status: 'ready' });
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(created.historyReads()).toBe(1);
  });

  it('stops reading when the visitor goes back to the form and asks for new quotes', async () => {
    const created = await checkoutOpen();
    created.router.goBackToIndex(1);
    await created.onramp.getQuotes();
    expect(created.onramp.snapshot.order).toBeUndefined();
    await created.scheduler.advanceAsync(ONRAMP_ORDER_FOLLOW_MAX_MS);
    expect(created.historyReads()).toBe(1);
  });

  it('lets a checkout address that arrives after the flow was left open nothing', async () => {
    const created = world();
    await created.quoted('50');
    const chosen = created.onramp.chooseProvider('coinbase');
    created.router.reset('Connect');
    await chosen;
    expect(created.platform.lastPopup?.closeCalls).toBe(1);
    expect(created.platform.lastPopup?.history).toEqual(['']);
    await created.scheduler.advanceAsync(60_000);
    expect(created.historyReads()).toBe(1);
  });

  it('stops reading when the use case is disposed', async () => {
    const created = await checkoutOpen();
    created.onramp.dispose();
    await created.scheduler.advanceAsync(60_000);
    expect(created.historyReads()).toBe(1);
  });
});
