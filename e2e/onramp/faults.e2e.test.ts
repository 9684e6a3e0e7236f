/**
 * On-ramp journey 4 (issue 30), with the local cloud's fault switches (so this file runs in 'e2e', one at a
 * time): the options call failing makes the form say what is unavailable and fall back to SPEC.md section 9's
 * limits (card 10.00 to 7,500.00: an amount between 10 and 20, which the devstack's own options refuse, is
 * accepted and quoted); the quote call failing gives a clear error and no storm (exactly one request per
 * provider per press), and quotes come back once the fault is cleared. Request guard on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { cloudAdmin } from '../wallet-journeys.js';
import {
  buyerAccount,
  buyWith,
  connectAndOpenAccount,
  getQuotes,
  openBuy,
  recordCloudRequests,
  shownLimits,
  OPTIONS_ROUTE,
  QUOTE_ROUTE,
} from './onramp-journeys.js';

const OPTIONS_NOTICE = 'Purchase options are unavailable right now. Showing standard limits.';
const QUOTE_ERROR = 'Could not get a quote. Please try again.';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
  for (const route of [OPTIONS_ROUTE, QUOTE_ROUTE]) await cloudAdmin(`faults?route=${encodeURIComponent(route)}`, { method: 'DELETE' });
});

describe('on-ramp journey 4: the options call and the quote call failing', () => {
  it('falls back to the standard limits and says so when the options call fails', async () => {
    const buyer = await buyerAccount('onramp journey 4 options');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const options = recordCloudRequests(page, OPTIONS_ROUTE, 'GET');
    const quotes = recordCloudRequests(page, QUOTE_ROUTE, 'POST');
    const dialog = await connectAndOpenAccount(page);
    await cloudAdmin('faults', { method: 'PUT', body: { route: OPTIONS_ROUTE, method: 'GET', status: 500 } });

    await openBuy(dialog);
    await dialog.getByText(OPTIONS_NOTICE).waitFor({ timeout: 15_000 });
    expect(await shownLimits(dialog)).toBe('Between 10.00 and 7,500.00 USD');
    expect(options()).toHaveLength(1);

    // 15 USD: inside the fallback's card limits (the devstack's options would say at least 20.00): the form
    // takes it and asks both providers, for USDC on the active network named by its CAIP-2 id. The provider
    // itself still sells from 20.00, so neither quotes it.
    await getQuotes(dialog, '15');
    await expect.poll(() => quotes().length).toBe(2);
    const asked = quotes().map((body) => JSON.parse(body) as { amount: string; network: string; purchaseCurrency: string });
    expect(asked.map(({ amount, network }) => `${amount} ${network}`)).toEqual(['15.00 eip155:31337', '15.00 eip155:31337']);
    await dialog.getByText(QUOTE_ERROR).waitFor({ timeout: 15_000 });

    // Back on the form, 50 USD is quoted by both through the fallback's network, options still down.
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await getQuotes(dialog, '50');
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    await buyWith(dialog, 'Meld').waitFor({ timeout: 15_000 });
    expect(quotes()).toHaveLength(4);
    expect(options()).toHaveLength(1);
    guard.assertNoViolations();
  }, 60_000);

  it('says the quote failed, asks once per provider per press, and quotes again once the fault is cleared', async () => {
    const buyer = await buyerAccount('onramp journey 4 quote');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const quotes = recordCloudRequests(page, QUOTE_ROUTE, 'POST');
    const dialog = await connectAndOpenAccount(page);
    await cloudAdmin('faults', { method: 'PUT', body: { route: QUOTE_ROUTE, method: 'POST', status: 500 } });

    await openBuy(dialog);
    await getQuotes(dialog, '50');
    await dialog.getByText(QUOTE_ERROR).waitFor({ timeout: 15_000 });
    expect(await buyWith(dialog, 'Coinbase').count()).toBe(0);
    expect(quotes()).toHaveLength(2);

    // Pressing again asks again, once per provider; nothing retries by itself meanwhile.
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => quotes().length).toBe(4);
    await dialog.getByText(QUOTE_ERROR).waitFor({ timeout: 15_000 });
    expect(quotes()).toHaveLength(4);

    // Cleared: the next press is quoted by both.
    await cloudAdmin(`faults?route=${encodeURIComponent(QUOTE_ROUTE)}`, { method: 'DELETE' });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    await buyWith(dialog, 'Meld').waitFor();
    expect(quotes()).toHaveLength(6);
    guard.assertNoViolations();
  }, 60_000);
});
