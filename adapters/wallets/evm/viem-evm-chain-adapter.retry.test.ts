/**
 * How often the EVM chain adapter sends a failed read, counted at a local HTTP server (127.0.0.1, a free port)
 * that answers every eth_getBalance with the status under test: a 403 once, a 429 three times (two retries,
 * after Retry-After or a growing delay), a 500 four times (viem's bounded retry, kept). The waits between
 * retries are recorded by an injected sleep; one test lets real (small) delays run and reads them at the server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ViemEvmChainAdapter, type ViemEvmChainAdapterOptions } from './viem-evm-chain-adapter.adapter.js';

const CAIP = 'eip155:31337';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Answer = { status: number; headers?: Record<string, string>; body?: string };
let answer: (request: number) => Answer;
let arrivals: number[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(performance.now());
      const { status, headers, body } = answer(arrivals.length);
      response.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
      response.end(body ?? 'refused');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  arrivals = [];
});

/** An adapter reading from the local server; its waits between retries are recorded and skipped. */
function adapter(readRetry: ViemEvmChainAdapterOptions['readRetry'] = {}) {
  const waits: number[] = [];
  const chainAdapter = new ViemEvmChainAdapter({
    networkFor: (id) =>
      id === CAIP ? { name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } } : undefined,
    rpcUrlFor: () => url,
    readRetry: {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      ...readRetry,
    },
  });
  return { chainAdapter, waits };
}

const readBalance = (chainAdapter: ViemEvmChainAdapter) =>
  chainAdapter.getNativeBalance({ address: ADDRESS, caipNetworkId: CAIP });

describe('ViemEvmChainAdapter read retries', () => {
  it.each([400, 401, 403, 404])('sends a read answered %i exactly once', async (status) => {
    answer = () => ({ status });
    const { chainAdapter, waits } = adapter();
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('sends a read answered 403 with a JSON-RPC error body exactly once', async () => {
    answer = () => ({
      status: 403,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: -32603, message: 'forbidden' } }),
    });
    const { chainAdapter } = adapter();
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(1);
  });

  it('retries a 429 twice with a growing delay, then gives up', async () => {
    answer = () => ({ status: 429 });
    const { chainAdapter, waits } = adapter();
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it("waits a 429's Retry-After, capped at five seconds", async () => {
    answer = (request) => ({ status: 429, headers: { 'Retry-After': request === 1 ? '2' : '120' } });
    const { chainAdapter, waits } = adapter();
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(3);
    expect(waits).toEqual([2000, 5000]);
  });

  it('reads the balance once a 429 gives way', async () => {
    answer = (request): Answer =>
      request === 1
        ? { status: 429, headers: { 'Retry-After': '1' } }
        : {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 0, result: '0x2a' }),
          };
    const { chainAdapter, waits } = adapter();
    await expect(readBalance(chainAdapter)).resolves.toEqual({ value: 42n, decimals: 18, symbol: 'ETH' });
    expect(arrivals).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('keeps the bounded retry of a 500: four requests, 150/300/600 ms apart', async () => {
    answer = () => ({ status: 500 });
    const { chainAdapter, waits } = adapter();
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(4);
    expect(waits).toEqual([150, 300, 600]);
  });

  it('really waits between the requests of a 429 (small delays)', async () => {
    answer = () => ({ status: 429 });
    const { chainAdapter } = adapter({ sleep: undefined, policy: { rateLimitBaseDelayMs: 40 } });
    await expect(readBalance(chainAdapter)).rejects.toBeDefined();
    expect(arrivals).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = arrivals;
    expect(second - first).toBeGreaterThanOrEqual(35);
    expect(third - second).toBeGreaterThanOrEqual(75);
  });
});
