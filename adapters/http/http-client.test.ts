import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { HttpClient } from './http-client.js';
import { HttpStatusError, httpStatusOf } from './http-status.error.js';
import { startLocalHttpServer, type LocalHttpServer } from './testing/local-http-server.js';

const okSchema = z.object({ ok: z.boolean() });

let server: LocalHttpServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ body: { ok: true } }));
  client = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-wagmi-1.0.0' });
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('HttpClient', () => {
  it('adds projectId, st and sv to every request and keeps the call parameters', async () => {
    await expect(client.get('/v1/thing', okSchema, { query: { chainId: 'eip155:1', page: 2, force: true } })).resolves.toEqual({
      ok: true,
    });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v1/thing');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      chainId: 'eip155:1',
      page: '2',
      force: 'true',
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-wagmi-1.0.0',
    });
  });

  it('adds clientId when given and leaves out undefined, null and empty parameters', async () => {
    const withClient = new HttpClient({ baseUrl: `${server.url}/`, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', clientId: 'c9' });
    await withClient.get('thing', okSchema, { query: { cursor: undefined, sender: null, search: '', zero: 0 } });
    const query = server.requests[0]?.query;
    expect(query?.get('clientId')).toBe('c9');
    expect(query?.has('cursor')).toBe(false);
    expect(query?.has('sender')).toBe(false);
    expect(query?.has('search')).toBe(false);
    expect(query?.get('zero')).toBe('0');
  });

  it('leaves clientId out when not configured', async () => {
    await client.get('/x', okSchema);
    expect(server.requests[0]?.query.has('clientId')).toBe(false);
  });

  it('keeps a base path and a query already in the path', async () => {
    const nested = new HttpClient({ baseUrl: `${server.url}/api`, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v' });
    await nested.get('/v1/?chainId=eip155:1', okSchema);
    expect(server.requests[0]?.path).toBe('/api/v1/');
    expect(server.requests[0]?.query.get('chainId')).toBe('eip155:1');
    expect(server.requests[0]?.query.get('projectId')).toBe('p1');
  });

  it('sends JSON bodies with POST, PUT and DELETE', async () => {
    await client.post('/items', { a: 1, nested: { b: [true] } }, okSchema);
    await client.put('/items/1', { a: 2 }, okSchema);
    await client.delete('/items/1', okSchema, { body: { reason: 'x' } });
    expect(server.requests.map((request) => [request.method, request.path, request.json])).toEqual([
      ['POST', '/items', { a: 1, nested: { b: [true] } }],
      ['PUT', '/items/1', { a: 2 }],
      ['DELETE', '/items/1', { reason: 'x' }],
    ]);
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('turns a non-2xx answer into HTTP_STATUS with the exact message and a readable status', async () => {
    server.handle(() => ({ status: 503, body: 'upstream down' }));
    const error = await rejection(client.get('/v1/thing', okSchema));
    expect(isWalletportError(error, 'HTTP_STATUS')).toBe(true);
    expect(error).toBeInstanceOf(HttpStatusError);
    const httpError = error as HttpStatusError;
    expect(httpError.shortMessage).toBe('HTTP status code: 503');
    expect(httpError.status).toBe(503);
    expect(httpStatusOf(httpError)).toBe(503);
    expect(httpError.metaMessages).toContain('Status: 503');
    expect(httpError.details).toBe('upstream down');
  });

  it.each([400, 403, 404, 429, 500])('maps status %i', async (status) => {
    server.handle(() => ({ status, body: { error: 'nope' } }));
    const error = await rejection(client.post('/x', {}, okSchema));
    expect(httpStatusOf(error)).toBe(status);
    expect((error as Error).message.split('\n')[0]).toBe(`HTTP status code: ${status}`);
  });

  it('turns a body that does not match the schema into INVALID_RESPONSE with the zod error as cause', async () => {
    server.handle(() => ({ body: { ok: 'yes' } }));
    const error = await rejection(client.get('/v1/thing', okSchema));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Invalid response from GET /v1/thing');
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
  });

  it('writes the first 10 schema issues into details, and how many more there are (a hostile long array)', async () => {
    server.handle(() => ({ body: Array.from({ length: 5_000 }, () => 1) }));
    const error = await rejection(client.get('/v1/thing', z.array(okSchema)));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    // `message` carries the details in full (`details` itself is clamped for views).
    const { message } = error as Error;
    expect(message.match(/✖/g)).toHaveLength(10);
    expect(message).toContain('… and 4990 more issues');
    expect(((error as Error).cause as z.ZodError).issues).toHaveLength(5_000);
  });

  it('turns a body that is not JSON into INVALID_RESPONSE', async () => {
    server.handle(() => ({ body: '<html>oops</html>' }));
    const error = await rejection(client.get('/v1/thing', okSchema));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('treats an empty body as undefined, which a schema may accept', async () => {
    server.handle(() => ({ status: 204 }));
    await expect(client.post('/x', {}, z.undefined())).resolves.toBeUndefined();
    await expect(client.post('/x', {}, okSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('send() checks the status only and ignores the body', async () => {
    server.handle(() => ({ body: 'accepted' }));
    await expect(client.send('POST', '/e', { body: { a: 1 } })).resolves.toBeUndefined();
    server.handle(() => ({ status: 403 }));
    expect(httpStatusOf(await rejection(client.send('POST', '/e', { body: {} })))).toBe(403);
  });

  it('fetches blobs', async () => {
    server.handle(() => ({ body: 'PNG-bytes', headers: { 'content-type': 'image/png' } }));
    const blob = await client.getBlob('/getWalletImage/abc');
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('PNG-bytes');
    server.handle(() => ({ status: 404 }));
    expect(httpStatusOf(await rejection(client.getBlob('/getWalletImage/missing')))).toBe(404);
  });

  it('does not retry a failed request', async () => {
    server.handle(() => ({ status: 503 }));
    await rejection(client.get('/x', okSchema));
    await rejection(client.put('/x', {}, okSchema));
    expect(server.requests).toHaveLength(2);
  });

  it('turns a dropped connection into NETWORK_ERROR with the cause kept', async () => {
    server.handle(() => ({ destroy: true }));
    const error = await rejection(client.get('/x', okSchema));
    expect(isWalletportError(error, 'NETWORK_ERROR')).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(server.requests).toHaveLength(1);
  });

  it('turns a refused connection into NETWORK_ERROR', async () => {
    const closed = await startLocalHttpServer();
    await closed.close();
    const offline = new HttpClient({ baseUrl: closed.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v' });
    await expect(offline.get('/x', okSchema)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('times out slow answers with REQUEST_TIMEOUT', async () => {
    const impatient = new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', timeoutMs: 50 });
    server.handle(() => ({ delayMs: 500, body: { ok: true } }));
    await expect(impatient.get('/slow', okSchema)).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('maps an abort by the caller to REQUEST_ABORTED', async () => {
    server.handle(() => ({ delayMs: 500, body: { ok: true } }));
    const controller = new AbortController();
    const pending = client.get('/slow', okSchema, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
  });

  it('refuses at once with REQUEST_ABORTED when the caller aborted before the request, sending nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/x', okSchema, { signal: controller.signal })).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
    expect(server.requests).toHaveLength(0);
  });

  it('times out the wait for an answer only: a body still arriving after the answer began is read in full', async () => {
    const seen: (AbortSignal | undefined)[] = [];
    const slowBody: typeof fetch = async (input) => {
      seen.push(input instanceof Request ? input.signal : undefined);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          await new Promise((resolve) => setTimeout(resolve, 120));
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ ok: true })));
          controller.close();
        },
      });
      return new Response(body, { status: 200 });
    };
    const impatient = new HttpClient({ baseUrl: 'https://api.example.test', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', fetch: slowBody, timeoutMs: 50 });
    await expect(impatient.get('/thing', okSchema)).resolves.toEqual({ ok: true });
    expect(seen[0]?.aborted).toBe(false);
  });

  it('sends a request only once sendWhen has resolved, and nothing when the caller aborted meanwhile', async () => {
    let release: () => void = () => undefined;
    const gated = new HttpClient({
      baseUrl: server.url,
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'v',
      sendWhen: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const pending = gated.get('/gated', okSchema);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
    release();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);

    const controller = new AbortController();
    const aborted = gated.get('/gated', okSchema, { signal: controller.signal });
    controller.abort();
    release();
    await expect(aborted).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
    expect(server.requests).toHaveLength(1);
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const injected: typeof fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ ok: false }), { status: 200 });
    };
    const stubbed = new HttpClient({ baseUrl: 'https://api.example.test', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'v', fetch: injected });
    await expect(stubbed.get('/thing', okSchema)).resolves.toEqual({ ok: false });
    expect(seen).toEqual(['https://api.example.test/thing?projectId=p1&st=appkit&sv=v']);
  });

  it('builds addresses without sending anything', () => {
    expect(client.url('/getWalletImage/a%20b', { size: 'sm' })).toBe(
      `${server.url}/getWalletImage/a%20b?size=sm&projectId=p1&st=appkit&sv=react-wagmi-1.0.0`,
    );
    expect(server.requests).toHaveLength(0);
  });
});
