/**
 * Swap journey 5 (issue 17): the quotes endpoint fails (the local cloud's fault switch answers 500), then is slow
 * (3 s). The failure is said plainly ('Failed to fetch swap quote', with Try again), nothing retries on its own
 * (a request counter on the route stays put), the slow answer shows 'Getting quote...' until it lands, typing
 * asks once per debounce, and once the fault is cleared the swap is quoted again. Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { cloudAdmin, connectWallet, demoField } from '../wallet-journeys.js';
import { actionSays, swapAccount, swapForm } from './swap-journeys.js';

const QUOTES_ROUTE = '/v1/convert/quotes';
const LATENCY_MS = 3_000;

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
  await cloudAdmin(`faults?route=${encodeURIComponent(QUOTES_ROUTE)}`, { method: 'DELETE' });
});

describe('swap journey 5: the quotes endpoint fails, then is slow', () => {
  it('says so, makes no request storm, and recovers once the fault is cleared', async () => {
    const account = await swapAccount('swap journey 5', { ether: '1', usdc: '0' });
    journey = await openDemo({ wallets: [{ privateKeys: [account.privateKey] }] });
    const { page, guard, devstack } = journey;
    const quoteRequests: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === devstack.cloudUrl && url.pathname === QUOTES_ROUTE) quoteRequests.push(Date.now());
    });
    await connectWallet(page);
    const dialog = journey.dialog();
    const form = swapForm(dialog);

    // 500: a clear error and Try again; no request of its own.
    await cloudAdmin('faults', { method: 'PUT', body: { route: QUOTES_ROUTE, method: 'GET', status: 500 } });
    await demoField(page, 'swap-from').selectOption('ETH');
    await demoField(page, 'swap-to').selectOption('USDC');
    await demoField(page, 'swap-amount').fill('0.1');
    await page.getByRole('button', { name: 'Open the swap' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Failed to fetch swap quote' }).waitFor({ timeout: 20_000 });
    await actionSays(dialog, 'Try again');
    expect(quoteRequests).toHaveLength(1);

    // 3 s of latency: Try again waits with 'Getting quote...', then the quote lands.
    await cloudAdmin('faults', { method: 'PUT', body: { route: QUOTES_ROUTE, method: 'GET', latencyMs: LATENCY_MS } });
    await form.action.click();
    await actionSays(dialog, 'Getting quote...');
    expect(await form.action.getAttribute('aria-busy')).toBe('true');
    await actionSays(dialog, 'Review swap');
    expect(quoteRequests).toHaveLength(2);
    // The slow answer and the failed one before it made no request storm: two requests in all.
    expect(quoteRequests[1]! - quoteRequests[0]!).toBeGreaterThan(0);

    // Typing asks once, after the debounce, even with the latency on.
    await form.amount.fill('');
    await form.amount.pressSequentially('0.25');
    await actionSays(dialog, 'Review swap');
    expect(quoteRequests).toHaveLength(3);

    // Cleared: a new amount is quoted at once.
    await cloudAdmin(`faults?route=${encodeURIComponent(QUOTES_ROUTE)}`, { method: 'DELETE' });
    await form.amount.fill('0.2');
    await actionSays(dialog, 'Review swap');
    expect(await form.received.inputValue()).toMatch(/^\d+\.\d+$/);
    expect(quoteRequests).toHaveLength(4);
    guard.assertNoViolations();
  }, 90_000);
});
