/**
 * An in-memory KeyValueStorage for WalletConnect clients in Node (the `storage` option). The default Node
 * storage writes files through unstorage; this keeps each client's state in its own Map and hands out copies,
 * as a real store would.
 */
export type MemoryKeyValueStorage = {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
};

export function memoryKeyValueStorage(): MemoryKeyValueStorage {
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
