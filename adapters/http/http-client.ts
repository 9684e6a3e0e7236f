/**
 * A small JSON client over fetch for the cloud services (blockchain API, catalogue, analytics). Every request
 * carries `projectId`, `st`, `sv` (and `clientId` when set); empty parameters are left out. Answers are parsed and checked with a zod schema.
 *
 * Failures are WalletportErrors: HTTP_STATUS (an HttpStatusError, status readable) for a non-2xx answer,
 * INVALID_RESPONSE for a body that is not JSON or does not match the schema, REQUEST_TIMEOUT, REQUEST_ABORTED
 * when the caller's signal aborted, NETWORK_ERROR for anything else the transport throws (cause kept).
 * No retries: callers decide what a failure means.
 *
 * Plain fetch rather than ky: the one thing ky added here was the timeout, and its code (about 46 kB compiled
 * once the catalogue's first request ran, plus an instance per service) stayed on the page's heap after the
 * modal opened (the heap after open is a figure `npm run bench` holds to a target).
 */
import { z } from 'zod/mini';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { ensureZodMessages } from '../../domain/entities/validation/zod-messages.js';
import { HttpStatusError } from './http-status.error.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export type HttpClientOptions = {
  baseUrl: string;
  projectId: string;
  /** `st`, e.g. `appkit`. */
  sdkType: string;
  /** `sv`, e.g. `react-wagmi-1.0.0`. */
  sdkVersion: string;
  clientId?: string | undefined;
  /** Injectable for tests; defaults to the global fetch at request time. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  /**
   * Awaited before each request leaves (the composition root passes afterNextPaint in a browser): a request
   * asked for in a click's task (opening the modal asks for the project's features, the wallet list and the
   * analytics configuration) then starts once the browser has painted what the click changed, instead of
   * delaying that paint by the few milliseconds each fetch costs the main thread. None: requests leave at once.
   */
  sendWhen?: (() => Promise<void>) | undefined;
};

export type RequestOptions = {
  query?: Query | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  /** The fetch cache mode (`no-cache` for answers that must be fresh). */
  cache?: RequestCache | undefined;
  signal?: AbortSignal | undefined;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;
/** How much of an error answer's body is kept in `details`. */
const ERROR_BODY_LIMIT = 500;
/** How many schema issues of a malformed answer are written into `details`. */
const DETAILS_ISSUE_LIMIT = 10;

export class HttpClient {
  readonly projectId: string;
  readonly #options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    this.#options = options;
    this.projectId = options.projectId;
  }

  /** The absolute address of `path` under the base URL, with the call's and the common query parameters. */
  url(path: string, query: Query = {}): string {
    const base = this.#options.baseUrl.endsWith('/') ? this.#options.baseUrl : `${this.#options.baseUrl}/`;
    const url = new URL(path.replace(/^\/+/, ''), base);
    const common: Query = {
      projectId: this.#options.projectId,
      st: this.#options.sdkType,
      sv: this.#options.sdkVersion,
      clientId: this.#options.clientId,
    };
    for (const [key, value] of Object.entries({ ...query, ...common })) {
      if (value === undefined || value === null || value === '') continue;
      url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  get<TSchema extends z.ZodMiniType>(path: string, schema: TSchema, options?: RequestOptions): Promise<z.output<TSchema>> {
    return this.#json('GET', path, schema, undefined, options);
  }

  post<TSchema extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<z.output<TSchema>> {
    return this.#json('POST', path, schema, body, options);
  }

  put<TSchema extends z.ZodMiniType>(
    path: string,
    body: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<z.output<TSchema>> {
    return this.#json('PUT', path, schema, body, options);
  }

  delete<TSchema extends z.ZodMiniType>(
    path: string,
    schema: TSchema,
    options?: RequestOptions & { body?: unknown },
  ): Promise<z.output<TSchema>> {
    return this.#json('DELETE', path, schema, options?.body, options);
  }

  /** Sends a request whose answer has no body we read (only the status counts). */
  async send(method: HttpMethod, path: string, options?: RequestOptions & { body?: unknown }): Promise<void> {
    const response = await this.#fetch(method, path, options?.body, options);
    // Read to the end rather than cancel: a cancelled body shows as a failed request (net::ERR_ABORTED) in
    // the host page's devtools although the server took it, which reads as our bug. The answers are tiny.
    await response.arrayBuffer().catch(() => undefined);
  }

  /** Fetches a binary answer (images). */
  async getBlob(path: string, options?: RequestOptions): Promise<Blob> {
    const response = await this.#fetch('GET', path, undefined, options);
    try {
      return await response.blob();
    } catch (error) {
      throw transportError(error, `GET ${path}`);
    }
  }

  async #json<TSchema extends z.ZodMiniType>(
    method: HttpMethod,
    path: string,
    schema: TSchema,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<z.output<TSchema>> {
    const headers = { accept: 'application/json', ...options?.headers };
    const response = await this.#fetch(method, path, body, { ...options, headers });
    const what = `${method} ${pathOf(path)}`;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportError(error, what);
    }
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw walletportError('INVALID_RESPONSE', [what], { cause: error, details: 'The answer is not JSON' });
    }
    ensureZodMessages();
    const result = schema.safeParse(parsed);
    if (!result.success) {
      // The first issues say what is wrong; a hostile answer (a long array of wrong entries) has one per entry,
      // and formatting them all took seconds and megabytes for a 150 kB body.
      const { issues } = result.error;
      const shown = z.prettifyError({ issues: issues.slice(0, DETAILS_ISSUE_LIMIT) });
      const details = issues.length > DETAILS_ISSUE_LIMIT ? `${shown}\n… and ${issues.length - DETAILS_ISSUE_LIMIT} more issues` : shown;
      throw walletportError('INVALID_RESPONSE', [what], { cause: result.error, details });
    }
    return result.data;
  }

  async #fetch(method: HttpMethod, path: string, body: unknown, options: RequestOptions | undefined): Promise<Response> {
    const what = `${method} ${pathOf(path)}`;
    let response: Response;
    const abort = requestAbort(this.#options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS, options?.signal);
    try {
      if (this.#options.sendWhen) {
        await this.#options.sendWhen();
        // Aborted (or timed out) while waiting: nothing leaves.
        abort.signal.throwIfAborted();
      }
      const request = new Request(this.url(path, options?.query), {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options?.headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options?.cache ? { cache: options.cache } : {}),
        signal: abort.signal,
      });
      // Read at call time, so a test's or a polyfill's replacement of the global fetch is the one used.
      response = await (this.#options.fetch ?? globalThis.fetch)(request);
    } catch (error) {
      throw transportError(error, what);
    } finally {
      abort.settled();
    }
    if (!response.ok) throw new HttpStatusError(response.status, { request: what, body: await errorBody(response) });
    return response;
  }
}

/**
 * The request's signal: aborted by the caller's signal (with its reason, an AbortError by default) or, when no
 * answer came within `timeoutMs`, with a TimeoutError. The timeout covers the wait for the answer's headers,
 * not the reading of its body; `settled()` clears it once fetch has answered or failed.
 */
function requestAbort(timeoutMs: number, caller: AbortSignal | undefined): { signal: AbortSignal; settled(): void } {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  return {
    signal: controller.signal,
    settled: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** The path without its query string, for error messages (the query holds nothing a reader needs). */
function pathOf(path: string): string {
  const withoutQuery = path.split('?')[0] ?? path;
  return withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
}

async function errorBody(response: Response): Promise<string | undefined> {
  try {
    const text = (await response.text()).trim();
    return text.length > ERROR_BODY_LIMIT ? `${text.slice(0, ERROR_BODY_LIMIT)}…` : text || undefined;
  } catch {
    return undefined;
  }
}

function transportError(error: unknown, what: string) {
  if (isWalletportError(error)) return error;
  const name = error instanceof Error ? error.name : undefined;
  const metaMessages = [`Request: ${what}`];
  if (name === 'TimeoutError') return walletportError('REQUEST_TIMEOUT', [], { cause: error, metaMessages });
  if (name === 'AbortError') return walletportError('REQUEST_ABORTED', [], { cause: error, metaMessages });
  return walletportError('NETWORK_ERROR', [], { cause: error, metaMessages });
}
