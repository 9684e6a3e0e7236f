/**
 * On-ramp journey 1 (issue 30): buy 50 USDC with a test card from the Account view. Both providers quote side
 * by side (Coinbase 1 %, Meld 1.5 %, a 0.50 network fee each), Coinbase's checkout opens in a real popup on the
 * provider's own origin, the card pays, BuyInProgress follows the order to success, the Tokens tab's USDC rises
 * by exactly the quoted amount (read on screen before and after), the chain agrees, and Activity shows the
 * purchase. Request guard on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { usdcBalance } from '../send/send-journeys.js';
import {
  backToAccount,
  buyerAccount,
  buyWith,
  CARDS,
  checkoutPaid,
  connectAndOpenAccount,
  getQuotes,
  openBuy,
  openCheckout,
  orderReached,
  payByCard,
  providerCard,
  providerOrders,
  quotedAmount,
  recordCloudRequests,
  shownTokenAmount,
  thousandths,
  QUOTE_ROUTE,
} from './onramp-journeys.js';

let journey: Journey | undefined;
afterAll(async () => {
  await journey?.close();
});

describe('on-ramp journey 1: 50 USDC by card', () => {
  it('quotes both providers, pays in the checkout popup, follows the order, and the balance rises by the quote', async () => {
    const buyer = await buyerAccount('onramp journey 1');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const quotes = recordCloudRequests(page, QUOTE_ROUTE, 'POST');
    const dialog = await connectAndOpenAccount(page);
    const before = await shownTokenAmount(dialog, 'USDC');
    const chainBefore = await usdcBalance(buyer.address);

    await openBuy(dialog);
    await getQuotes(dialog, '50');

    // Both quotes, side by side: 50 USD less 1 % and 0.50 is 49 USDC; less 1.5 % and 0.50, 48.75.
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    await buyWith(dialog, 'Meld').waitFor({ timeout: 15_000 });
    const coinbase = await quotedAmount(dialog, 'Coinbase');
    expect(Number(coinbase)).toBe(49);
    expect(Number(await quotedAmount(dialog, 'Meld'))).toBe(48.75);
    const asked = quotes().map((body) => JSON.parse(body) as { provider: string; amount: string; paymentMethod: string });
    expect(asked.map(({ provider, amount, paymentMethod }) => `${provider} ${paymentMethod} ${amount}`).sort()).toEqual(['coinbase card 50.00', 'meld card 50.00']);
    expect(await providerCard(dialog, 'Coinbase').getByText('Best price').count()).toBe(1);

    // The checkout in its popup, on the provider's origin; paid with the success card.
    const checkout = await openCheckout(page, dialog, 'Coinbase');
    await payByCard(checkout, CARDS.success);
    await checkoutPaid(checkout);

    // BuyInProgress follows the order to success; the chain got exactly the quote.
    const done = await orderReached(dialog, 'success');
    expect(await done.textContent()).toContain('49 USDC arrived in your wallet');
    expect(await usdcBalance(buyer.address)).toBe(chainBefore + parseUnits(coinbase, 6));

    // Back on the Account view: the USDC shown rose by the quoted amount.
    await backToAccount(dialog);
    await expect.poll(async () => thousandths(await shownTokenAmount(dialog, 'USDC')), { timeout: 15_000 }).toBe(thousandths(before) + thousandths(coinbase));

    // Activity shows the purchase, once.
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/Bought/);
    expect(((await activity.textContent()) ?? '').match(/Bought/g)).toHaveLength(1);

    // The provider recorded one paid, delivered order for this account.
    const orders = await providerOrders(buyer.address);
    expect(orders.map(({ provider, status }) => ({ provider, status }))).toEqual([{ provider: 'coinbase', status: 'success' }]);
    guard.assertNoViolations();
  }, 90_000);
});
