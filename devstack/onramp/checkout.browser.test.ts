/**
 * The checkout in a real chromium, as a person completes it (no chain: a recording deliverer stands in for the
 * delivery, which delivery-*.test.ts cover): the card form found by its labels, errors announced beside their
 * fields, the 3-D Secure step, the bank transfer; every page passes axe in light and dark, loads nothing but the
 * provider's own stylesheet and breaks no line of its Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { startOnramp, type RunningOnramp } from './start-onramp.js';
import { RecordingDeliverer, UNREACHABLE_CHAINS } from './testing.js';

const ADDRESS = '0x3333333333333333333333333333333333333333';
let onramp: RunningOnramp;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;
const cspViolations: string[] = [];

beforeAll(async () => {
  onramp = await startOnramp({ port: 0, ...UNREACHABLE_CHAINS, deliverer: new RecordingDeliverer() });
  browser = await launchChromium();
  guard = await guardRequests(browser.context);
  page = await browser.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
});
afterAll(async () => {
  guard?.assertNoViolations();
  await browser?.close();
  await onramp?.stop();
});

async function checkoutUrl(provider: 'meld' | 'coinbase', amount = '50'): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${onramp.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json() as Promise<Record<string, string>>);
  const quote = await post('/api/quotes', { provider, purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount, network: 'walletport-devnet-b' });
  return (await post('/api/orders', { quoteId: quote['quoteId'], destinationAddress: ADDRESS }))['url']!;
}

async function axeViolations(): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Injected through the debugging protocol, which the page's CSP does not govern.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
      const found = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return found.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
    });
    results.push(...violations.map((violation) => ({ colorScheme, ...violation })));
  }
  return results;
}

describe('the checkout in a browser', { timeout: 30_000 }, () => {
  it('takes a card, shows its errors beside the fields, and answers "payment received"', async () => {
    await page.goto(await checkoutUrl('coinbase'));
    await page.getByRole('heading', { level: 1, name: 'Buy 49 USDC' }).waitFor();
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Enter a valid card number.').waitFor();
    const number = page.getByLabel('Card number');
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    await number.fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on the card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment received - delivering your USDC' }).waitFor();
    expect(await axeViolations()).toEqual([]);
    await onramp.idle();
    await page.getByRole('link', { name: 'See the result' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchase complete' }).waitFor();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the 3-D Secure code in the meld skin, and fails the order on a wrong one', async () => {
    await page.goto(await checkoutUrl('meld'));
    await page.getByRole('banner').getByLabel('Meld').waitFor();
    await page.getByLabel('Card number').fill('4000 0000 0000 3220');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on the card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm it is you' }).waitFor();
    expect(await axeViolations()).toEqual([]);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: '3-D Secure authentication failed.' }).waitFor();
    expect(await axeViolations()).toEqual([]);
  });

  it('switches to a bank transfer, and says when the amount is too small for one', async () => {
    await page.goto(await checkoutUrl('coinbase', '60'));
    await page.getByRole('navigation', { name: 'Payment method' }).getByRole('link', { name: 'Bank transfer' }).click();
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill('000222222227');
    await page.getByLabel('Account holder').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Insufficient funds in the bank account.' }).waitFor();
    await page.goto(await checkoutUrl('coinbase', '20'));
    await page.getByText('Bank transfer: not available for this amount (The amount must be at least 50.00 USD)').waitFor();
    expect(await axeViolations()).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
