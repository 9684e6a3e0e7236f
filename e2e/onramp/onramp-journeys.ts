/**
 * Helpers for the on-ramp journeys (issue 30): a journey account of its own on chain A (the treasury of the
 * devstack's on-ramp provider delivers to whichever account is connected, so each journey buys for a key no
 * other file uses and measures balances against what it read before), the Buy views driven the way a person
 * does (labelled fields, the providers' cards, the progress view), the provider's checkout in its popup (card
 * form, 3-D Secure step), the requests the page sends to the cloud's on-ramp routes, and the provider's own
 * record of the purchases (read from Node, never from the page).
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Address, Hex } from 'viem';
import { fundedAccount } from '../send/send-journeys.js';
import { connectWallet, openAccountView } from '../wallet-journeys.js';

/** The local cloud's on-ramp routes (SPEC.md section 7). */
export const OPTIONS_ROUTE = '/v1/onramp/options';
export const QUOTE_ROUTE = '/v1/onramp/quote';
export const URL_ROUTE = '/v1/generators/onrampurl';

/** The provider's test cards (docs/ONRAMP.md; Stripe-like numbers). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;
export const THREE_D_SECURE_CODE = '123456';

/** A journey key with 1 ETH and `usdc` USDC on chain A, so its Tokens tab lists USDC before it buys any. */
export async function buyerAccount(label: string, usdc = '10'): Promise<{ privateKey: Hex; address: Address }> {
  return fundedAccount(label, { ether: '1', usdc });
}

/** Connects the injected test wallet, opens the Account view and waits until its Tokens tab lists `symbol`. */
export async function connectAndOpenAccount(page: Page, symbol = 'USDC'): Promise<Locator> {
  await connectWallet(page);
  const dialog = await openAccountView(page);
  await tokensList(dialog).locator(`[data-token="${symbol}"]`).waitFor({ timeout: 15_000 });
  return dialog;
}

export function tokensList(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Tokens' });
}

/** The amount the Account view's Tokens tab shows for `symbol` ('1,059.000 USDC' -> '1059.000'). */
export async function shownTokenAmount(dialog: Locator, symbol: string): Promise<string> {
  const row = tokensList(dialog).locator(`[data-token="${symbol}"]`);
  const text = (await row.locator('.wp-token-end > span').first().textContent()) ?? '';
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) throw new Error(`No ${symbol} amount in ${JSON.stringify(text)}`);
  return match[0].replaceAll(',', '');
}

/** A decimal string as thousandths ('59.000' -> 59000n; '48.75' -> 48750n), the Tokens tab's precision (floored). */
export function thousandths(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.slice(0, 3).padEnd(3, '0'));
}

/** The Buy form's controls inside the modal dialog (ui-react/views/OnRamp). */
export function buyForm(dialog: Locator) {
  return {
    form: dialog.getByRole('form', { name: 'Buy crypto' }),
    amount: dialog.getByRole('textbox', { name: 'Amount', exact: true }),
    /** The limits help text under the amount ('Between 20.00 and 5,000.00 USD'). */
    limits: dialog.getByText(/^Between [\d,.]+ and [\d,.]+ [A-Z]{3}$/),
    card: dialog.getByRole('radio', { name: 'Card', exact: true }),
    bank: dialog.getByRole('radio', { name: 'Bank transfer', exact: true }),
    getQuotes: dialog.getByTestId('onramp-get-quotes'),
  };
}

/** From the Account view: Buy, then waits for the form with its options loaded (the Get quotes button there). */
export async function openBuy(dialog: Locator): Promise<ReturnType<typeof buyForm>> {
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
  const form = buyForm(dialog);
  await form.amount.waitFor({ timeout: 15_000 });
  await form.limits.waitFor({ timeout: 15_000 });
  return form;
}

/** What the form says under the amount: the limits shown as help text. */
export async function shownLimits(dialog: Locator): Promise<string> {
  return ((await buyForm(dialog).limits.textContent()) ?? '').trim();
}

export type ProviderName = 'Meld' | 'Coinbase';

/** One provider's card on OnRampProviders (a list item named by its heading). */
export function providerCard(dialog: Locator, provider: ProviderName): Locator {
  return dialog.getByRole('list', { name: 'Quotes' }).getByRole('listitem', { name: provider, exact: true });
}

/** The 'Buy with <Provider>' button of a ready quote. */
export function buyWith(dialog: Locator, provider: ProviderName): Locator {
  return dialog.getByRole('button', { name: `Buy with ${provider}` });
}

/** What a provider's card says arrives ('You get 49 USDC' -> '49'). */
export async function quotedAmount(dialog: Locator, provider: ProviderName, symbol = 'USDC'): Promise<string> {
  const text = (await providerCard(dialog, provider).locator('.wp-onramp-get dd').textContent()) ?? '';
  const match = new RegExp(`^(\\d[\\d,]*(?:\\.\\d+)?) ${symbol}$`).exec(text.trim());
  if (!match) throw new Error(`No ${symbol} amount on ${provider}'s card: ${JSON.stringify(text)}`);
  return match[1]!.replaceAll(',', '');
}

/** Types the amount and presses Get quotes. */
export async function getQuotes(dialog: Locator, amount: string): Promise<void> {
  const form = buyForm(dialog);
  await form.amount.fill(amount);
  await form.getQuotes.click();
}

/** Presses 'Buy with <Provider>' and returns the checkout popup that opens in the click, once it shows the checkout. */
export async function openCheckout(page: Page, dialog: Locator, provider: ProviderName): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await buyWith(dialog, provider).click();
  const checkout = await popup;
  await checkout.waitForURL(`${onrampUrl()}/${provider.toLowerCase()}/checkout/**`, { timeout: 15_000 });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).waitFor();
  return checkout;
}

/** Fills the checkout's card form (a valid future expiry, a CVC, a holder) and pays. */
export async function payByCard(checkout: Page, number: string): Promise<void> {
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('Security code (CVC)').fill('123');
  await checkout.getByLabel('Name on the card').fill('Ada Lovelace');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** The 3-D Secure step: types the code and confirms. */
export async function confirmThreeDSecure(checkout: Page, code: string): Promise<void> {
  const field = checkout.getByLabel('6-digit code');
  await field.waitFor({ timeout: 15_000 });
  await field.fill(code);
  await checkout.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** The checkout's answer to a payment: "Payment received" while it delivers, or already the result. */
export async function checkoutPaid(checkout: Page): Promise<void> {
  await checkout.getByRole('heading', { name: /^(Payment received|Purchase complete)/ }).waitFor({ timeout: 15_000 });
}

/** BuyInProgress, once the order reached `status` (its data-order-status). */
export async function orderReached(dialog: Locator, status: 'success' | 'failed' | 'checkoutClosed', timeout = 30_000): Promise<Locator> {
  const view = dialog.locator(`[data-order-status="${status}"]`);
  await view.waitFor({ timeout });
  return view;
}

/** From BuyInProgress's end (success), back to the Account view, its tokens listed. */
export async function backToAccount(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Back to account', exact: true }).click();
  await dialog.getByTestId('account-balance').waitFor();
}

/**
 * Records the page's requests to one of the cloud's routes with `method` (the CORS preflight, an OPTIONS,
 * is not counted: it is the browser's, not the product's). Returns the reader.
 */
export function recordCloudRequests(page: Page, route: string, method: 'GET' | 'POST'): () => string[] {
  const seen: string[] = [];
  const cloudUrl = inject('devstack').cloudUrl;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === cloudUrl && url.pathname === route && request.method() === method) seen.push(request.postData() ?? '');
  });
  return () => [...seen];
}

/** The provider's origin (devstack/onramp). */
export function onrampUrl(): string {
  return inject('devstack').onrampUrl;
}

export type ProviderOrder = { id: string; provider: string; status: 'in_progress' | 'success' | 'failed'; purchaseAmount: string; failureReason: string | null };

/** The provider's paid orders for an address, newest first (its own API, from Node). */
export async function providerOrders(address: string): Promise<ProviderOrder[]> {
  const response = await fetch(`${onrampUrl()}/api/orders?address=${address}`);
  if (!response.ok) throw new Error(`GET /api/orders: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { orders: ProviderOrder[] }).orders;
}
