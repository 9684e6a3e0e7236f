/**
 * Key-value storage (localStorage in browsers, memory elsewhere). Synchronous, string values, like the Web
 * Storage API. Every read is untrusted: callers validate what they get back.
 */
import { serviceToken } from './service-token.js';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored, for cleanup of prefixed keys. */
  keys(): string[];
}

export const KeyValueStorageToken = serviceToken<KeyValueStorage>('KeyValueStorage');
