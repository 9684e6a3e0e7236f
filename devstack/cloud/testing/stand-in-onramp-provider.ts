/**
 * A stand-in for the devstack's on-ramp provider (devstack/onramp) in the cloud's own tests: it answers the
 * provider's four JSON calls with the shapes of docs/ONRAMP.md from canned data, records every request it gets
 * (so a test can tell what the cloud forwarded, or that it forwarded nothing), and can be told to refuse, fail
 * or answer garbage. The cloud's behaviour against the real provider is tested in onramp-provider.test.ts.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = { method: string; path: string; query: Record<string, string>; body: unknown };

/**
 * How the next answers go: as the provider would, a 500, a body that is not the contract's, no JSON at all, or
 * (orders) a checkout URL on another origin.
 */
export type StandInMode = 'ok' | 'server-error' | 'wrong-shape' | 'not-json' | 'foreign-checkout';

export type StandInProvider = {
  url: string;
  requests: StandInRequest[];
  /** The orders GET /api/orders answers (any address); a test sets them. */
  orders: unknown[];
  mode: StandInMode;
  stop(): Promise<void>;
};

export const STAND_IN_OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'walletport-devnet-a', display_name: 'Devnet A', chain_id: '31337', contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }, { id: 'bank_account', min: '50.00', max: '20000.00' }] },
  ],
};

/** The contract's example: 50 USD of USDC by card through coinbase (1.00 % fee, 0.50 network fee). */
export const STAND_IN_QUOTE = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '49.00', currency: 'USD' },
  purchaseAmount: { amount: '49.000000', currency: 'USDC' },
  networkFee: { amount: '0.50', currency: 'USD' },
  providerFee: { amount: '0.50', currency: 'USD' },
  coinbaseFee: { amount: '0.50', currency: 'USD' },
  quoteId: 'q-stand-in-1',
};

const ORDER_ID = 'order-stand-in-1';

export async function startStandInProvider(): Promise<StandInProvider> {
  const provider: StandInProvider = { url: '', requests: [], orders: [], mode: 'ok', stop: () => Promise.resolve() };
  const server = createServer((request, response) => {
    void record(request).then((recorded) => {
      provider.requests.push(recorded);
      const [status, body] = answer(provider, recorded);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.url = `http://127.0.0.1:${port}`;
  provider.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return provider;
}

async function record(request: IncomingMessage): Promise<StandInRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
  return { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

function answer(provider: StandInProvider, request: StandInRequest): [number, unknown] {
  if (provider.mode === 'server-error') return [500, { error: 'internal', message: 'The stand-in failed on purpose' }];
  if (provider.mode === 'not-json') return [200, '{"orders": [trunc'];
  if (provider.mode === 'wrong-shape') return [200, { unexpected: true }];
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /api/options') return [200, STAND_IN_OPTIONS];
  if (route === 'POST /api/quotes') {
    const { amount } = request.body as { amount: string };
    if (Number(amount) > 5000) {
      return [400, { error: 'amount_above_maximum', message: 'The amount must be at most 5000.00 USD', limit: '5000.00' }];
    }
    return [200, STAND_IN_QUOTE];
  }
  if (route === 'POST /api/orders') {
    const { quoteId, provider: name } = request.body as { quoteId: string; provider: string };
    if (quoteId !== STAND_IN_QUOTE.quoteId) return [400, { error: 'unknown_quote', message: 'This quote does not exist or has expired.' }];
    const origin = provider.mode === 'foreign-checkout' ? 'http://127.0.0.1:1' : provider.url;
    return [200, { orderId: ORDER_ID, url: `${origin}/${name}/checkout/${ORDER_ID}` }];
  }
  if (route === 'GET /api/orders') return [200, { orders: provider.orders }];
  return [404, { error: 'not_found', message: `No route ${route}` }];
}
