/**
 * CORS for the demo and browser tests, which run on other ports (so other origins): every answer names the
 * request's Origin, and preflights are answered before routing, faults or validation.
 */
import type { IncomingMessage } from 'node:http';
import { emptyReply, type Reply } from './reply.js';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE_S = '600';

export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  // A caller without an Origin (Node, curl) is no browser page: it gets no CORS header, never '*'.
  if (origin === undefined) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'content-type, etag',
    vary: 'Origin',
  };
}

export function preflightReply(request: IncomingMessage): Reply {
  const requested = request.headers['access-control-request-headers'];
  const headers: Record<string, string> = {
    ...corsHeaders(request),
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': typeof requested === 'string' && requested.trim() !== '' ? requested : 'content-type',
    'access-control-max-age': PREFLIGHT_MAX_AGE_S,
  };
  // Chrome's Private Network Access asks before a public page may call a local server.
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return emptyReply(204, headers);
}
