/**
 * The request pipeline: CORS preflight, routing, the admin loopback guard, body reading, fault switches,
 * projectId, then the handler. Every failure becomes a JSON `{status: 'ERROR', reasons}` answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultsStore } from '../db/faults.store.js';
import { commonQuerySchema } from './common-schemas.js';
import { corsHeaders, preflightReply } from './cors.js';
import { HttpError } from './http-error.js';
import { normalizePath } from './path-pattern.js';
import { readBody } from './read-body.js';
import { errorReply, malformedReply, type Reply } from './reply.js';
import type { Method, RequestContext, RouteMatch, Router } from './router.js';
import { parseInput, queryObject } from './validate.js';

export type PipelineOptions = {
  router: Router;
  faults: FaultsStore;
  /** This server's URL, used when the request's Host header is unusable. */
  serverUrl: () => string;
  /** Aborted when the server stops, so fault latencies end early. */
  signal: AbortSignal;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function createRequestHandler(options: PipelineOptions): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    void answer(request, options).then(
      (reply) => send(response, request, reply),
      (error: unknown) => send(response, request, failureReply(error)),
    );
  };
}

async function answer(request: IncomingMessage, options: PipelineOptions): Promise<Reply> {
  if (request.method === 'OPTIONS') return preflightReply(request);
  let url: URL;
  try {
    // Concatenated, not resolved: a path starting with '//' must stay a path, not become a host.
    url = new URL(`http://cloud.invalid${request.url?.startsWith('/') ? request.url : '/'}`);
  } catch {
    throw new HttpError(400, [{ name: 'url', description: 'The request URL does not parse' }]);
  }
  const path = normalizePath(url.pathname);
  const method = request.method ?? 'GET';
  const lookup = options.router.lookup(method, path);
  if ('notFound' in lookup) {
    throw new HttpError(404, [{ name: 'NOT_FOUND', description: `No route for ${method} ${path}` }]);
  }
  if ('methodNotAllowed' in lookup) {
    const allow = [...lookup.methodNotAllowed, 'OPTIONS'].join(', ');
    throw new HttpError(405, [{ name: 'METHOD_NOT_ALLOWED', description: `${path} answers ${allow}` }], { allow });
  }
  const { route } = lookup.found;
  if (route.kind === 'admin' && !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    throw new HttpError(403, [{ name: 'ADMIN_LOOPBACK_ONLY', description: 'Admin routes answer on 127.0.0.1 only' }]);
  }
  const bodyText = method === 'GET' ? '' : await readBody(request);
  if (route.kind === 'api' || route.kind === 'asset') {
    const faulted = await applyFault(options, method, path);
    if (faulted) return faulted;
  }
  if (route.kind === 'api') parseInput(commonQuerySchema, queryObject(url.searchParams), 'query');
  const context: RequestContext = {
    request,
    method: method as Method,
    path,
    url,
    params: decodeParams(lookup.found),
    query: url.searchParams,
    bodyText,
    baseUrl: baseUrlOf(request, options.serverUrl()),
  };
  return route.handler(context);
}

async function applyFault(options: PipelineOptions, method: string, path: string): Promise<Reply | undefined> {
  const fault = options.faults.take(method, path);
  if (!fault) return undefined;
  if (fault.latencyMs > 0) await sleep(fault.latencyMs, options.signal);
  if (options.signal.aborted) {
    throw new HttpError(503, [{ name: 'SHUTTING_DOWN', description: 'The cloud stopped during the injected latency' }]);
  }
  if (fault.malformed) return malformedReply(fault.status ?? 200);
  if (fault.status !== null) {
    const headers: Record<string, string> = fault.status === 429 ? { 'retry-after': '1' } : {};
    return errorReply(
      fault.status,
      [{ name: 'FAULT_INJECTED', description: `Fault switch on ${fault.route}: status ${fault.status}` }],
      headers,
    );
  }
  return undefined;
}

function decodeParams(match: RouteMatch): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(match.params)) {
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      throw new HttpError(400, [{ name: `path.${name}`, description: 'Bad percent-encoding' }]);
    }
  }
  return params;
}

/** `http://<Host header>` when it names a host and port, so links work from whatever name the client used. */
function baseUrlOf(request: IncomingMessage, fallback: string): string {
  const host = request.headers.host;
  return host && /^[-a-zA-Z0-9.[\]:]+$/.test(host) ? `http://${host}` : fallback;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function failureReply(error: unknown): Reply {
  if (error instanceof HttpError) return errorReply(error.status, error.reasons, { ...error.headers });
  console.error('[cloud] unexpected error', error);
  const description = error instanceof Error ? error.message : String(error);
  return errorReply(500, [{ name: 'INTERNAL_ERROR', description }]);
}

function send(response: ServerResponse, request: IncomingMessage, reply: Reply): void {
  if (response.headersSent || response.destroyed) return;
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  response.writeHead(reply.status, {
    'x-content-type-options': 'nosniff',
    ...reply.headers,
    ...corsHeaders(request),
    'content-length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
