/**
 * CORS for the devstack's local services that pages on this machine call directly (the Solana node, the
 * Bitcoin ledger): a loopback origin (the demo, the wallet page, a journey's page) is named back exactly; any
 * other origin, or none, gets no CORS header, so a browser keeps the answer from a page elsewhere. Never '*'.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/** The headers an answer to `request` carries: the origin named back when it is a loopback one, else none. */
export function loopbackCorsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (origin === undefined || !LOOPBACK_ORIGIN.test(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

export type LoopbackPreflightOptions = {
  /** The methods the service answers, e.g. 'GET, POST, OPTIONS'. */
  readonly methods: string;
};

/**
 * A preflight's headers: none for a foreign origin; else the methods, the headers the page asked for (a
 * JSON-RPC client adds its own, e.g. web3.js's `solana-client`), and Chrome's Private Network Access consent.
 */
export function loopbackPreflightHeaders(request: IncomingMessage, { methods }: LoopbackPreflightOptions): Record<string, string> {
  const cors = loopbackCorsHeaders(request);
  if (cors['access-control-allow-origin'] === undefined) return {};
  const requested = request.headers['access-control-request-headers'];
  return {
    ...cors,
    'access-control-allow-methods': methods,
    'access-control-allow-headers': typeof requested === 'string' && requested.trim() !== '' ? requested : 'content-type',
    ...(request.headers['access-control-request-private-network'] === 'true' ? { 'access-control-allow-private-network': 'true' } : {}),
  };
}
