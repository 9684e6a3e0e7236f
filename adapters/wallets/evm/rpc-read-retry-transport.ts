/**
 * A viem Transport that sends a failed read again by rpcReadRetryDecision (./rpc-read-retry.ts) instead of
 * viem's own retry, which sends a 403 or a 429 four times (http transport, retryCount 3). The wrapped transport
 * runs with retryCount 0; this layer reads the failure's HTTP status and Retry-After from the error viem throws.
 */
import type { Transport } from 'viem';
import {
  DEFAULT_RPC_READ_RETRY_POLICY,
  rpcReadRetryDecision,
  type RpcReadFailure,
  type RpcReadRetryPolicy,
} from './rpc-read-retry.js';

export type RpcReadRetryOptions = {
  policy?: Partial<RpcReadRetryPolicy> | undefined;
  /** Waits `ms` before a retry; rejects when `signal` aborts. Injectable for tests. */
  sleep?: ((ms: number, signal: AbortSignal | undefined) => Promise<void>) | undefined;
  /** The clock Retry-After dates are read against. */
  now?: (() => number) | undefined;
};

/** JSON-RPC codes viem retries on a 2xx answer: unknown, limit exceeded, internal, 429 in the body, QuickNode's limit. */
const TRANSIENT_RPC_CODES = new Set([-1, -32005, -32603, 429, -32007]);
/** JSON-RPC codes that say the node does not serve the method: the same refusal comes back every time. */
const PERMANENT_RPC_CODES = new Set([-32601, -32004]);
/** The non-4xx statuses viem retries. */
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

type HttpFields = { status?: unknown; headers?: unknown; code?: unknown; cause?: unknown };

/** The first error in the cause chain that carries an HTTP status (viem's HttpRequestError or RpcRequestError). */
function httpErrorIn(error: unknown): { status: number; headers: Headers | undefined } | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const fields = current as HttpFields;
    if (typeof fields.status === 'number') {
      return { status: fields.status, headers: fields.headers instanceof Headers ? fields.headers : undefined };
    }
    current = fields.cause;
  }
  return undefined;
}

/** What the rule needs to know of a failure viem threw. */
export function rpcReadFailureOf(error: unknown): RpcReadFailure {
  const http = httpErrorIn(error);
  const status = http?.status;
  const code = (error as HttpFields | null)?.code;
  let transient: boolean;
  if (typeof code === 'number' && TRANSIENT_RPC_CODES.has(code)) transient = true;
  else if (typeof code === 'number' && (PERMANENT_RPC_CODES.has(code) || status === undefined)) transient = false;
  else if (status !== undefined) transient = TRANSIENT_STATUSES.has(status);
  else transient = true; // no answer at all: a network error or a timeout
  return { status, retryAfter: http?.headers?.get('Retry-After'), transient };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function defaultSleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `transport` with viem's retry off and the read-retry rule in its place. */
export function withRpcReadRetry(transport: Transport, options: RpcReadRetryOptions = {}): Transport {
  const policy = { ...DEFAULT_RPC_READ_RETRY_POLICY, ...options.policy };
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const retrying: Transport = (params) => {
    const inner = transport({ ...params, retryCount: 0 });
    const request = async (args: unknown, requestOptions?: { signal?: AbortSignal | undefined }) => {
      const send = inner.request as (args: unknown, options: object) => Promise<unknown>;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await send(args, { ...requestOptions, retryCount: 0 });
        } catch (error) {
          if (requestOptions?.signal?.aborted || isAbort(error)) throw error;
          const decision = rpcReadRetryDecision(rpcReadFailureOf(error), attempt, now(), policy);
          if (!decision.retry) throw error;
          await sleep(decision.delayMs, requestOptions?.signal);
        }
      }
    };
    return { ...inner, config: { ...inner.config, retryCount: 0 }, request: request as typeof inner.request };
  };
  return retrying;
}
