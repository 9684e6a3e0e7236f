/**
 * The fetch bundler client against a real HTTP server on loopback: the JSON-RPC request it sends, the result
 * it hands on, and each failure typed (SPEC.md section 8: 'Failed to fetch user operation receipt - {status}').
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchBundlerClient } from './bundler-client.adapter.js';

const OP = `0x${'ab'.repeat(32)}`;
const servers: { close(): void }[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server answering each POST with `answer(body)`; resolves its URL and the bodies it received. */
async function bundler(answer: (body: unknown, response: ServerResponse) => void): Promise<{ url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body: unknown = JSON.parse(text);
      bodies.push(body);
      answer(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`, bodies };
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('FetchBundlerClient', () => {
  it('POSTs eth_getUserOperationReceipt and hands on the result (null while pending)', async () => {
    const receipt = { userOpHash: OP, success: true, receipt: { transactionHash: `0x${'cd'.repeat(32)}` } };
    let included = false;
    const { url, bodies } = await bundler((body, response) => json(response, 200, { jsonrpc: '2.0', id: (body as { id: number }).id, result: included ? receipt : null }));
    const client = new FetchBundlerClient();
    expect(await client.getUserOperationReceipt({ url, hash: OP })).toBeNull();
    included = true;
    expect(await client.getUserOperationReceipt({ url, hash: OP })).toEqual(receipt);
    expect(bodies[0]).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [OP] });
  });

  it("says 'Failed to fetch user operation receipt - {status}' for a non-2xx answer", async () => {
    const { url } = await bundler((_body, response) => json(response, 503, { error: 'down' }));
    await expect(new FetchBundlerClient().getUserOperationReceipt({ url, hash: OP })).rejects.toMatchObject({
      code: 'USER_OPERATION_RECEIPT_FAILED',
      shortMessage: 'Failed to fetch user operation receipt - 503',
    });
  });

  it("types the bundler's JSON-RPC error, and refuses an answer that is no JSON-RPC", async () => {
    const failing = await bundler((body, response) => json(response, 200, { jsonrpc: '2.0', id: (body as { id: number }).id, error: { code: -32602, message: 'bad hash' } }));
    await expect(new FetchBundlerClient().getUserOperationReceipt({ url: failing.url, hash: OP })).rejects.toMatchObject({ rpcCode: -32602 });
    const odd = await bundler((_body, response) => json(response, 200, { ok: true }));
    await expect(new FetchBundlerClient().getUserOperationReceipt({ url: odd.url, hash: OP })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('says the bundler cannot be reached when nothing listens', async () => {
    const { url } = await bundler(() => undefined);
    for (const server of servers.splice(0)) server.close();
    await expect(new FetchBundlerClient({ timeoutMs: 2_000 }).getUserOperationReceipt({ url, hash: OP })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
