/**
 * The provider's JSON API over HTTP with a recording deliverer (no chains): the options, quotes and their
 * refusals, orders made of quotes and their refusals, and which orders the address listing shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_CONTRACTS } from '../chains/deployment.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { SOLANA_DEV_ADDRESSES, SOLANA_TOKEN_MINT_ADDRESS } from '../solana/dev-keys.js';
import { QUOTE_TTL_MS } from './quote-book.js';
import { startOnramp, type RunningOnramp } from './start-onramp.js';
import { RecordingDeliverer, UNREACHABLE_CHAINS } from './testing.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const SOLANA_REF = SOLANA_DEVSTACK_CAIP2.slice('solana:'.length);
let clock = Date.parse('2026-11-28T10:00:00Z');
let onramp: RunningOnramp;

beforeAll(async () => {
  onramp = await startOnramp({ port: 0, ...UNREACHABLE_CHAINS, deliverer: new RecordingDeliverer(), now: () => clock });
});
afterAll(() => onramp.stop());

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${onramp.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  provider: 'coinbase',
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '50',
  network: 'walletport-devnet-a',
  ...overrides,
});

describe('the on-ramp provider API', () => {
  it('answers /health', async () => {
    expect(await call('GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('lists what it sells on which networks, and the payment currencies with their limits', async () => {
    const { status, body } = await call('GET', '/api/options');
    expect(status).toBe(200);
    expect(body).toEqual({
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            { name: 'walletport-devnet-a', display_name: 'Walletport Devnet A', chain_id: '31337', contract_address: DEPLOYED_CONTRACTS.usdc },
            { name: 'walletport-devnet-b', display_name: 'Walletport Devnet B', chain_id: '31338', contract_address: DEPLOYED_CONTRACTS.usdc },
            { name: 'walletport-solana', display_name: 'Walletport Solana Devnet', chain_id: SOLANA_REF, contract_address: SOLANA_TOKEN_MINT_ADDRESS },
          ],
        },
        {
          id: 'eth',
          name: 'Ethereum',
          symbol: 'ETH',
          networks: [
            { name: 'walletport-devnet-a', display_name: 'Walletport Devnet A', chain_id: '31337', contract_address: '' },
            { name: 'walletport-devnet-b', display_name: 'Walletport Devnet B', chain_id: '31338', contract_address: '' },
          ],
        },
        { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'walletport-solana', display_name: 'Walletport Solana Devnet', chain_id: SOLANA_REF, contract_address: '' }] },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }, { id: 'bank_account', min: '50.00', max: '20000.00' }] },
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '4500.00' }, { id: 'bank_account', min: '50.00', max: '18000.00' }] },
      ],
    });
  });

  it('quotes 50 USD of USDC: coinbase takes 1 %, meld 1.5 %, and the network 0.50', async () => {
    const coinbase = await call('POST', '/api/quotes', quoteBody());
    expect(coinbase.status).toBe(200);
    expect(coinbase.body).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'USDC' },
      networkFee: { amount: '0.50', currency: 'USD' },
      providerFee: { amount: '0.50', currency: 'USD' },
      coinbaseFee: { amount: '0.50', currency: 'USD' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const meld = await call('POST', '/api/quotes', quoteBody({ provider: 'meld' }));
    expect(meld.body).toMatchObject({ providerFee: { amount: '0.75' }, paymentSubtotal: { amount: '48.75' }, purchaseAmount: { amount: '48.75', currency: 'USDC' } });
    expect(meld.body).not.toHaveProperty('coinbaseFee');
    expect(meld.body['quoteId']).not.toBe(coinbase.body['quoteId']);
  });

  it('quotes SOL on Solana in EUR, named by CAIP-2 id, with the Solana network fee', async () => {
    const { status, body } = await call('POST', '/api/quotes', quoteBody({ purchaseCurrency: 'sol', paymentCurrency: 'EUR', amount: '100.00', network: SOLANA_DEVSTACK_CAIP2 }));
    expect(status).toBe(200);
    // 100 - 1.00 - 0.05 = 98.95 EUR = 106.866 USD = 0.71244 SOL at 150.
    expect(body).toMatchObject({ paymentSubtotal: { amount: '98.95', currency: 'EUR' }, networkFee: { amount: '0.05' }, purchaseAmount: { amount: '0.71244', currency: 'SOL' } });
  });

  it.each([
    [{ amount: '19.99' }, 'amount_below_minimum', 'The amount must be at least 20.00 USD', '20.00'],
    [{ amount: '5000.01' }, 'amount_above_maximum', 'The amount must be at most 5000.00 USD', '5000.00'],
    [{ amount: '49.99', paymentMethod: 'bank_account' }, 'amount_below_minimum', 'The amount must be at least 50.00 USD', '50.00'],
    [{ amount: '4500.01', paymentCurrency: 'EUR' }, 'amount_above_maximum', 'The amount must be at most 4500.00 EUR', '4500.00'],
  ])('refuses %j outside the limits with the limit', async (overrides, error, message, limit) => {
    expect(await call('POST', '/api/quotes', quoteBody(overrides))).toEqual({ status: 400, body: { error, message, limit } });
  });

  it.each([
    [{ amount: '50.001' }, 'invalid_amount'],
    [{ amount: '-50' }, 'invalid_amount'],
    [{ amount: '1e3' }, 'invalid_amount'],
    [{ amount: 50 }, 'invalid_request'],
    [{ purchaseCurrency: 'DOGE' }, 'unknown_purchase_currency'],
    [{ paymentCurrency: 'GBP' }, 'unknown_payment_currency'],
    [{ network: 'ethereum' }, 'unknown_network'],
    [{ network: 'eip155:31339' }, 'unknown_network'],
    [{ purchaseCurrency: 'SOL' }, 'unsupported_network'],
    [{ provider: 'moonpay' }, 'invalid_request'],
    [{ paymentMethod: 'paypal' }, 'invalid_request'],
  ])('refuses the quote %j', async (overrides, error) => {
    const { status, body } = await call('POST', '/api/quotes', quoteBody(overrides));
    expect(status).toBe(400);
    expect(body['error']).toBe(error);
    expect(body['message']).toEqual(expect.any(String));
  });

  it('makes an order of a quote: its checkout address, and it is no purchase until paid', async () => {
    const quote = await call('POST', '/api/quotes', quoteBody({ provider: 'meld' }));
    const order = await call('POST', '/api/orders', { provider: 'meld', quoteId: quote.body['quoteId'], destinationAddress: ADDRESS, network: 'walletport-devnet-a', partnerUserId: 'p1' });
    expect(order.status).toBe(200);
    expect(order.body).toEqual({ orderId: expect.any(String), url: `${onramp.url}/meld/checkout/${String(order.body['orderId'])}` });
    expect(await call('GET', `/api/orders?address=${ADDRESS}`)).toEqual({ status: 200, body: { orders: [] } });
  });

  it('refuses an order for an unknown or expired quote, another provider or network, or a bad address', async () => {
    const quote = await call('POST', '/api/quotes', quoteBody());
    const quoteId = quote.body['quoteId'];
    const order = (body: Record<string, unknown>) => call('POST', '/api/orders', { quoteId, destinationAddress: ADDRESS, ...body });
    expect((await order({ quoteId: 'nope' })).body['error']).toBe('unknown_quote');
    expect((await order({ provider: 'meld' })).body['error']).toBe('provider_mismatch');
    expect((await order({ network: 'walletport-devnet-b' })).body['error']).toBe('network_mismatch');
    expect((await order({ destinationAddress: SOLANA_DEV_ADDRESSES[0] })).body['error']).toBe('invalid_address');
    expect((await order({ destinationAddress: '0x1234' })).body['error']).toBe('invalid_address');
    // The same network named by its CAIP-2 id is the quote's.
    expect((await order({ network: 'eip155:31337' })).status).toBe(200);
    clock += QUOTE_TTL_MS;
    const expired = await order({});
    expect(expired).toEqual({ status: 400, body: { error: 'unknown_quote', message: 'The quote is unknown or has expired' } });
  });

  it('takes a Solana address for a Solana quote and refuses an EVM one', async () => {
    const quote = await call('POST', '/api/quotes', quoteBody({ network: 'walletport-solana' }));
    const order = (destinationAddress: string) => call('POST', '/api/orders', { quoteId: quote.body['quoteId'], destinationAddress });
    expect((await order(ADDRESS)).body['error']).toBe('invalid_address');
    expect((await order(SOLANA_DEV_ADDRESSES[1])).status).toBe(200);
  });

  it('refuses a body that is not JSON, and unknown API routes', async () => {
    const response = await fetch(`${onramp.url}/api/quotes`, { method: 'POST', body: '{' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect((await call('GET', '/api/orders')).status).toBe(400);
  });
});
