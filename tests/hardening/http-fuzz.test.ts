/**
 * Every byte from a server is hostile (issue 18). Each method of the HTTP adapters (the blockchain API, the
 * wallet catalogue and project config, the analytics sink, and the cloud sign-in server's nonce, authenticate,
 * me and sign-out) is fed generated answers through the injected `fetch`, at least 10,000 per adapter: damaged valid bodies, any JSON with
 * prototype keys, text that is not JSON, empty and huge bodies, deep nesting, every status and content type,
 * and a transport that fails on its own. The answer must be a WalletportError or a value the port's schema
 * accepts; nothing else may be thrown, no rejection may go unhandled, and Object.prototype stays untouched.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { HttpAnalyticsSink } from '../../adapters/http/analytics.adapter.js';
import { HttpBitcoinApi } from '../../adapters/http/bitcoin-api.adapter.js';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { HttpWalletCatalogue } from '../../adapters/http/wallet-catalogue.adapter.js';
import { CloudSiwx } from '../../adapters/siwx/cloud-siwx.impl.js';
import type { SiwxStorage } from '../../adapters/siwx/session-store.js';
import {
  allowanceResponseSchema,
  balanceResponseSchema,
  buildApproveResponseSchema,
  buildSwapResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nameResponseSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  reverseNameResponseSchema,
  supportedChainsResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { bitcoinBroadcastResponseSchema, bitcoinFeeRatesResponseSchema, bitcoinUtxosResponseSchema } from '../../domain/entities/api/bitcoin-api.schema.js';
import { projectConfigResponseSchema, walletPageSchema } from '../../domain/entities/api/catalogue-api.schema.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { siwxMessageDataSchema, siwxSessionSchema } from '../../domain/entities/siwx/siwx-session.schema.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { hostileAnswer, serve, type HostileAnswer } from './hostile-http.js';

/**
 * Answers per method. Every adapter gets at least 10,000 (issue 18): the catalogue and the sign-in client
 * 4 x 2,500, the blockchain API 19 x 1,500, the Bitcoin API 3 x 3,400, the analytics sink's one method 10,000. One answer costs about
 * half a millisecond of CPU, most of it undici building the request, so the file stays near 35 s of
 * CPU on the 2-core machine. FUZZ_RUNS sets every method's count for a deeper run (FUZZ_RUNS=10000 gives each
 * method 10,000, about four times as long).
 */
const OVERRIDE = process.env['FUZZ_RUNS'] === undefined ? undefined : Number(process.env['FUZZ_RUNS']);
const RUNS = OVERRIDE ?? 2_500;
const BLOCKCHAIN_RUNS = OVERRIDE ?? 1_500;
/** The Bitcoin API's three methods share the adapter's 10,000. */
const BITCOIN_RUNS = OVERRIDE ?? 3_400;
/** The analytics sink has one method: it gets the adapter's 10,000 alone. */
const SINK_RUNS = OVERRIDE ?? 10_000;
/** Generous: the 2-core machine runs other suites beside this one. */
const TIMEOUT_MS = 120_000;
type Fetch = typeof globalThis.fetch;
const BASE = 'https://api.fuzz.test';
const ADDRESS = '0x1111111111111111111111111111111111111111';
const CAIP_ADDRESS = `eip155:1:${ADDRESS}`;
const SUPPORTED = { http: ['eip155:1', 'eip155:8453'], ws: ['eip155:1'] };

// ---------------------------------------------------------------------------------------------------------
// Guards: unhandled rejections and prototype pollution, checked after every answer.

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const ARRAY_PROTOTYPE_NAMES = Object.getOwnPropertyNames(Array.prototype).sort().join(',');

beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

function pollution(): string | undefined {
  if (Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== PROTOTYPE_NAMES) return 'Object.prototype gained a key';
  if (Object.getOwnPropertyNames(Array.prototype).sort().join(',') !== ARRAY_PROTOTYPE_NAMES) return 'Array.prototype gained a key';
  const probe = {} as Record<string, unknown>;
  if (probe['polluted'] !== undefined || probe['isAnalyticsEnabled'] !== undefined) return 'a plain object reads a polluted key';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// A fetch that serves the answer under test, and valid answers for the routes a method needs on the side.

type Routes = Record<string, () => HostileAnswer>;
const ok = (body: unknown): HostileAnswer => ({ kind: 'response', status: 200, contentType: 'application/json', body: JSON.stringify(body) });

function fuzzFetch(routes: Routes, fallback: () => HostileAnswer): Fetch {
  return (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = routes[url.pathname];
    return serve(route ? route() : fallback());
  };
}

function client(fetch: Fetch, baseUrl = BASE): HttpClient {
  return new HttpClient({ baseUrl, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'fuzz-1', fetch });
}

// ---------------------------------------------------------------------------------------------------------
// The verdict on one answer.

type Check = (value: unknown) => boolean;
const schemaCheck =
  (schema: z.ZodMiniType): Check =>
  (value) =>
    schema.safeParse(value).success;

async function verdict(call: () => Promise<unknown>, check: Check): Promise<string | undefined> {
  let outcome: { value: unknown } | { error: unknown };
  try {
    outcome = { value: await call() };
  } catch (error) {
    outcome = { error };
  }
  const polluted = pollution();
  if (polluted) return polluted;
  if ('error' in outcome) {
    if (isWalletportError(outcome.error)) return undefined;
    return `threw a non-WalletportError: ${show(outcome.error)}`;
  }
  if (!check(outcome.value)) return `resolved a value the port's schema rejects: ${show(outcome.value)}`;
  return undefined;
}

function show(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message.slice(0, 300)}`;
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 300);
  } catch {
    return String(value);
  }
}

type Case = {
  name: string;
  /** A valid answer, the seed of the damaged ones. */
  valid: unknown;
  /** Makes the adapter under test around a fetch. */
  run: (fetch: Fetch) => Promise<unknown>;
  check: Check;
  /** Routes answered validly on the side (the supported-chains gate). */
  side?: Routes;
};

/** Runs one case for RUNS answers, through one fetch (and so one adapter, see `api`) per case. */
async function fuzz(kase: Case, numRuns = RUNS): Promise<void> {
  let current: HostileAnswer = ok(kase.valid);
  const fetch = fuzzFetch(kase.side ?? {}, () => current);
  await fc.assert(
    fc.asyncProperty(hostileAnswer(kase.valid), async (answer) => {
      current = answer;
      const failure = await verdict(() => kase.run(fetch), kase.check);
      if (failure) throw new Error(`${kase.name}: ${failure}`);
    }),
    { numRuns, endOnFailure: true },
  );
  // Let any rejection nobody awaited surface before the verdict.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled.map(show)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------
// Valid answers (CONTRACTS.md), the seeds.

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: 'eip155:1:0x0000000000000000000000000000000000000001',
  value: 10,
  price: 2000,
  quantity: { decimals: '18', numeric: '0.005' },
  iconUrl: 'https://icons.example/eth.png',
};
const transaction = {
  id: 'tx1',
  metadata: {
    operationType: 'send',
    hash: `0x${'a'.repeat(64)}`,
    chain: 'eip155:1',
    minedAt: '2024-01-01T00:00:00Z',
    sentFrom: ADDRESS,
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png' } },
      nft_info: { name: 'n', content: { preview: { url: 'https://x.example/p.png' } }, flags: { is_spam: false } },
      direction: 'out',
      quantity: { numeric: '1' },
      value: 1,
      price: 1,
    },
  ],
};
const name = {
  name: 'alice.reown.id',
  registered_at: '2024-01-01',
  updated_at: '2024-01-01',
  addresses: { '60': { address: ADDRESS, created: '2024-01-01' } },
  attributes: [{ avatar: 'https://a.example/a.png', bio: 'hi' }],
};
const fees = { gas: '21000', gasPrice: '1' };
const money = { amount: '10', currency: 'USD' };
const wallet = {
  id: 'w1',
  name: 'MetaMask',
  image_id: 'img',
  image_url: 'https://catalogue.example/w1.png',
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  homepage: 'https://metamask.io',
  mobile_link: 'metamask://',
  app_store: 'https://apps.apple.com/x',
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  badge_type: 'certified',
  order: 1,
};

const blockchainCases: Case[] = [
  {
    name: 'getIdentity',
    valid: { name: 'vitalik.eth', avatar: null },
    run: (fetch) => api(fetch).getIdentity({ address: ADDRESS, sender: ADDRESS }),
    check: schemaCheck(identityResponseSchema),
  },
  {
    name: 'getHistory',
    valid: { data: [transaction], next: 'cursor' },
    run: (fetch) => api(fetch).getHistory({ address: ADDRESS, chainId: 'eip155:1' }),
    check: schemaCheck(historyResponseSchema),
  },
  {
    // A purchase as history onramp=coinbase lists it: a failed one carries the provider's reason.
    name: 'getHistory (on-ramp)',
    valid: { data: [{ ...transaction, metadata: { ...transaction.metadata, operationType: 'buy', status: 'failed', failureReason: 'Your card was declined.' } }], next: null },
    run: (fetch) => api(fetch).getHistory({ address: ADDRESS, onramp: 'coinbase' }),
    check: schemaCheck(historyResponseSchema),
  },
  {
    name: 'getBalance',
    valid: { balances: [balance] },
    run: (fetch) => api(fetch).getBalance({ address: ADDRESS, chainId: 'eip155:1' }),
    check: schemaCheck(balanceResponseSchema),
  },
  {
    name: 'getSwapTokens',
    valid: { tokens: [{ name: 'USDC', symbol: 'USDC', address: CAIP_ADDRESS, decimals: 6, logoUri: 'https://l.example/u.png', eip2612: true }] },
    run: (fetch) => api(fetch).getSwapTokens({ chainId: 'eip155:1' }),
    check: schemaCheck(swapTokensResponseSchema),
  },
  {
    name: 'getSwapQuote',
    valid: { quotes: [{ id: 'q', fromAmount: '1', fromAccount: CAIP_ADDRESS, toAmount: '2', toAccount: CAIP_ADDRESS }] },
    run: (fetch) => api(fetch).getSwapQuote({ amount: '1', userAddress: CAIP_ADDRESS, from: CAIP_ADDRESS, to: CAIP_ADDRESS, gasPrice: '1' }),
    check: schemaCheck(swapQuotesResponseSchema),
  },
  {
    name: 'getAllowance',
    valid: { allowance: '100' },
    run: (fetch) => api(fetch).getAllowance({ tokenAddress: CAIP_ADDRESS, userAddress: CAIP_ADDRESS }),
    check: schemaCheck(allowanceResponseSchema),
  },
  {
    name: 'getGasPrice',
    valid: { standard: '1', fast: '2', instant: '3' },
    run: (fetch) => api(fetch).getGasPrice({ chainId: 'eip155:1' }),
    check: schemaCheck(gasPriceResponseSchema),
  },
  {
    name: 'buildSwap',
    valid: { tx: { from: CAIP_ADDRESS, to: CAIP_ADDRESS, data: '0x', amount: '1', eip155: fees } },
    run: (fetch) => api(fetch).buildSwap({ amount: '1', slippage: 1, from: CAIP_ADDRESS, to: CAIP_ADDRESS, userAddress: CAIP_ADDRESS }),
    check: schemaCheck(buildSwapResponseSchema),
  },
  {
    name: 'buildApprove',
    valid: { tx: { from: CAIP_ADDRESS, to: CAIP_ADDRESS, data: '0x', value: '0', eip155: fees } },
    run: (fetch) => api(fetch).buildApprove({ userAddress: CAIP_ADDRESS, from: CAIP_ADDRESS, to: CAIP_ADDRESS }),
    check: schemaCheck(buildApproveResponseSchema),
  },
  {
    name: 'getPrices',
    valid: { fungibles: [{ address: CAIP_ADDRESS, name: 'USDC', symbol: 'USDC', iconUrl: 'https://l.example/u.png', price: 1 }] },
    run: (fetch) => api(fetch).getPrices({ addresses: [CAIP_ADDRESS] }),
    check: schemaCheck(fungiblePriceResponseSchema),
  },
  {
    name: 'getName',
    valid: name,
    run: (fetch) => api(fetch).getName({ name: 'alice.reown.id' }),
    check: schemaCheck(nameResponseSchema),
  },
  {
    name: 'getNamesForAddress',
    valid: [name],
    run: (fetch) => api(fetch).getNamesForAddress({ address: ADDRESS, sender: ADDRESS }),
    check: schemaCheck(reverseNameResponseSchema),
  },
  {
    name: 'getNameSuggestions',
    valid: { suggestions: [{ name: 'alice.reown.id', registered: false }] },
    run: (fetch) => api(fetch).getNameSuggestions({ name: 'alice' }),
    check: schemaCheck(nameSuggestionsResponseSchema),
  },
  {
    name: 'registerName',
    // The answer's body is read only when it is an error: `{status, reasons}` becomes readable details.
    valid: { status: 'error', reasons: [{ name: 'name', description: 'taken' }] },
    run: (fetch) => api(fetch).registerName({ coinType: 60, address: ADDRESS, message: 'm', signature: '0x' }),
    check: (value) => value === undefined,
  },
  {
    name: 'getOnrampOptions',
    valid: {
      purchaseCurrencies: [
        { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0x' }] },
      ],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
    },
    run: (fetch) => api(fetch).getOnrampOptions(),
    check: schemaCheck(onrampOptionsResponseSchema),
  },
  {
    name: 'getOnrampQuote',
    valid: { paymentTotal: money, paymentSubtotal: money, purchaseAmount: money, networkFee: money, coinbaseFee: money, providerFee: money, quoteId: 'q1' },
    run: (fetch) =>
      api(fetch).getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10', network: 'ethereum', provider: 'meld', paymentMethod: 'card' }),
    check: schemaCheck(onrampQuoteResponseSchema),
  },
  {
    name: 'generateOnrampUrl',
    valid: { url: 'https://pay.coinbase.com/buy?x=1' },
    run: (fetch) =>
      api(fetch).generateOnrampUrl({ destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }], partnerUserId: 'u', provider: 'coinbase', quoteId: 'q1' }),
    check: schemaCheck(onrampUrlResponseSchema),
  },
  {
    name: 'rpcRequest',
    valid: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted', data: { reason: 'x' } } },
    run: (fetch) => api(fetch).rpcRequest({ caipNetworkId: 'eip155:1', method: 'eth_call', params: [] }),
    // The result of a chain call is the chain's business (`unknown` in the port); only failures are judged.
    check: () => true,
  },
];

/** One adapter per fetch (per case): the supported-chains list is fetched once and kept, as in the product. */
const apis = new WeakMap<Fetch, HttpBlockchainApi>();
function api(fetch: Fetch): HttpBlockchainApi {
  let found = apis.get(fetch);
  if (!found) {
    found = new HttpBlockchainApi(client(fetch));
    apis.set(fetch, found);
  }
  return found;
}

const supportedChainsSide: Routes = { '/v1/supported-chains': () => ok(SUPPORTED) };

describe('fuzzed HTTP adapters: the blockchain API', () => {
  for (const kase of blockchainCases) {
    it(
      `${kase.name}: ${BLOCKCHAIN_RUNS} hostile answers, each a WalletportError or a valid value`,
      () => fuzz({ ...kase, side: supportedChainsSide }, BLOCKCHAIN_RUNS),
      TIMEOUT_MS,
    );
  }

  it(`getSupportedChains, and the reads it gates: ${RUNS} hostile lists, each a WalletportError or a valid value`, async () => {
    // A fresh adapter per answer: the list is kept once fetched. The balance route answers validly, so a
    // hostile list must still end in a typed error or a valid (possibly empty) balance list.
    await fuzz({
      name: 'getSupportedChains',
      valid: SUPPORTED,
      side: { [`/v1/account/${ADDRESS}/balance`]: () => ok({ balances: [balance] }) },
      run: async (fetch) => {
        const fresh = new HttpBlockchainApi(client(fetch));
        const outcomes = await Promise.allSettled([fresh.getSupportedChains(), fresh.getBalance({ address: ADDRESS, chainId: 'eip155:1' })]);
        for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
        const [chains, balances] = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined));
        return { chains, balances };
      },
      check: (value) => {
        const { chains, balances } = value as { chains: unknown; balances: unknown };
        return supportedChainsResponseSchema.safeParse(chains).success && balanceResponseSchema.safeParse(balances).success;
      },
    });
  }, TIMEOUT_MS);
});

describe('fuzzed HTTP adapters: the wallet catalogue and project config', () => {
  const catalogues = new WeakMap<Fetch, HttpWalletCatalogue>();
  const catalogue = (fetch: Fetch) => {
    let found = catalogues.get(fetch);
    if (!found) {
      found = new HttpWalletCatalogue(client(fetch));
      catalogues.set(fetch, found);
    }
    return found;
  };
  const cases: Case[] = [
    {
      name: 'getWallets',
      valid: { data: [wallet], count: 1 },
      run: (fetch) => catalogue(fetch).getWallets({ page: 1, entries: 40, search: 'meta', chains: ['eip155:1'] }),
      check: schemaCheck(walletPageSchema),
    },
    {
      name: 'getProjectConfig',
      valid: { features: [{ id: 'social_login', isEnabled: true, config: ['google', 'x'] }, { id: 'swap', isEnabled: false, config: null }] },
      run: (fetch) => catalogue(fetch).getProjectConfig(),
      check: schemaCheck(projectConfigResponseSchema),
    },
    {
      name: 'getAllowedOrigins',
      valid: { allowedOrigins: ['https://dapp.example', 'http://localhost:3000'] },
      run: (fetch) => catalogue(fetch).getAllowedOrigins(),
      check: schemaCheck(z.array(z.string())),
    },
    {
      name: 'getAnalyticsEnabled',
      valid: { isAnalyticsEnabled: true },
      run: (fetch) => catalogue(fetch).getAnalyticsEnabled(),
      check: schemaCheck(z.boolean()),
    },
  ];
  for (const kase of cases) {
    it(`${kase.name}: ${RUNS} hostile answers, each a WalletportError or a valid value`, () => fuzz(kase), TIMEOUT_MS);
  }
});

describe('fuzzed HTTP adapters: the analytics sink', () => {
  // POST /e answers nothing the sink reads but its status: any body, any status, a failing transport.
  const sink = (fetch: Fetch) =>
    new HttpAnalyticsSink(client(fetch), {
      page: () => ({ url: 'https://dapp.example/', domain: 'dapp.example' }),
      now: () => 0,
      randomUUID: () => '00000000-0000-4000-8000-000000000000',
    });
  const kase: Case = {
    name: 'analytics send',
    valid: {},
    run: (fetch) => sink(fetch).send({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }),
    check: (value) => value === undefined,
  };
  it(`send: ${SINK_RUNS} hostile answers, each a WalletportError or nothing`, () => fuzz(kase, SINK_RUNS), TIMEOUT_MS);
});

describe('fuzzed HTTP adapters: the cloud sign-in server', () => {
  const session: SiwxSession = {
    data: {
      accountAddress: ADDRESS,
      chainId: 'eip155:1',
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      version: '1',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00.000Z',
    },
    message: 'dapp.example wants you to sign in',
    signature: `0x${'1'.repeat(130)}`,
  };
  const NOW = Date.parse('2026-01-01T00:00:00.000Z');

  /** A sign-in client with its own storage, seeded with the tokens the call under test needs. */
  function siwx(fetch: Fetch, seed: Record<string, string>): CloudSiwx {
    const items = new Map<string, string>(Object.entries(seed));
    const storage: SiwxStorage = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
    return new CloudSiwx({ projectId: 'p1', apiUrl: BASE, fetch, storage, domain: 'dapp.example', uri: 'https://dapp.example' }, () => NOW);
  }

  const cases: Case[] = [
    {
      name: 'nonce (createMessage)',
      valid: { nonce: 'abcdefgh1234', token: 'nonce.jwt.token' },
      run: async (fetch) => {
        const message = await siwx(fetch, {}).createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
        // The wallet is shown the message's text: building it is part of the answer being usable.
        return { data: { ...message }, text: message.toString() };
      },
      check: (value) => {
        const { data, text } = value as { data: Record<string, unknown>; text: unknown };
        return typeof text === 'string' && siwxMessageDataSchema.safeParse(data).success;
      },
    },
    {
      name: 'authenticate (addSession)',
      valid: { token: 'session.jwt.token' },
      run: (fetch) => siwx(fetch, { [STORAGE_KEYS.SIWX_NONCE_TOKEN]: 'nonce.jwt.token' }).addSession(session),
      check: (value) => value === undefined,
    },
    {
      name: 'me (getSessions)',
      valid: { address: ADDRESS, caip2Network: 'eip155:1', nonce: 'abcdefgh1234', domain: 'dapp.example', uri: 'https://dapp.example', exp: NOW / 1000 + 3600 },
      run: (fetch) =>
        // No kept session: the session is built from `me`'s answer (the path that reads every field).
        siwx(fetch, { [STORAGE_KEYS.SIWX_AUTH_TOKEN]: 'session.jwt.token' }).getSessions('eip155:1', ADDRESS),
      check: schemaCheck(z.array(siwxSessionSchema)),
    },
    {
      name: 'sign-out (setSessions([]))',
      valid: {},
      run: (fetch) => siwx(fetch, { [STORAGE_KEYS.SIWX_AUTH_TOKEN]: 'session.jwt.token' }).setSessions([]),
      check: (value) => value === undefined,
    },
  ];
  for (const kase of cases) {
    it(`${kase.name}: ${RUNS} hostile answers, each a WalletportError or a valid value`, () => fuzz(kase), TIMEOUT_MS);
  }
});

describe('fuzzed HTTP adapters: the Bitcoin API', () => {
  const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
  const TXID = 'd1dad90a99027355b0688dd2bfde3230759297fd542e02d8235b8b64ea747d5b';
  // A refusal's body (400 TRANSACTION_REFUSED) is among what hostileAnswer damages: it must stay a WalletportError.
  const cases: Case[] = [
    {
      name: 'getUtxos',
      valid: [{ txid: TXID, vout: 1, value: 1_000_000_000, status: { confirmed: true, block_height: 102 } }],
      run: (fetch) => new HttpBitcoinApi(client(fetch)).getUtxos({ chainId: CHAIN, address: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4' }),
      check: schemaCheck(bitcoinUtxosResponseSchema),
    },
    {
      name: 'getFeeRates',
      valid: { '1': 5, '3': 3, '144': 1.2, '1008': 1 },
      run: (fetch) => new HttpBitcoinApi(client(fetch)).getFeeRates({ chainId: CHAIN }),
      check: schemaCheck(bitcoinFeeRatesResponseSchema),
    },
    {
      name: 'broadcastTransaction',
      valid: { txid: TXID },
      run: (fetch) => new HttpBitcoinApi(client(fetch)).broadcastTransaction({ chainId: CHAIN, hex: '0200000001' }),
      check: schemaCheck(bitcoinBroadcastResponseSchema),
    },
  ];
  for (const kase of cases) {
    it(`${kase.name}: ${BITCOIN_RUNS} hostile answers, each a WalletportError or a valid value`, () => fuzz(kase, BITCOIN_RUNS), TIMEOUT_MS);
  }
});
