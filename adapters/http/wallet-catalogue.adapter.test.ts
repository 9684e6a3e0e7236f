import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import type { Logger } from '../../ports/logger.port.js';
import { HttpClient } from './http-client.js';
import { startLocalHttpServer, type LocalHttpServer, type RecordedRequest } from './testing/local-http-server.js';
import { HttpWalletCatalogue } from './wallet-catalogue.adapter.js';

let server: LocalHttpServer;
let catalogue: HttpWalletCatalogue;
let warnings: string[];

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  warnings = [];
  const logger: Logger = { debug() {}, info() {}, warn: (message) => warnings.push(message), error() {} };
  const http = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' });
  catalogue = new HttpWalletCatalogue(http, { logger });
});

const lastQuery = () => Object.fromEntries((server.requests.at(-1) as RecordedRequest).query);
const common = { projectId: 'p1', st: 'appkit', sv: 'react-1' };
const wallet = { id: 'w1', name: 'MetaMask', image_id: 'img-1', rdns: 'io.metamask', chains: ['eip155:1'], mobile_link: 'metamask://' };

describe('HttpWalletCatalogue', () => {
  it('getWallets: page, entries, search, comma lists and badge_type', async () => {
    server.handle(() => ({ body: { data: [wallet], count: 1 } }));
    await expect(
      catalogue.getWallets({
        page: 2,
        entries: 40,
        search: 'meta',
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        include: ['a', 'b'],
        exclude: ['c'],
        badge: 'certified',
      }),
    ).resolves.toEqual({ data: [wallet], count: 1 });
    expect(server.requests[0]?.path).toBe('/getWallets');
    expect(lastQuery()).toEqual({
      page: '2',
      entries: '40',
      search: 'meta',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      include: 'a,b',
      exclude: 'c',
      badge_type: 'certified',
      ...common,
    });
  });

  it('getWallets: leaves out absent and empty filters', async () => {
    server.handle(() => ({ body: { data: [], count: 0 } }));
    await catalogue.getWallets({ page: 1, entries: 4, include: [], exclude: [] });
    expect(lastQuery()).toEqual({ page: '1', entries: '4', ...common });
  });

  it('getWallets: a malformed page is INVALID_RESPONSE', async () => {
    server.handle(() => ({ body: { data: [{ name: 'no id' }], count: 1 } }));
    await expect(catalogue.getWallets({ page: 1, entries: 4 })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('getProjectConfig: GET /appkit/v1/config', async () => {
    const features = [{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }];
    server.handle(() => ({ body: { features } }));
    await expect(catalogue.getProjectConfig()).resolves.toEqual({ features });
    expect(server.requests[0]?.path).toBe('/appkit/v1/config');
    expect(lastQuery()).toEqual(common);
  });

  describe('getAllowedOrigins', () => {
    it('reads allowedOrigins', async () => {
      server.handle(() => ({ body: { allowedOrigins: ['https://app.example'] } }));
      await expect(catalogue.getAllowedOrigins()).resolves.toEqual(['https://app.example']);
      expect(server.requests[0]?.path).toBe('/projects/v1/origins');
    });

    it('rejects with RATE_LIMITED on 429', async () => {
      server.handle(() => ({ status: 429 }));
      const error = await catalogue.getAllowedOrigins().catch((caught: unknown) => caught);
      expect(isWalletportError(error, 'RATE_LIMITED')).toBe(true);
      expect((error as { shortMessage: string }).shortMessage).toBe('Rate Limited');
    });

    it.each([500, 502, 503, 599])('rejects with SERVER_ERROR on %i, carrying the server message', async (status) => {
      server.handle(() => ({ status, body: 'database unavailable' }));
      const error = await catalogue.getAllowedOrigins().catch((caught: unknown) => caught);
      expect(isWalletportError(error, 'SERVER_ERROR')).toBe(true);
      expect((error as { details?: string }).details).toBe('database unavailable');
    });

    it.each([
      ['a 403', { status: 403 }],
      ['a 404', { status: 404 }],
      ['a malformed body', { body: { allowedOrigins: 'all' } }],
      ['a dropped connection', { destroy: true }],
    ])('resolves to [] on %s, and reports it', async (_name, answer) => {
      server.handle(() => answer);
      await expect(catalogue.getAllowedOrigins()).resolves.toEqual([]);
      expect(warnings).toHaveLength(1);
    });
  });

  describe('getAnalyticsEnabled', () => {
    it('reads isAnalyticsEnabled', async () => {
      server.handle(() => ({ body: { isAnalyticsEnabled: true } }));
      await expect(catalogue.getAnalyticsEnabled()).resolves.toBe(true);
      expect(server.requests[0]?.path).toBe('/getAnalyticsConfig');
    });

    it.each([
      ['a 500', { status: 500 }],
      ['a malformed body', { body: { isAnalyticsEnabled: 'yes' } }],
      ['a dropped connection', { destroy: true }],
    ])('rejects on %s (the analytics gate keeps analytics off and asks again later)', async (_name, answer) => {
      server.handle(() => answer);
      await expect(catalogue.getAnalyticsEnabled()).rejects.toThrow();
    });
  });

  it('imageUrl builds the four image addresses with the common parameters, encoding the id, without a request', () => {
    const suffix = '?projectId=p1&st=appkit&sv=react-1';
    expect(catalogue.imageUrl('wallet', 'abc-123')).toBe(`${server.url}/getWalletImage/abc-123${suffix}`);
    expect(catalogue.imageUrl('asset', 'net/1')).toBe(`${server.url}/public/getAssetImage/net%2F1${suffix}`);
    expect(catalogue.imageUrl('currency', 'USD')).toBe(`${server.url}/public/getCurrencyImage/USD${suffix}`);
    expect(catalogue.imageUrl('token', 'US DC?x=1')).toBe(`${server.url}/public/getTokenImage/US%20DC%3Fx%3D1${suffix}`);
    expect(server.requests).toHaveLength(0);
  });

  it('imageUrl addresses are fetchable as blobs', async () => {
    server.handle(() => ({ body: 'png', headers: { 'content-type': 'image/png' } }));
    const response = await fetch(catalogue.imageUrl('wallet', 'img-1'));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(server.requests[0]?.path).toBe('/getWalletImage/img-1');
  });
});
