import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpAnalyticsSink } from './analytics.adapter.js';
import { HttpClient } from './http-client.js';
import { httpStatusOf } from './http-status.error.js';
import { startLocalHttpServer, type LocalHttpServer } from './testing/local-http-server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: LocalHttpServer;
let sink: HttpAnalyticsSink;

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 202 }));
  const http = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' });
  sink = new HttpAnalyticsSink(http, {
    page: () => ({ url: 'https://app.example/swap', domain: 'app.example' }),
    now: () => 1_700_000_000_000,
  });
});

describe('HttpAnalyticsSink', () => {
  it('posts a track event to /e with projectId, st, sv and the contract body', async () => {
    await sink.send({ type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/e');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ projectId: 'p1', st: 'appkit', sv: 'react-1' });
    const body = request?.json as Record<string, unknown>;
    expect(body.eventId).toMatch(UUID);
    expect(body).toEqual({
      eventId: body.eventId,
      url: 'https://app.example/swap',
      domain: 'app.example',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: false } },
    });
  });

  it('gives every event its own id', async () => {
    await sink.send({ type: 'track', event: 'A' });
    await sink.send({ type: 'track', event: 'B' });
    const ids = server.requests.map((request) => (request.json as { eventId: string }).eventId);
    expect(new Set(ids).size).toBe(2);
    expect(server.requests[0]?.json).toMatchObject({ props: { type: 'track', event: 'A' } });
    expect(Object.keys((server.requests[0]?.json as { props: object }).props)).toEqual(['type', 'event']);
  });

  it('posts an error report with errorType, errorMessage, stackTrace and its own timestamp', async () => {
    await sink.send({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
      stackTrace: 'at y (z.js:1:1)',
      timestamp: 1_600_000_000_000,
    });
    expect(server.requests[0]?.json).toMatchObject({
      timestamp: 1_600_000_000_000,
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at y (z.js:1:1)' },
    });
  });

  it('rejects with HTTP_STATUS 403 when the origin is not allow-listed', async () => {
    server.handle(() => ({ status: 403, body: 'origin not allowed' }));
    const error = await sink.send({ type: 'track', event: 'MODAL_OPEN' }).catch((caught: unknown) => caught);
    expect(httpStatusOf(error)).toBe(403);
  });

  it('refuses to send a body that breaks the contract', async () => {
    const http = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' });
    const broken = new HttpAnalyticsSink(http, { page: () => ({ url: 'u', domain: 'd' }), now: () => 1, randomUUID: () => 'not-a-uuid' });
    await expect(broken.send({ type: 'track', event: 'MODAL_OPEN' })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(server.requests).toHaveLength(0);
  });

  it('reads the page and the clock when sending, not when constructed', async () => {
    let url = 'https://app.example/a';
    let now = 1;
    const http = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' });
    const lazy = new HttpAnalyticsSink(http, { page: () => ({ url, domain: 'app.example' }), now: () => now });
    url = 'https://app.example/b';
    now = 2;
    await lazy.send({ type: 'track', event: 'X' });
    expect(server.requests[0]?.json).toMatchObject({ url: 'https://app.example/b', timestamp: 2 });
  });
});
