/**
 * When a failed chain read (an RPC request over HTTP) is sent again, and after how long. viem's http transport
 * retries 403 and 429 like a 5xx, three times at 150/300/600 ms, ignoring what a rate limit asks for; the
 * adapter turns that off (retryCount 0) and asks this rule instead:
 *
 * - a 4xx answer other than 429 is never retried: the node refused this request, it will refuse it again;
 * - a 429 is retried at most `rateLimitRetries` times, after the server's Retry-After (seconds or an HTTP date)
 *   when it sends one, else after a growing delay; either way no longer than `maxRateLimitDelayMs`;
 * - anything else (a 5xx, a network error, a timeout) keeps viem's bounded retry when the failure is
 *   transient: at most `retries` times, after `baseDelayMs` × 2^attempt.
 *
 * Pure: the caller passes the clock.
 */
export type RpcReadRetryPolicy = {
  /** Retries of a transient failure (5xx, network error, timeout). viem's default: 3. */
  retries: number;
  /** The first delay of that retry, doubled each time. viem's default: 150 ms. */
  baseDelayMs: number;
  /** Retries of a 429. */
  rateLimitRetries: number;
  /** The first delay after a 429 without Retry-After, doubled each time. */
  rateLimitBaseDelayMs: number;
  /** No wait after a 429 is longer than this, whatever Retry-After says. */
  maxRateLimitDelayMs: number;
};

export const DEFAULT_RPC_READ_RETRY_POLICY: RpcReadRetryPolicy = {
  retries: 3,
  baseDelayMs: 150,
  rateLimitRetries: 2,
  rateLimitBaseDelayMs: 500,
  maxRateLimitDelayMs: 5_000,
};

export type RpcReadFailure = {
  /** The HTTP status of the answer, when there was one. */
  status?: number | undefined;
  /** The answer's Retry-After header, when there was one. */
  retryAfter?: string | null | undefined;
  /** Whether the failure is of a kind worth sending again (viem's judgement for errors without a 4xx status). */
  transient: boolean;
};

export type RpcReadRetryDecision = { retry: false } | { retry: true; delayMs: number };

const NO_RETRY: RpcReadRetryDecision = { retry: false };

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date); undefined when it says nothing usable. */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month (`Wed, 21 Oct 2015 07:28:00 GMT`); Date.parse alone takes `-1` for a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/**
 * Whether to send a failed read again. `attempt` is how many retries were already made for this request
 * (0 after the first failure).
 */
export function rpcReadRetryDecision(
  failure: RpcReadFailure,
  attempt: number,
  nowMs: number,
  policy: RpcReadRetryPolicy = DEFAULT_RPC_READ_RETRY_POLICY,
): RpcReadRetryDecision {
  const { status } = failure;
  if (status === 429) {
    if (attempt >= policy.rateLimitRetries) return NO_RETRY;
    const asked = retryAfterMs(failure.retryAfter, nowMs);
    const delayMs = asked ?? policy.rateLimitBaseDelayMs * 2 ** attempt;
    return { retry: true, delayMs: Math.min(delayMs, policy.maxRateLimitDelayMs) };
  }
  if (status !== undefined && status >= 400 && status < 500) return NO_RETRY;
  if (!failure.transient || attempt >= policy.retries) return NO_RETRY;
  return { retry: true, delayMs: policy.baseDelayMs * 2 ** attempt };
}
