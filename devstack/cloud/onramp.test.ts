/**
 * The on-ramp routes (routes/onramp.routes.ts) and history `onramp=coinbase` against a stand-in provider:
 * what the cloud forwards (only checked fields, the contract's defaults filled in), what it refuses before
 * forwarding, how the provider's refusals and failures come back in the cloud's error body, and that the fault
 * switches apply. onramp-provider.test.ts runs the same routes against the real provider.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { historyResponseSchema } from '../../domain/entities/activity/transaction.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { admin, getJson, sendJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { STAND_IN_OPTIONS, STAND_IN_QUOTE, startStandInProvider, type StandInProvider } from './testing/stand-in-onramp-provider.js';

let provider: StandInProvider;
let cloud: TestCloud;

beforeAll(async () => {
  provider = await startStandInProvider();
  cloud = await startTestCloud({ dataDir: null, onrampUrl: provider.url, solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await cloud.dispose();
  await provider.stop();
});
beforeEach(async () => {
  await admin.delete(cloud, 'faults');
  provider.requests.length = 0;
  provider.orders = [];
  provider.mode = 'ok';
});

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const QUOTE_BODY = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'walletport-devnet-a' };
const URL_BODY = {
  destinationWallets: [{ address: ADDRESS, blockchains: ['walletport-devnet-a'], assets: ['USDC'] }],
  defaultNetwork: 'walletport-devnet-a',
  partnerUserId: ADDRESS,
  defaultExperience: 'buy',
  presetFiatAmount: 50,
  provider: 'meld',
  quoteId: STAND_IN_QUOTE.quoteId,
  paymentCurrency: 'USD',
  paymentMethod: 'card',
};

const reasonsOf = (body: unknown) => (body as { reasons: { name: string; description: string }[] }).reasons;

describe('options, quote and URL generator', () => {
  it('answers the provider options as they are', async () => {
    const { status, headers, body } = await getJson(cloud, '/v1/onramp/options');
    expect(status).toBe(200);
    expect(body).toEqual(STAND_IN_OPTIONS);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(provider.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/options']);
  });

  it('forwards a quote call with the default provider and method, and answers the quote', async () => {
    const { status, body } = await sendJson(cloud, 'POST', '/v1/onramp/quote', { ...QUOTE_BODY, extra: '<script>' });
    expect(status).toBe(200);
    expect(body).toEqual(STAND_IN_QUOTE);
    expect(provider.requests.map((request) => request.body)).toEqual([{ ...QUOTE_BODY, provider: 'coinbase', paymentMethod: 'card' }]);
    await sendJson(cloud, 'POST', '/v1/onramp/quote', { ...QUOTE_BODY, provider: 'meld', paymentMethod: 'bank_account' });
    expect(provider.requests[1]?.body).toEqual({ ...QUOTE_BODY, provider: 'meld', paymentMethod: 'bank_account' });
  });

  it("passes the provider's refusal on as a 400 naming its reason", async () => {
    const { status, body } = await sendJson(cloud, 'POST', '/v1/onramp/quote', { ...QUOTE_BODY, amount: '5000.01' });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'ERROR', reasons: [{ name: 'amount_above_maximum', description: 'The amount must be at most 5000.00 USD' }] });
  });

  it.each([
    ['no amount', { ...QUOTE_BODY, amount: undefined }, 'body.amount'],
    ['an amount that is no number', { ...QUOTE_BODY, amount: '5e3' }, 'body.amount'],
    ['a negative amount', { ...QUOTE_BODY, amount: '-1' }, 'body.amount'],
    ['a zero amount', { ...QUOTE_BODY, amount: '0.00' }, 'body.amount'],
    ['a number instead of a string', { ...QUOTE_BODY, amount: 50 }, 'body.amount'],
    ['an unknown provider', { ...QUOTE_BODY, provider: 'binance' }, 'body.provider'],
    ['an unknown payment method', { ...QUOTE_BODY, paymentMethod: 'cash' }, 'body.paymentMethod'],
    ['a network with spaces', { ...QUOTE_BODY, network: 'devnet a' }, 'body.network'],
    ['a currency id with markup', { ...QUOTE_BODY, purchaseCurrency: '<b>USDC</b>' }, 'body.purchaseCurrency'],
    ['a body that is no JSON', '{"amount": ', 'body'],
    ['no body', '', 'body'],
  ])('refuses a quote call with %s and forwards nothing', async (_, body, field) => {
    const answer = await sendJson(cloud, 'POST', '/v1/onramp/quote', body);
    expect(answer.status).toBe(400);
    expect(reasonNames(answer.body)).toContain(field);
    expect(provider.requests).toEqual([]);
  });

  it('requires the projectId like every API route', async () => {
    const answer = await sendJson(cloud, 'POST', '/v1/onramp/quote', QUOTE_BODY, {}, false);
    expect(answer.status).toBe(400);
    expect(reasonNames(answer.body)).toEqual(['query.projectId']);
    expect(provider.requests).toEqual([]);
  });

  it("generates the checkout URL from the provider's order, forwarding only the order's fields", async () => {
    const { status, body } = await sendJson(cloud, 'POST', '/v1/generators/onrampurl', URL_BODY);
    expect(status).toBe(200);
    expect(body).toEqual({ url: `${provider.url}/meld/checkout/order-stand-in-1` });
    expect(provider.requests.map((request) => request.body)).toEqual([
      { provider: 'meld', quoteId: STAND_IN_QUOTE.quoteId, destinationAddress: ADDRESS, network: 'walletport-devnet-a', partnerUserId: ADDRESS },
    ]);
  });

  it('picks the wallet of the default network, and the coinbase provider when none is named', async () => {
    const wallets = [
      { address: SOLANA_ADDRESS, blockchains: ['walletport-solana'] },
      { address: ADDRESS, blockchains: ['walletport-devnet-b', 'walletport-devnet-a'] },
    ];
    await sendJson(cloud, 'POST', '/v1/generators/onrampurl', { ...URL_BODY, destinationWallets: wallets, provider: undefined });
    expect(provider.requests[0]?.body).toMatchObject({ provider: 'coinbase', destinationAddress: ADDRESS, network: 'walletport-devnet-a' });
  });

  it.each([
    ['no quoteId', { ...URL_BODY, quoteId: undefined }, 'body.quoteId'],
    ['no wallet for the default network', { ...URL_BODY, defaultNetwork: 'walletport-devnet-b' }, 'body.destinationWallets'],
    ['no destination wallet', { ...URL_BODY, destinationWallets: [] }, 'body.destinationWallets'],
    ['another experience', { ...URL_BODY, defaultExperience: 'send' }, 'body.defaultExperience'],
    ['no partnerUserId', { ...URL_BODY, partnerUserId: undefined }, 'body.partnerUserId'],
    ['a preset amount that is a string', { ...URL_BODY, presetFiatAmount: '50' }, 'body.presetFiatAmount'],
  ])('refuses a URL call with %s and forwards nothing', async (_, body, field) => {
    const answer = await sendJson(cloud, 'POST', '/v1/generators/onrampurl', body);
    expect(answer.status).toBe(400);
    expect(reasonNames(answer.body)).toContain(field);
    expect(provider.requests).toEqual([]);
  });

  it('refuses a checkout URL outside the provider origin', async () => {
    provider.mode = 'foreign-checkout';
    const answer = await sendJson(cloud, 'POST', '/v1/generators/onrampurl', URL_BODY);
    expect(answer.status).toBe(502);
    expect(reasonNames(answer.body)).toEqual(['ONRAMP_INVALID_RESPONSE']);
  });

  it("passes the provider's refusal of an unknown quote on", async () => {
    const answer = await sendJson(cloud, 'POST', '/v1/generators/onrampurl', { ...URL_BODY, quoteId: 'q-gone' });
    expect(answer.status).toBe(400);
    expect(reasonsOf(answer.body)).toEqual([{ name: 'unknown_quote', description: 'This quote does not exist or has expired.' }]);
  });
});

const order = (overrides: Record<string, unknown>) => ({
  id: 'o-1',
  provider: 'coinbase',
  status: 'success',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:05.000Z',
  destinationAddress: ADDRESS,
  network: 'walletport-devnet-a',
  caipNetworkId: 'eip155:31337',
  symbol: 'USDC',
  tokenName: 'USD Coin',
  purchaseAmount: '49.000000',
  paymentTotal: '50.00',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  txHash: '0xabc',
  failureReason: null,
  treasuryAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  ...overrides,
});

describe('history onramp=coinbase', () => {
  const history = (address: string, query: Record<string, string> = {}) => getJson(cloud, `/v1/account/${address}/history`, { onramp: 'coinbase', ...query });

  it("lists the provider's purchases as activity transactions, not cached", async () => {
    provider.orders = [
      order({ id: 'o-3', status: 'in_progress', txHash: null }),
      order({ id: 'o-2', status: 'failed', txHash: null, failureReason: 'Your card was declined.' }),
      order({ id: 'o-1' }),
    ];
    const { status, headers, body } = await history(ADDRESS);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(provider.requests.map(({ path, query }) => ({ path, address: query['address'] }))).toEqual([{ path: '/api/orders', address: ADDRESS }]);
    const page = historyResponseSchema.parse(body);
    expect(page.next).toBeNull();
    expect(page.data.map(({ id, metadata }) => [id, metadata.status, metadata.hash])).toEqual([
      ['o-3', 'pending', ''],
      ['o-2', 'failed', ''],
      ['o-1', 'confirmed', '0xabc'],
    ]);
    const [, failed, confirmed] = (body as { data: Record<string, unknown>[] }).data;
    expect(failed?.['metadata']).toMatchObject({ failureReason: 'Your card was declined.' });
    expect(confirmed).toEqual({
      id: 'o-1',
      metadata: {
        operationType: 'buy',
        hash: '0xabc',
        chain: 'eip155:31337',
        minedAt: '2026-11-28T10:00:05.000Z',
        sentFrom: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
        sentTo: ADDRESS,
        status: 'confirmed',
        nonce: 0,
      },
      transfers: [
        {
          fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: `${cloud.url}/public/getTokenImage/USDC` } },
          direction: 'in',
          quantity: { numeric: '49.000000' },
          value: 49,
          price: 1,
        },
      ],
    });
  });

  it('keeps the purchases of the chainId asked for, and has no second page', async () => {
    provider.orders = [order({ id: 'o-b', caipNetworkId: 'eip155:31338' }), order({ id: 'o-a' })];
    expect(((await history(ADDRESS, { chainId: 'eip155:31337' })).body as { data: { id: string }[] }).data.map(({ id }) => id)).toEqual(['o-a']);
    expect((await history(ADDRESS, { cursor: 'o-a' })).body).toEqual({ data: [], next: null });
  });

  it('asks for a Solana address too, and never for an address that is none', async () => {
    provider.orders = [order({ destinationAddress: SOLANA_ADDRESS, caipNetworkId: SOLANA_DEVSTACK_CAIP2, symbol: 'SOL', tokenName: 'Solana', purchaseAmount: '0.3' })];
    const { body } = await history(SOLANA_ADDRESS);
    expect((body as { data: { transfers: { value: number }[] }[] }).data[0]?.transfers[0]?.value).toBe(45);
    expect(provider.requests[0]?.query).toEqual({ address: SOLANA_ADDRESS });
    provider.requests.length = 0;
    const refused = await history('0x1234');
    expect(refused.status).toBe(400);
    expect(reasonNames(refused.body)).toEqual(['path.address']);
    expect(provider.requests).toEqual([]);
  });
});

describe('provider failures and fault switches', () => {
  const calls = [
    ['options', (target = cloud) => getJson(target, '/v1/onramp/options')],
    ['quote', (target = cloud) => sendJson(target, 'POST', '/v1/onramp/quote', QUOTE_BODY)],
    ['URL', (target = cloud) => sendJson(target, 'POST', '/v1/generators/onrampurl', URL_BODY)],
    ['history', (target = cloud) => getJson(target, `/v1/account/${ADDRESS}/history`, { onramp: 'coinbase' })],
  ] as const;

  it.each(calls)('answers 502 for %s when the provider fails, answers garbage or no JSON', async (_, call) => {
    for (const [mode, reason] of [['server-error', 'ONRAMP_UNAVAILABLE'], ['wrong-shape', 'ONRAMP_INVALID_RESPONSE'], ['not-json', 'ONRAMP_INVALID_RESPONSE']] as const) {
      provider.mode = mode;
      const answer = await call();
      expect(answer.status, mode).toBe(502);
      expect(reasonNames(answer.body), mode).toEqual([reason]);
    }
  });

  it.each(calls)('answers 502 for %s when the provider is down, 503 when there is none', async (_, call) => {
    const down = await startTestCloud({ dataDir: null, onrampUrl: 'http://127.0.0.1:9' });
    const none = await startTestCloud({ dataDir: null });
    try {
      for (const [target, status, reason] of [[down, 502, 'ONRAMP_UNAVAILABLE'], [none, 503, 'ONRAMP_NOT_CONFIGURED']] as const) {
        const answer = await call(target);
        expect(answer.status).toBe(status);
        expect(reasonNames(answer.body)).toEqual([reason]);
      }
    } finally {
      await down.dispose();
      await none.dispose();
    }
  });

  it('applies the fault switches before anything reaches the provider', async () => {
    await admin.put(cloud, 'faults', [
      { route: '/v1/onramp/options', status: 503 },
      { route: '/v1/onramp/quote', status: 500, times: 1 },
      { route: '/v1/generators/onrampurl', malformed: true, times: 1 },
    ]);
    const options = await calls[0][1]();
    const quote = await calls[1][1]();
    const url = await fetch(new URL('/v1/generators/onrampurl?projectId=p', cloud.url), { method: 'POST', body: JSON.stringify(URL_BODY) });
    expect([options.status, quote.status, url.status]).toEqual([503, 500, 200]);
    expect(reasonNames(options.body)).toEqual(['FAULT_INJECTED']);
    await expect(url.json()).rejects.toThrow();
    expect(provider.requests).toEqual([]);
    // `times: 1` spent: the quote call reaches the provider again.
    expect((await calls[1][1]()).status).toBe(200);
    await admin.put(cloud, 'faults', { route: '/v1/account/:address/history', status: 429 });
    expect((await calls[3][1]()).status).toBe(429);
  });
});
