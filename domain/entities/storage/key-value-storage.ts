/**
 * Key-value storage (the browser's local storage, or memory elsewhere). Synchronous, string values, like the Web
 * Storage API. Every read is untrusted: callers validate what they get back. An entity type, so the stored-value
 * rules need no port; the storage port imports it and gives it its token.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored, for cleanup of prefixed keys. */
  keys(): string[];
}
