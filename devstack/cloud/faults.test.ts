import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportedChainsResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { faultMatches } from './faults/match-fault.js';
import { admin, getJson, startTestCloud, urlOf, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.dispose());
beforeEach(async () => {
  await admin.delete(cloud, 'faults');
});

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('fault switches', () => {
  it('adds latency', async () => {
    await admin.put(cloud, 'faults', { route: '/v1/supported-chains', latencyMs: 300 });
    const started = performance.now();
    const { status, body } = await getJson(cloud, '/v1/supported-chains');
    const elapsed = performance.now() - started;
    expect(status).toBe(200);
    supportedChainsResponseSchema.parse(body);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(3000);
  });

  it.each([403, 429, 500, 503])('answers status %i with the error body', async (status) => {
    await admin.put(cloud, 'faults', { route: '/getWallets', status });
    const response = await fetch(urlOf(cloud, '/getWallets', { page: 1, entries: 1 }), { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(reasonNames(await response.json())).toEqual(['FAULT_INJECTED']);
    if (status === 429) expect(response.headers.get('retry-after')).toBe('1');
  });

  it('answers a malformed JSON body', async () => {
    await admin.put(cloud, 'faults', { route: '/appkit/v1/config', malformed: true });
    const response = await fetch(urlOf(cloud, '/appkit/v1/config'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(response.json()).rejects.toThrow();
  });

  it('applies `times` requests only, then clears itself', async () => {
    await admin.put(cloud, 'faults', { route: '/getAnalyticsConfig', status: 503, times: 2 });
    expect((await getJson(cloud, '/getAnalyticsConfig')).status).toBe(503);
    expect(((await admin.get(cloud, 'faults')).body as { faults: { timesLeft: number }[] }).faults[0]?.timesLeft).toBe(1);
    expect((await getJson(cloud, '/getAnalyticsConfig')).status).toBe(503);
    expect((await getJson(cloud, '/getAnalyticsConfig')).status).toBe(200);
    expect((await admin.get(cloud, 'faults')).body).toEqual({ faults: [] });
  });

  it('matches path patterns with parameters, prefixes and methods', async () => {
    await admin.put(cloud, 'faults', { route: '/v1/identity/:address', status: 500 });
    expect((await getJson(cloud, `/v1/identity/${ADDRESS}`)).status).toBe(500);
    expect((await getJson(cloud, '/v1/supported-chains')).status).toBe(200);
    await admin.delete(cloud, 'faults');

    await admin.put(cloud, 'faults', { route: '/v1/profile', status: 403 });
    expect((await getJson(cloud, '/v1/profile/suggestions/alice')).status).toBe(403);
    expect((await getJson(cloud, `/v1/profile/reverse/${ADDRESS}`)).status).toBe(403);
    await admin.delete(cloud, 'faults');

    await admin.put(cloud, 'faults', { route: '/e', method: 'POST', status: 403 });
    expect((await fetch(urlOf(cloud, '/e'), { method: 'POST', body: '{}' })).status).toBe(403);
  });

  it('applies to images too, but never to admin routes, /health or preflights', async () => {
    await admin.put(cloud, 'faults', { route: '*', status: 500 });
    expect((await fetch(urlOf(cloud, '/getWalletImage/abc'))).status).toBe(500);
    expect((await admin.get(cloud, 'faults')).status).toBe(200);
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200);
    expect((await fetch(urlOf(cloud, '/getWallets'), { method: 'OPTIONS', headers: { origin: 'http://x.test' } })).status).toBe(204);
  });

  it('replaces a fault set again for the same route, and clears one route', async () => {
    await admin.put(cloud, 'faults', [
      { route: '/getWallets', status: 500 },
      { route: '/getAnalyticsConfig', status: 500 },
    ]);
    await admin.put(cloud, 'faults', { route: '/getWallets', status: 429 });
    const listed = (await admin.get(cloud, 'faults')).body as { faults: { route: string; status: number }[] };
    expect(listed.faults.map(({ route, status }) => ({ route, status }))).toEqual([
      { route: '/getAnalyticsConfig', status: 500 },
      { route: '/getWallets', status: 429 },
    ]);
    const cleared = await admin.delete(cloud, 'faults', { route: '/getWallets' });
    expect(cleared.body).toMatchObject({ removed: 1 });
    expect((await getJson(cloud, '/getWallets')).status).toBe(200);
    expect((await getJson(cloud, '/getAnalyticsConfig')).status).toBe(500);
  });

  it('rejects bad switches with 400', async () => {
    for (const body of [
      { route: '/getWallets', status: 404 },
      { route: '/getWallets' },
      { route: 'getWallets', status: 500 },
      { route: '/x', latencyMs: -1 },
      { route: '/x', status: 500, times: 0 },
      { route: '/x', status: 500, extra: true },
    ]) {
      const answer = await admin.put(cloud, 'faults', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(reasonNames(answer.body).length).toBeGreaterThan(0);
    }
  });
});

describe('faultMatches', () => {
  const fault = (route: string, exact = false, method: string | null = null) => ({ route, exact, method });
  it('matches whole paths, segment prefixes, parameters and *', () => {
    expect(faultMatches(fault('/v1/account/:address/balance'), 'GET', '/v1/account/0xabc/balance')).toBe(true);
    expect(faultMatches(fault('/v1/account/:address/balance'), 'GET', '/v1/account/0xabc/history')).toBe(false);
    expect(faultMatches(fault('/v1/account'), 'GET', '/v1/account/0xabc/history')).toBe(true);
    expect(faultMatches(fault('/v1/acc'), 'GET', '/v1/account/0xabc/history')).toBe(false);
    expect(faultMatches(fault('/v1/profile/*'), 'GET', '/v1/profile/account/x')).toBe(true);
    expect(faultMatches(fault('/v1', true), 'POST', '/v1')).toBe(true);
    expect(faultMatches(fault('/v1', true), 'GET', '/v1/supported-chains')).toBe(false);
    expect(faultMatches(fault('/v1/'), 'POST', '/v1')).toBe(true);
    expect(faultMatches(fault('*'), 'GET', '/anything/at/all')).toBe(true);
    expect(faultMatches(fault('/e', false, 'POST'), 'GET', '/e')).toBe(false);
  });
});
