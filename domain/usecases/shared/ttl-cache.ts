/**
 * A cache whose entries live for a fixed time on the scheduler's clock: an entry
 * written at `t` with a time-to-live `ttl` is served while `now < t + ttl` and is gone at exactly `t + ttl`.
 * Size is bounded too (the oldest entry goes first, see BoundedCache), so a long session cannot grow it
 * without limit. No timers: expiry is checked on read.
 */
import type { Scheduler } from '../../../ports/scheduler.port.js';
import { BoundedCache } from '../../entities/cache/bounded-cache.js';

export type TtlCacheParameters = {
  readonly ttlMs: number;
  readonly clock: Pick<Scheduler, 'now'>;
  /** At most this many entries (default 256). */
  readonly maxSize?: number | undefined;
};

type Entry<V> = { readonly value: V; readonly expiresAt: number };

export class TtlCache<K, V> {
  readonly ttlMs: number;
  readonly #clock: Pick<Scheduler, 'now'>;
  readonly #entries: BoundedCache<K, Entry<V>>;

  constructor({ ttlMs, clock, maxSize = 256 }: TtlCacheParameters) {
    this.ttlMs = ttlMs;
    this.#clock = clock;
    this.#entries = new BoundedCache(maxSize);
  }

  /** The live value for `key`; an expired entry is dropped and reads as absent. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#clock.now() >= entry.expiresAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Stores `value` for `ttlMs` (the cache's time-to-live unless told otherwise) from now. */
  set(key: K, value: V, ttlMs: number = this.ttlMs): void {
    this.#entries.set(key, { value, expiresAt: this.#clock.now() + ttlMs });
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
