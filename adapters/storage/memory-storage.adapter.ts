/** KeyValueStorage in memory: for servers, tests and pages where persistence is unwanted. */
import type { KeyValueStorage } from '../../ports/storage.port.js';

export class MemoryStorageAdapter implements KeyValueStorage {
  readonly #entries: Map<string, string>;

  constructor(initial: Iterable<readonly [string, string]> = []) {
    this.#entries = new Map(initial);
  }

  getItem(key: string): string | null {
    return this.#entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#entries.delete(key);
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }
}
