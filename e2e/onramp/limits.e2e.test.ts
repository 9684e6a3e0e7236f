/**
 * On-ramp journey 3 (issue 30): the amount is checked against the limits the options call returned, before
 * any quote. The devstack's provider takes 20.00 to 5,000.00 USD by card and 50.00 to 20,000.00 USD by bank
 * transfer (not SPEC.md's fallback, on purpose, so the journey tells them apart): 19.99 and 5,000.01 by card are
 * refused with both limits named and no quote request leaves the page; by bank transfer the limits shown and
 * enforced are the bank's (5,000.01 is fine there, 49 is not). Request guard on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import {
  buyerAccount,
  buyForm,
  buyWith,
  connectAndOpenAccount,
  getQuotes,
  openBuy,
  recordCloudRequests,
  shownLimits,
  QUOTE_ROUTE,
} from './onramp-journeys.js';

const CARD_LIMITS = 'Between 20.00 and 5,000.00 USD';
const BANK_LIMITS = 'Between 50.00 and 20,000.00 USD';
const CARD_REFUSAL = 'Enter an amount between 20.00 and 5,000.00 USD';
const BANK_REFUSAL = 'Enter an amount between 50.00 and 20,000.00 USD';

let journey: Journey | undefined;
afterAll(async () => {
  await journey?.close();
});

describe('on-ramp journey 3: the limits, before any quote', () => {
  it('refuses under the minimum and over the card maximum without asking for a quote; the bank limits differ', async () => {
    const buyer = await buyerAccount('onramp journey 3');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const quotes = recordCloudRequests(page, QUOTE_ROUTE, 'POST');
    const dialog = await connectAndOpenAccount(page);
    const form = await openBuy(dialog);
    expect(await shownLimits(dialog)).toBe(CARD_LIMITS);

    // Under the card minimum, then over its maximum: refused in the form, both limits named, nothing asked.
    for (const amount of ['19.99', '5000.01']) {
      await getQuotes(dialog, amount);
      await dialog.getByText(CARD_REFUSAL).waitFor();
      expect(await form.amount.getAttribute('aria-invalid')).toBe('true');
      expect(await buyWith(dialog, 'Coinbase').count()).toBe(0);
    }
    expect(quotes()).toEqual([]);

    // By bank transfer: its own limits, shown and enforced; 5,000.01 fits there, 49 does not.
    await buyForm(dialog).bank.check();
    await expect.poll(() => shownLimits(dialog)).toBe(BANK_LIMITS);
    await getQuotes(dialog, '49');
    await dialog.getByText(BANK_REFUSAL).waitFor();
    expect(quotes()).toEqual([]);
    await getQuotes(dialog, '5000.01');
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    const asked = quotes().map((body) => JSON.parse(body) as { amount: string; paymentMethod?: string; provider?: string });
    expect(asked.map(({ amount, paymentMethod, provider }) => `${provider} ${paymentMethod} ${amount}`).sort()).toEqual([
      'coinbase bank_account 5000.01',
      'meld bank_account 5000.01',
    ]);
    guard.assertNoViolations();
  }, 60_000);
});
