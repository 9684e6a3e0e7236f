/**
 * The routing table: method + path pattern -> handler, with what the pipeline must check first
 * (projectId, admin-only, whether fault switches apply).
 */
import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply.js';
import { matchPattern } from './path-pattern.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestContext = {
  request: IncomingMessage;
  method: Method;
  /** The normalized path (no trailing slash). */
  path: string;
  url: URL;
  /** Decoded path parameters. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The raw request body ('' when none). */
  bodyText: string;
  /** This server's own base URL, for links in answers (images, NFT metadata). */
  baseUrl: string;
};

export type Handler = (context: RequestContext) => Reply | Promise<Reply>;

export type RouteKind =
  /** A public API route: needs projectId, can be faulted. */
  | 'api'
  /** Public, no projectId (images, NFT metadata): can be faulted. */
  | 'asset'
  /** /__admin and /health: loopback only for admin, never faulted. */
  | 'admin'
  | 'health';

export type Route = { method: Method; pattern: string; kind: RouteKind; handler: Handler };

export type RouteMatch = { route: Route; params: Record<string, string> };

export type RouteLookup =
  | { found: RouteMatch }
  | { methodNotAllowed: Method[] }
  | { notFound: true };

export class Router {
  readonly #routes: Route[] = [];

  add(method: Method, pattern: string, kind: RouteKind, handler: Handler): this {
    this.#routes.push({ method, pattern, kind, handler });
    return this;
  }

  get routes(): readonly Route[] {
    return this.#routes;
  }

  lookup(method: string, path: string): RouteLookup {
    const allowed: Method[] = [];
    for (const route of this.#routes) {
      const params = matchPattern(route.pattern, path);
      if (!params) continue;
      if (route.method === method) return { found: { route, params } };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { methodNotAllowed: allowed } : { notFound: true };
  }
}
