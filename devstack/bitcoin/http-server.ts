/**
 * The ledger's HTTP server: routes by method and path, a bounded body, `GET /health`, and CORS for pages on
 * this machine only: a loopback origin (the demo, the wallet page, a journey's page) is named back exactly,
 * any other origin gets no CORS header and the browser keeps the answer from it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { loopbackCorsHeaders, loopbackPreflightHeaders } from '../http/loopback-cors.js';
import { text, type Reply, type Route } from './reply.js';

/** A raw transaction in hex is at most 8 MB (400,000 weight units); anything longer is refused unread. */
const MAX_BODY_BYTES = 8_500_000;
const corsHeaders = loopbackCorsHeaders;
const preflightHeaders = (request: IncomingMessage) => loopbackPreflightHeaders(request, { methods: 'GET, POST, OPTIONS' });

function dispatch(routes: Route[], method: string, url: URL, body: string): Reply {
  if (method === 'GET' && url.pathname === '/health') return text('ok');
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(url.pathname);
    if (match !== null) return route.handle(match.slice(1), body, url.searchParams);
  }
  return text('Not Found', 404);
}

function write(request: IncomingMessage, response: ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, { ...corsHeaders(request), 'content-type': `${reply.contentType}; charset=utf-8`, 'cache-control': 'no-store' }).end(reply.body);
}

export function createLedgerServer(routes: Route[]): Server {
  return createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, preflightHeaders(request)).end();
    const url = new URL(request.url ?? '/', 'http://ledger.invalid');
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        write(request, response, text('Payload Too Large', 413));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      let reply: Reply;
      try {
        reply = dispatch(routes, request.method ?? 'GET', url, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        console.error('bitcoin ledger:', error);
        reply = text('Internal Server Error', 500);
      }
      write(request, response, reply);
    });
  });
}
