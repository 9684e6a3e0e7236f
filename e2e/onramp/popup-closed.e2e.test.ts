/**
 * On-ramp journey 5 (issue 30): the visitor closes the provider's checkout popup before paying. BuyInProgress
 * says the checkout was closed and nothing was bought; nothing was: the chain's USDC is unchanged, the provider
 * lists no purchase for the account (an unpaid order is not one), and Activity shows none. Request guard on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDemo, type Journey } from '../harness.js';
import { usdcBalance } from '../send/send-journeys.js';
import { closeModal, openAccountView } from '../wallet-journeys.js';
import { buyerAccount, buyWith, connectAndOpenAccount, getQuotes, openBuy, openCheckout, orderReached, providerOrders, shownTokenAmount, tokensList } from './onramp-journeys.js';

const CLOSED = 'The checkout was closed before payment. Nothing was bought.';

let journey: Journey | undefined;
afterAll(async () => {
  await journey?.close();
});

describe('on-ramp journey 5: the checkout closed before paying', () => {
  it('says so, and nothing is bought or delivered', async () => {
    const buyer = await buyerAccount('onramp journey 5');
    journey = await openDemo({ wallets: [{ privateKeys: [buyer.privateKey] }] });
    const { page, guard } = journey;
    const dialog = await connectAndOpenAccount(page);
    const shownBefore = await shownTokenAmount(dialog, 'USDC');
    const chainBefore = await usdcBalance(buyer.address);

    await openBuy(dialog);
    await getQuotes(dialog, '25');
    await buyWith(dialog, 'Coinbase').waitFor({ timeout: 15_000 });
    const checkout = await openCheckout(page, dialog, 'Coinbase');
    await checkout.close();

    const closed = await orderReached(dialog, 'checkoutClosed', 15_000);
    expect(await closed.textContent()).toContain(CLOSED);
    expect(await providerOrders(buyer.address)).toEqual([]);
    expect(await usdcBalance(buyer.address)).toBe(chainBefore);

    // The Account view again: the same USDC, and no purchase in Activity.
    await closeModal(page);
    await openAccountView(page);
    await tokensList(dialog).locator('[data-token="USDC"]').waitFor();
    expect(await shownTokenAmount(dialog, 'USDC')).toBe(shownBefore);
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    // The funding transfer is listed (the activity loaded), and nothing was bought.
    await activity.locator('[data-transaction]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => activity.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await activity.textContent()).not.toMatch(/Bought/);
    guard.assertNoViolations();
  }, 60_000);
});
