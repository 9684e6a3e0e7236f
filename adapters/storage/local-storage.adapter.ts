/**
 * KeyValueStorage over the page's localStorage. Nothing is touched until a method runs, and nothing throws:
 * without a localStorage (server rendering, sandboxed frames, disabled storage) or when it refuses (private
 * mode, quota exceeded), reads give null, writes are dropped, and the failure goes to `onError`.
 */
import type { KeyValueStorage } from '../../ports/storage.port.js';

export type StorageOperation = 'getItem' | 'setItem' | 'removeItem' | 'keys';

export type LocalStorageAdapterOptions = {
  /** Told about every failed operation (a dropped write, a refused read). */
  onError?: ((error: unknown, operation: StorageOperation, key?: string) => void) | undefined;
  /** Where to find the Storage object; defaults to `globalThis.localStorage`, looked up per call. */
  storage?: (() => Storage | undefined) | undefined;
};

export class LocalStorageAdapter implements KeyValueStorage {
  readonly #onError: LocalStorageAdapterOptions['onError'];
  readonly #storage: () => Storage | undefined;

  constructor(options: LocalStorageAdapterOptions = {}) {
    this.#onError = options.onError;
    this.#storage = options.storage ?? defaultStorage;
  }

  getItem(key: string): string | null {
    return this.#attempt('getItem', key, null, (storage) => storage.getItem(key));
  }

  setItem(key: string, value: string): void {
    this.#attempt('setItem', key, undefined, (storage) => storage.setItem(key, value));
  }

  removeItem(key: string): void {
    this.#attempt('removeItem', key, undefined, (storage) => storage.removeItem(key));
  }

  keys(): string[] {
    return this.#attempt('keys', undefined, [], (storage) => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) keys.push(key);
      }
      return keys;
    });
  }

  #attempt<T>(operation: StorageOperation, key: string | undefined, fallback: T, run: (storage: Storage) => T): T {
    try {
      const storage = this.#storage();
      // No storage at all (server rendering): nothing to report, the fallback is the answer.
      if (!storage) return fallback;
      return run(storage);
    } catch (error) {
      try {
        this.#onError?.(error, operation, key);
      } catch {
        // A failing reporter must not turn a dropped write into a crash.
      }
      return fallback;
    }
  }
}

/** `globalThis.localStorage`; reading the property itself throws in some sandboxed frames. */
function defaultStorage(): Storage | undefined {
  return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
}
