/**
 * The read-retry rule: a 4xx other than 429 is never sent again, a 429 a bounded number of times after
 * Retry-After (capped) or a growing delay, a transient failure keeps viem's three retries at 150/300/600 ms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RPC_READ_RETRY_POLICY as POLICY,
  retryAfterMs,
  rpcReadRetryDecision,
  type RpcReadRetryDecision,
} from './rpc-read-retry.js';

const NOW = Date.parse('2026-01-01T00:00:00Z');

/** The delays a request gets until the rule gives up, for a failure that repeats the same way. */
function delays(decide: (attempt: number) => RpcReadRetryDecision): number[] {
  const out: number[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const decision = decide(attempt);
    if (!decision.retry) return out;
    out.push(decision.delayMs);
  }
  throw new Error('never gave up');
}

describe('rpcReadRetryDecision', () => {
  it.each([400, 401, 403, 404, 408, 413, 451, 499])('never retries a %i, transient or not', (status) => {
    expect(rpcReadRetryDecision({ status, transient: true }, 0, NOW)).toEqual({ retry: false });
  });

  it('retries a 429 twice, with a growing delay when the server gives no Retry-After', () => {
    expect(delays((attempt) => rpcReadRetryDecision({ status: 429, transient: true }, attempt, NOW))).toEqual([500, 1000]);
  });

  it('waits what Retry-After asks after a 429, in seconds or as a date, never longer than the cap', () => {
    const after = (retryAfter: string) => rpcReadRetryDecision({ status: 429, retryAfter, transient: true }, 0, NOW);
    expect(after('2')).toEqual({ retry: true, delayMs: 2000 });
    expect(after(new Date(NOW + 3000).toUTCString())).toEqual({ retry: true, delayMs: 3000 });
    expect(after('3600')).toEqual({ retry: true, delayMs: POLICY.maxRateLimitDelayMs });
    expect(after('soon')).toEqual({ retry: true, delayMs: 500 }); // unreadable: the backoff
  });

  it('keeps the bounded retry for a 5xx and a network error: three times, 150/300/600 ms', () => {
    for (const status of [500, 502, 503, 504, undefined]) {
      expect(delays((attempt) => rpcReadRetryDecision({ status, transient: true }, attempt, NOW))).toEqual([150, 300, 600]);
    }
  });

  it('does not retry a failure that is not transient', () => {
    expect(rpcReadRetryDecision({ status: 501, transient: false }, 0, NOW)).toEqual({ retry: false });
    expect(rpcReadRetryDecision({ transient: false }, 0, NOW)).toEqual({ retry: false });
  });

  it('property: no 4xx but 429 is ever retried; nothing is retried without bound or waits past the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 499 }).filter((status) => status !== 429),
        fc.nat({ max: 50 }),
        fc.boolean(),
        fc.option(fc.string(), { nil: undefined }),
        (status, attempt, transient, retryAfter) => {
          expect(rpcReadRetryDecision({ status, retryAfter, transient }, attempt, NOW).retry).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        fc.boolean(),
        fc.option(fc.oneof(fc.nat().map(String), fc.string()), { nil: undefined }),
        (status, transient, retryAfter) => {
          const all = delays((attempt) => rpcReadRetryDecision({ status, retryAfter, transient }, attempt, NOW));
          expect(all.length).toBeLessThanOrEqual(Math.max(POLICY.retries, POLICY.rateLimitRetries));
          if (status === 429) for (const ms of all) expect(ms).toBeLessThanOrEqual(POLICY.maxRateLimitDelayMs);
        },
      ),
    );
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates; a past date is no wait, anything else says nothing', () => {
    expect(retryAfterMs('0', NOW)).toBe(0);
    expect(retryAfterMs(' 7 ', NOW)).toBe(7000);
    expect(retryAfterMs(new Date(NOW - 5000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs('-1', NOW)).toBeUndefined();
    expect(retryAfterMs('', NOW)).toBeUndefined();
    expect(retryAfterMs(null, NOW)).toBeUndefined();
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });
});
