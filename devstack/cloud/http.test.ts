import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCloud, urlOf, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null });
});
afterAll(() => cloud.stop());

const DEMO_ORIGIN = 'http://127.0.0.1:5173';

describe('CORS', () => {
  it('answers a preflight for another origin, allowing Content-Type', async () => {
    const response = await fetch(urlOf(cloud, '/e'), {
      method: 'OPTIONS',
      headers: {
        origin: DEMO_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('names the request origin on answers, errors included', async () => {
    const ok = await fetch(urlOf(cloud, '/v1/supported-chains'), { headers: { origin: DEMO_ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    const bad = await fetch(urlOf(cloud, '/getWallets', { page: 'x' }), { headers: { origin: DEMO_ORIGIN } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
  });

  it("gives a caller without an Origin (no browser page) no CORS header, never '*'", async () => {
    const response = await fetch(urlOf(cloud, '/v1/supported-chains'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('routing', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(urlOf(cloud, '/v2/nothing-here'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reasonNames(await response.json())).toEqual(['NOT_FOUND']);
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await fetch(urlOf(cloud, '/getWallets'), { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(reasonNames(await response.json())).toEqual(['METHOD_NOT_ALLOWED']);
  });

  it('answers /health without parameters', async () => {
    const response = await fetch(`${cloud.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', wallets: 600 });
  });

  it('rejects bodies over 1 MiB with 413', async () => {
    const response = await fetch(urlOf(cloud, '/e'), { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });
});

describe('admin routes', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(external === undefined)('are refused from a non-loopback address', async () => {
    const open = await startTestCloud({ dataDir: null, host: '0.0.0.0' });
    try {
      const remote = `http://${external}:${open.port}`;
      const refused = await fetch(`${remote}/__admin/faults`);
      expect(refused.status).toBe(403);
      expect(reasonNames(await refused.json())).toEqual(['ADMIN_LOOPBACK_ONLY']);
      expect((await fetch(`http://127.0.0.1:${open.port}/__admin/faults`)).status).toBe(200);
      expect((await fetch(urlOf({ url: remote }, '/v1/supported-chains'))).status).toBe(200);
    } finally {
      await open.stop();
    }
  });
});
