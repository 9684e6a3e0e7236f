/**
 * On-ramp journey 2 (issue 30), one visitor in one page: a declined card, then a card that asks for 3-D Secure.
 * The decline shows in the checkout and in BuyInProgress (the provider's reason), nothing is delivered (the
 * chain's and the screen's USDC unchanged) and the failed attempt is in Activity; Try again goes back to the
 * form, and the 3-D Secure card with the code 123456 pays and is delivered. Request guard on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'viem';
import { openDemo, type Journey } from '../harness.js';
import { usdcBalance } from '../send/send-journeys.js';
import {
  backToAccount,
  buyerAccount,
  buyForm,
  buyWith,
  CARDS,
  checkoutPaid,
  confirmThreeDSecure,
  connectAndOpenAccount,
  getQuotes,
  openBuy,
  openCheckout,
  orderReached,
  payByCard,
  providerOrders,
  quotedAmount,
  shownTokenAmount,
  thousandths,
  THREE_D_SECURE_CODE,
} from './onramp-journeys.js';

const DECLINED = 'Your card was declined.';

let journey: Journey | undefined;
afterAll(async () => {
  await journey?.close();
});

describe('on-ramp journey 2: a declined card, then 3-D Secure', () => {
  it('shows the decline and delivers nothing; the 3-D Secure purchase completes', async () => {
    const buyer = await buyerAccount('onramp journey 2');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const dialog = await connectAndOpenAccount(page);
    const shownBefore = await shownTokenAmount(dialog, 'USDC');
    const chainBefore = await usdcBalance(buyer.address);

    // Declined: the checkout says so, and so does the modal.
    await openBuy(dialog);
    await getQuotes(dialog, '40');
    await buyWith(dialog, 'Meld').waitFor({ timeout: 15_000 });
    const declinedCheckout = await openCheckout(page, dialog, 'Meld');
    await payByCard(declinedCheckout, CARDS.declined);
    await declinedCheckout.getByRole('alert').filter({ hasText: DECLINED }).waitFor({ timeout: 15_000 });
    const failed = await orderReached(dialog, 'failed');
    expect(await failed.textContent()).toContain(DECLINED);
    expect(await providerOrders(buyer.address)).toMatchObject([{ provider: 'meld', status: 'failed', failureReason: DECLINED }]);
    expect(await usdcBalance(buyer.address)).toBe(chainBefore);
    await declinedCheckout.close();

    // Try again: the form, then 3-D Secure with the right code.
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await buyForm(dialog).amount.waitFor();
    await getQuotes(dialog, '40');
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    const quoted = await quotedAmount(dialog, 'Coinbase');
    const checkout = await openCheckout(page, dialog, 'Coinbase');
    await payByCard(checkout, CARDS.threeDSecure);
    await confirmThreeDSecure(checkout, THREE_D_SECURE_CODE);
    await checkoutPaid(checkout);
    await orderReached(dialog, 'success');
    expect(await usdcBalance(buyer.address)).toBe(chainBefore + parseUnits(quoted, 6));
    expect((await providerOrders(buyer.address)).map(({ provider, status }) => `${provider} ${status}`)).toEqual(['coinbase success', 'meld failed']);

    // The Account view: the screen's USDC rose by the 3-D Secure purchase only; Activity lists both attempts.
    await backToAccount(dialog);
    await expect.poll(async () => thousandths(await shownTokenAmount(dialog, 'USDC')), { timeout: 15_000 }).toBe(thousandths(shownBefore) + thousandths(quoted));
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await expect.poll(() => activity.textContent(), { timeout: 15_000 }).toMatch(/Bought/);
    const failedRow = activity.locator('[data-transaction]').filter({ hasText: DECLINED });
    expect(await failedRow.textContent()).toMatch(/Failed/);
    guard.assertNoViolations();
  }, 90_000);
});
