/**
 * The checkout pages over HTTP, as a browser's forms post them (no browser needed), with a recording deliverer:
 * the test cards' outcomes, the 3-D Secure step, the bank transfer and its limits, field errors beside their
 * fields, one payment per order, what the address listing shows after each, and the pages' security headers
 * and escaping. Delivery on real chains: delivery.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_DEV_ADDRESSES } from '../solana/dev-keys.js';
import { startOnramp, type RunningOnramp } from './start-onramp.js';
import { RecordingDeliverer, UNREACHABLE_CHAINS } from './testing.js';

const ADDRESS = '0x2222222222222222222222222222222222222222';
const deliverer = new RecordingDeliverer();
let onramp: RunningOnramp;

beforeAll(async () => {
  onramp = await startOnramp({ port: 0, ...UNREACHABLE_CHAINS, deliverer });
});
afterAll(() => onramp.stop());

async function json(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${onramp.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

/** A fresh order's checkout address. */
async function checkout(options: { provider?: string; amount?: string; method?: string; address?: string; network?: string; currency?: string; symbol?: string } = {}): Promise<string> {
  const quote = await json('/api/quotes', {
    provider: options.provider ?? 'coinbase',
    purchaseCurrency: options.symbol ?? 'USDC',
    paymentCurrency: options.currency ?? 'USD',
    paymentMethod: options.method ?? 'card',
    amount: options.amount ?? '50',
    network: options.network ?? 'walletport-devnet-a',
  });
  const order = await json('/api/orders', { quoteId: quote['quoteId'], destinationAddress: options.address ?? ADDRESS });
  return String(order['url']);
}

async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) });
  return { status: response.status, text: await response.text() };
}

const card = (number: string, overrides: Record<string, string> = {}) => ({ number, expiry: '12/34', cvc: '123', holder: 'Ada Lovelace', ...overrides });

async function purchase(url: string, address: string = ADDRESS): Promise<Record<string, unknown> | undefined> {
  const id = url.split('/').at(-1);
  const listed = (await json(`/api/orders?address=${address}`))['orders'] as Record<string, unknown>[];
  return listed.find((order) => order['id'] === id);
}

describe('the checkout', () => {
  it('shows what is bought, the fees and total, with a strict policy and no framing', async () => {
    const url = await checkout({ provider: 'meld' });
    const response = await fetch(url);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text).toContain('<h1>Buy 48.75 USDC</h1>');
    expect(text).toContain('<dt>Meld fee</dt><dd>0.75 USD</dd>');
    expect(text).toContain('<dt>Network fee</dt><dd>0.50 USD</dd>');
    expect(text).toContain('<dd class="total">50.00 USD</dd>');
    expect(text).toContain('Walletport Devnet A');
    expect(text).toContain('0x2222…2222');
    expect(text).toContain('class="skin-meld"');
    expect(text).not.toMatch(/<script/i);
    // 50.00 USD fits the bank limits (50.00-20000.00) too, so both methods are offered.
    expect(text).toContain('?method=bank_account">Bank transfer</a>');
    expect(await purchase(url)).toBeUndefined();
    const coinbase = await (await fetch(await checkout())).text();
    expect(coinbase).toContain('class="skin-coinbase"');
    expect(coinbase).toContain('<dt>Coinbase fee</dt><dd>0.50 USD</dd>');
  });

  it('pays with the success card: in progress at once, then delivered; a second payment is a 409', async () => {
    const url = await checkout();
    const paid = await post(`${url}/card`, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Payment received - delivering your USDC');
    await onramp.idle();
    expect(await purchase(url)).toMatchObject({ status: 'success', purchaseAmount: '49', symbol: 'USDC', paymentMethod: 'card', txHash: expect.stringMatching(/^0x/), failureReason: null });
    expect(deliverer.deliveries.at(-1)).toMatchObject({ caipNetworkId: 'eip155:31337', units: 49_000_000n, destination: ADDRESS });
    const result = await (await fetch(url)).text();
    expect(result).toContain('Purchase complete');
    const again = await post(`${url}/card`, card('4242424242424242'));
    expect(again.status).toBe(409);
    expect(again.text).toContain('already submitted');
    expect((await post(`${url}/bank`, { holder: 'Ada', routing: '110000000', account: '000123456789' })).status).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4111 1111 1111 1111', 'Your card was declined.'],
  ])('fails the order for card %s: %s, nothing delivered', async (number, reason) => {
    const url = await checkout();
    const before = deliverer.deliveries.length;
    const answer = await post(`${url}/card`, card(number));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(reason);
    expect(await purchase(url)).toMatchObject({ status: 'failed', failureReason: reason, txHash: null });
    expect(deliverer.deliveries.length).toBe(before);
    expect((await post(`${url}/card`, card('4242424242424242'))).status).toBe(409);
  });

  it('asks a 3-D Secure code for 4000 0000 0000 3220: not a purchase until confirmed; 123456 passes', async () => {
    const url = await checkout();
    const asked = await post(`${url}/card`, card('4000000000003220'));
    expect(asked.text).toContain('6-digit code');
    expect(await purchase(url)).toBeUndefined();
    const malformed = await post(`${url}/3ds`, { code: '12' });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('aria-invalid="true"');
    const confirmed = await post(`${url}/3ds`, { code: '123456' });
    expect(confirmed.text).toContain('Payment received - delivering your USDC');
    await onramp.idle();
    expect(await purchase(url)).toMatchObject({ status: 'success' });
    expect((await post(`${url}/3ds`, { code: '123456' })).status).toBe(409);
  });

  it('fails the order on a wrong 3-D Secure code', async () => {
    const url = await checkout();
    await post(`${url}/card`, card('4000000000003220'));
    const failed = await post(`${url}/3ds`, { code: '654321' });
    expect(failed.text).toContain('3-D Secure authentication failed.');
    expect(await purchase(url)).toMatchObject({ status: 'failed', failureReason: '3-D Secure authentication failed.' });
  });

  it('shows each bad card field beside it and records nothing', async () => {
    const url = await checkout();
    const answer = await post(`${url}/card`, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', holder: '' });
    expect(answer.status).toBe(400);
    for (const name of ['number', 'expiry', 'cvc', 'holder']) {
      expect(answer.text).toMatch(new RegExp(`id="field-${name}"[^>]*aria-invalid="true"[^>]*aria-describedby="field-${name}-error"`));
      expect(answer.text).toContain(`<p class="error" id="field-${name}-error">`);
    }
    expect(answer.text).toContain('Enter a valid card number.');
    expect(await purchase(url)).toBeUndefined();
    // The order can still be paid.
    expect((await post(`${url}/card`, card('4242424242424242'))).status).toBe(200);
    await onramp.idle();
  });

  it('pays by bank transfer with the test accounts: success, and insufficient funds', async () => {
    const good = await checkout({ amount: '60', method: 'bank_account' });
    const page = await (await fetch(good)).text();
    expect(page).toContain('action="/coinbase/checkout/');
    expect(page).toContain('/bank"');
    const paid = await post(`${good}/bank`, { holder: 'Ada Lovelace', iban: '', routing: '110000000', account: '000123456789' });
    expect(paid.text).toContain('Payment received');
    await onramp.idle();
    expect(await purchase(good)).toMatchObject({ status: 'success', paymentMethod: 'bank_account' });
    const poor = await checkout({ amount: '60' });
    const refused = await post(`${poor}/bank`, { holder: 'Ada Lovelace', routing: '110000000', account: '000222222227' });
    expect(refused.text).toContain('Insufficient funds in the bank account.');
    expect(await purchase(poor)).toMatchObject({ status: 'failed', paymentMethod: 'bank_account', failureReason: 'Insufficient funds in the bank account.' });
    const invalid = await post(`${await checkout({ amount: '60' })}/bank`, { holder: '', routing: '123', account: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain("Enter the account holder&#39;s name.");
    expect(invalid.text).toContain('Enter a valid 9-digit routing number.');
  });

  it('does not offer a bank transfer for an amount under its minimum, and refuses one posted anyway', async () => {
    const url = await checkout({ amount: '30' });
    const page = await (await fetch(`${url}?method=bank_account`)).text();
    expect(page).toContain('Bank transfer: not available for this amount (The amount must be at least 50.00 USD)');
    expect(page).toContain('/card"');
    const posted = await post(`${url}/bank`, { holder: 'Ada', routing: '110000000', account: '000123456789' });
    expect(posted.status).toBe(400);
    expect(await purchase(url)).toBeUndefined();
  });

  it('escapes what it renders, refuses a form from another origin, and answers 404 for unknown checkouts', async () => {
    const url = await checkout({ network: 'walletport-solana', address: SOLANA_DEV_ADDRESSES[0] });
    const payload = '<img src=x onerror=alert(1)>';
    const answer = await post(`${url}/card`, card('4242 4242 4242 4241', { holder: payload }));
    expect(answer.text).not.toContain(payload);
    expect(answer.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect((await post(`${url}/card`, card('4242424242424242'), { origin: 'http://evil.test' })).status).toBe(403);
    expect((await post(`${url}/card`, card('4242424242424242', { holder: 'x'.repeat(201) }))).status).toBe(400);
    expect((await post(`${url}/card`, card('4242424242424242', { holder: 'x'.repeat(17_000) }))).status).toBe(413);
    expect(await purchase(url, SOLANA_DEV_ADDRESSES[0])).toBeUndefined();
    // A Solana purchase is listed under its exact address.
    expect((await post(`${url}/card`, card('4000000000000002'))).status).toBe(200);
    expect(await purchase(url, SOLANA_DEV_ADDRESSES[0])).toMatchObject({ status: 'failed', caipNetworkId: expect.stringMatching(/^solana:/) });
    expect(await purchase(url, SOLANA_DEV_ADDRESSES[0].toLowerCase())).toBeUndefined();
    expect((await fetch(url.replace('/coinbase/', '/meld/'))).status).toBe(404);
    expect((await fetch(`${onramp.url}/coinbase/checkout/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
