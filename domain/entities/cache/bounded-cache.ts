/**
 * A Map with a ceiling: once more than `maxSize` entries are held, the oldest one goes. "Oldest" means least
 * recently written: `set`
 * on an existing key moves it to the newest position, `get` does not, so a read stays a pure lookup.
 *
 * No clock and no timers, so it may live in domain code; entries with a time-to-live belong elsewhere.
 */
export class BoundedCache<K, V> {
  readonly maxSize: number;
  // A Map iterates in insertion order, which is exactly the eviction order we want.
  readonly #entries = new Map<K, V>();

  constructor(maxSize: number) {
    if (!Number.isInteger(maxSize) || maxSize < 1) {
      throw new RangeError(`BoundedCache maxSize must be a positive integer, got ${maxSize}`);
    }
    this.maxSize = maxSize;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  set(key: K, value: V): this {
    // Delete first so a rewrite counts as the newest entry rather than keeping its old slot.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxSize) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
