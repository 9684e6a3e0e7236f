import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { HttpBitcoinApi } from './bitcoin-api.adapter.js';
import { HttpClient } from './http-client.js';
import { httpStatusOf } from './http-status.error.js';
import { lazyBitcoinApi } from './lazy-bitcoin-api.js';
import { startLocalHttpServer, type CannedResponse, type LocalHttpServer, type RecordedRequest } from './testing/local-http-server.js';

const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const ADDRESS = 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4';
const TXID = 'd1dad90a99027355b0688dd2bfde3230759297fd542e02d8235b8b64ea747d5b';
const UTXO = { txid: TXID, vout: 1, value: 1_000_000_000, status: { confirmed: true, block_height: 102 } };

let server: LocalHttpServer;
let api: HttpBitcoinApi;
let routes: Record<string, (request: RecordedRequest) => CannedResponse>;

const client = () => new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' });

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  routes = {};
  server.handle((request) => routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404, body: 'no route' });
  api = new HttpBitcoinApi(client());
});

const only = (path: string): RecordedRequest => {
  const found = server.requests.filter((request) => request.path === path);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const common = { projectId: 'p1', st: 'appkit', sv: 'react-1' };
const refusal = (name: string, description: string): CannedResponse => ({ status: 400, body: { status: 'ERROR', reasons: [{ name, description }] } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('HttpBitcoinApi: the cloud routes of docs/BITCOIN.md', () => {
  it('UTXOs: GET /v1/bitcoin/utxo with chainId and address, never from the browser cache', async () => {
    routes['GET /v1/bitcoin/utxo'] = () => ({ body: [UTXO, { txid: 'ab'.repeat(32), vout: 0, value: 5000, status: { confirmed: false } }] });
    await expect(api.getUtxos({ chainId: CHAIN, address: ADDRESS })).resolves.toEqual([
      UTXO,
      { txid: 'ab'.repeat(32), vout: 0, value: 5000, status: { confirmed: false } },
    ]);
    const request = only('/v1/bitcoin/utxo');
    expect(Object.fromEntries(request.query)).toEqual({ ...common, chainId: CHAIN, address: ADDRESS });
    // undici writes fetch's no-cache mode as max-age=0, browsers as no-cache.
    expect(request.headers['cache-control']).toMatch(/^(no-cache|max-age=0)$/);
  });

  it('fee rates: GET /v1/bitcoin/fee-estimates with chainId, Esplora\'s record as it is', async () => {
    routes['GET /v1/bitcoin/fee-estimates'] = () => ({ body: { '1': 5, '3': 3, '144': 1.2, '1008': 1 } });
    await expect(api.getFeeRates({ chainId: CHAIN })).resolves.toEqual({ '1': 5, '3': 3, '144': 1.2, '1008': 1 });
    expect(Object.fromEntries(only('/v1/bitcoin/fee-estimates').query)).toEqual({ ...common, chainId: CHAIN });
  });

  it('broadcast: POST /v1/bitcoin/tx?chainId= with {hex}, answers the txid', async () => {
    routes['POST /v1/bitcoin/tx'] = () => ({ body: { txid: TXID } });
    await expect(api.broadcastTransaction({ chainId: CHAIN, hex: '0200abCD' })).resolves.toEqual({ txid: TXID });
    const request = only('/v1/bitcoin/tx');
    expect(request.json).toEqual({ hex: '0200abCD' });
    expect(Object.fromEntries(request.query)).toEqual({ ...common, chainId: CHAIN });
  });

  it('sends nothing that is not a raw transaction in hex', async () => {
    for (const hex of ['', 'abc', '0x0200', 'zz00', '02 00']) {
      const error = await rejection(api.broadcastTransaction({ chainId: CHAIN, hex }));
      expect(isWalletportError(error, 'INVALID_TRANSACTION')).toBe(true);
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('HttpBitcoinApi: refusals become typed errors', () => {
  it("a refused broadcast is INVALID_TRANSACTION with the node's reason word for word", async () => {
    routes['POST /v1/bitcoin/tx'] = () => refusal('TRANSACTION_REFUSED', 'bad-txns-inputs-missingorspent');
    const error = await rejection(api.broadcastTransaction({ chainId: CHAIN, hex: '0200' }));
    expect(isWalletportError(error, 'INVALID_TRANSACTION')).toBe(true);
    expect((error as Error).message).toContain('Invalid transaction: bad-txns-inputs-missingorspent');
    expect(httpStatusOf(error)).toBe(400);
  });

  it('a chain the cloud does not serve is CHAIN_NOT_SUPPORTED, its words in details', async () => {
    // As long as the cloud words it: past the 160 characters an error's details keep for views.
    const unsupported = () => refusal('query.chainId', `bip122:000000000019d6689c085ae165831e93 is not supported (supported: ${'bip122:0f9188f13cb7b2c71f2a335e3a4fc328, '.repeat(5)})`);
    routes['GET /v1/bitcoin/utxo'] = unsupported;
    routes['GET /v1/bitcoin/fee-estimates'] = unsupported;
    routes['POST /v1/bitcoin/tx'] = unsupported;
    const mainnet = 'bip122:000000000019d6689c085ae165831e93';
    const calls = [
      () => api.getUtxos({ chainId: mainnet, address: ADDRESS }),
      () => api.getFeeRates({ chainId: mainnet }),
      () => api.broadcastTransaction({ chainId: mainnet, hex: '0200' }),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(isWalletportError(error, 'CHAIN_NOT_SUPPORTED')).toBe(true);
      expect((error as { details?: string }).details).toContain('is not supported');
    }
  });

  it('any other 400, a 500 or an unreadable refusal stays an HTTP_STATUS error', async () => {
    const answers: CannedResponse[] = [refusal('query.address', 'Invalid Bitcoin address'), { status: 500, body: 'boom' }, { status: 400, body: 'not json' }];
    for (const answer of answers) {
      routes['GET /v1/bitcoin/utxo'] = () => answer;
      const error = await rejection(api.getUtxos({ chainId: CHAIN, address: 'bc1qnotregtest' }));
      expect(isWalletportError(error, 'HTTP_STATUS')).toBe(true);
      expect(httpStatusOf(error)).toBe(answer.status);
    }
  });
});

describe('HttpBitcoinApi: every answer is checked', () => {
  const malformedUtxos: unknown[] = [
    { utxos: [] },
    [{ ...UTXO, txid: 'not-a-txid' }],
    [{ ...UTXO, txid: TXID.toUpperCase() }],
    [{ ...UTXO, value: -1 }],
    [{ ...UTXO, value: 1.5 }],
    [{ ...UTXO, value: 21_000_000 * 100_000_000 + 1 }],
    [{ ...UTXO, vout: -1 }],
    [{ ...UTXO, status: {} }],
    Array.from({ length: 1001 }, () => UTXO),
  ];
  it.each(malformedUtxos.map((body, index) => [index, body]))('UTXOs #%s refused as INVALID_RESPONSE', async (_index, body) => {
    routes['GET /v1/bitcoin/utxo'] = () => ({ body });
    const error = await rejection(api.getUtxos({ chainId: CHAIN, address: ADDRESS }));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
  });

  it.each([[{ '1': 0 }], [{ '1': -2 }], [{ fast: 3 }], [{ '0': 3 }], [{ '1': '5' }], [[5, 4]], [{ '1': 2e6 }]])(
    'fee rates %j refused as INVALID_RESPONSE',
    async (body) => {
      routes['GET /v1/bitcoin/fee-estimates'] = () => ({ body });
      const error = await rejection(api.getFeeRates({ chainId: CHAIN }));
      expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    },
  );

  it.each([[{ txid: 'x' }], [TXID], [{}], [{ txid: TXID.slice(2) }]])('broadcast answer %j refused as INVALID_RESPONSE', async (body) => {
    routes['POST /v1/bitcoin/tx'] = () => ({ body });
    const error = await rejection(api.broadcastTransaction({ chainId: CHAIN, hex: '0200' }));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
  });
});

describe('lazyBitcoinApi', () => {
  it('forwards every call to the adapter it loads on first use', async () => {
    routes['GET /v1/bitcoin/utxo'] = () => ({ body: [UTXO] });
    routes['GET /v1/bitcoin/fee-estimates'] = () => ({ body: { '1': 2 } });
    routes['POST /v1/bitcoin/tx'] = () => refusal('TRANSACTION_REFUSED', 'txn-mempool-conflict');
    const lazy = lazyBitcoinApi({ http: client() });
    expect(server.requests).toHaveLength(0);
    await expect(lazy.getUtxos({ chainId: CHAIN, address: ADDRESS })).resolves.toEqual([UTXO]);
    await expect(lazy.getFeeRates({ chainId: CHAIN })).resolves.toEqual({ '1': 2 });
    const error = await rejection(lazy.broadcastTransaction({ chainId: CHAIN, hex: '0200' }));
    expect((error as Error).message).toContain('txn-mempool-conflict');
  });
});
