/**
 * A real HTTP server on 127.0.0.1 (port 0) for adapter tests: it records every request and answers with
 * whatever the test's handler returns. Test-only (excluded from the build by the `testing/` folder rule).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body text ('' when none). */
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
};

export type CannedResponse = {
  status?: number;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Destroys the socket instead of answering (a network failure). */
  destroy?: boolean;
};

export type Handler = (request: RecordedRequest) => CannedResponse;

export type LocalHttpServer = {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
};

export async function startLocalHttpServer(initial: Handler = () => ({ body: {} })): Promise<LocalHttpServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json,
      };
      requests.push(request);
      const answer = handler(request);
      const reply = () => {
        if (answer.destroy) {
          incoming.socket.destroy();
          return;
        }
        const text = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
        outgoing.writeHead(answer.status ?? 200, {
          'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
          ...answer.headers,
        });
        outgoing.end(text);
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
