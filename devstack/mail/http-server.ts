/**
 * A small node:http server on 127.0.0.1 for the devstack's own pages and APIs (the mailbox, the secure
 * site): a handler answers each request with a Reply (the cloud's shape); a thrown PublicError or HttpError
 * becomes a JSON `{message}` answer with its status, anything else a logged 500. Every answer carries `X-Content-Type-Options: nosniff`.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVSTACK_HOST } from '../config.js';
import { HttpError } from '../cloud/http/http-error.js';
import { jsonReply, type Reply } from '../cloud/http/reply.js';

export type ReplyHandler = (request: IncomingMessage, url: URL) => Reply | Promise<Reply>;

export type RunningHttpServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

/** A failure whose message is meant for the caller (the secure site's frame shows it as is). */
export class PublicError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'PublicError';
    this.status = status;
  }
}

/** A plain-text or HTML answer. */
export function textReply(body: string, contentType = 'text/plain; charset=utf-8', status = 200, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': contentType, 'cache-control': 'no-store', ...headers }, body };
}

/** `{message}` with a status: the error body of the devstack's own APIs (the secure site's frame reads it). */
export function messageReply(status: number, message: string): Reply {
  return jsonReply({ message }, status);
}

export async function startHttpServer(port: number, label: string, handle: ReplyHandler): Promise<RunningHttpServer> {
  const server = createServer((request, response) => {
    const url = new URL(`http://${DEVSTACK_HOST}${request.url?.startsWith('/') ? request.url : '/'}`);
    void Promise.resolve()
      .then(() => handle(request, url))
      .catch((error: unknown): Reply => {
        if (error instanceof PublicError) return messageReply(error.status, error.message);
        if (error instanceof HttpError) return messageReply(error.status, error.reasons.map((reason) => reason.description).join('; '));
        console.error(`[${label}] unexpected error`, error);
        return messageReply(500, 'Internal error');
      })
      .then((reply) => {
        if (response.headersSent || response.destroyed) return;
        const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
        response.writeHead(reply.status, { 'x-content-type-options': 'nosniff', ...reply.headers, 'content-length': String(body.length) });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, DEVSTACK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${DEVSTACK_HOST}:${bound}`,
    port: bound,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
