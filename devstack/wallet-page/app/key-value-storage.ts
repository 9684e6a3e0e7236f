/**
 * Storage for the wallet's WalletConnect client (its `storage` option): localStorage by default, so sessions
 * survive a reload of the page, or memory (`?storage=memory`). Keys carry a prefix of their own besides the
 * client's customStoragePrefix, so nothing else on the origin collides with them.
 */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
};

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]) => [key, structuredClone(value) as T] as [string, T]),
    getItem: async <T>(key: string) => (items.has(key) ? (structuredClone(items.get(key)) as T) : undefined),
    setItem: async <T>(key: string, value: T) => {
      items.set(key, structuredClone(value));
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}

export function localStorageStorage(store: Storage, prefix: string): KeyValueStorage {
  const keys = (): string[] =>
    Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(prefix) === true);
  const read = <T>(fullKey: string): T | undefined => {
    const raw = store.getItem(fullKey);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  };
  return {
    getKeys: async () => keys().map((key) => key.slice(prefix.length)),
    getEntries: async <T>() => keys().map((key) => [key.slice(prefix.length), read<T>(key) as T] as [string, T]),
    getItem: async <T>(key: string) => read<T>(prefix + key),
    setItem: async <T>(key: string, value: T) => {
      store.setItem(prefix + key, JSON.stringify(value));
    },
    removeItem: async (key: string) => {
      store.removeItem(prefix + key);
    },
  };
}
