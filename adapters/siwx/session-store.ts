/**
 * The signed sessions kept in browser storage by walletport's sign-in implementations. Storage is untrusted:
 * every entry is checked with the session schema on the way out, and a value that is not a list of
 * sessions reads as none (and is removed). Storage that throws (private mode, quota) reads as empty.
 */
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { parseSiwxSession } from '../../domain/entities/siwx/siwx-session.schema.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';

export type SiwxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage when there is one, read at call time (never at import). */
export function pageStorage(): SiwxStorage | undefined {
  try {
    return (globalThis as { localStorage?: SiwxStorage }).localStorage;
  } catch {
    return undefined;
  }
}

export class SessionStore {
  readonly #storage: () => SiwxStorage | undefined;
  readonly #key: string;

  constructor(storage: () => SiwxStorage | undefined, key: string = STORAGE_KEYS.SIWX_SESSIONS) {
    this.#storage = storage;
    this.#key = key;
  }

  read(): SiwxSession[] {
    const raw = this.#get(this.#key);
    if (raw === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) {
      this.#remove(this.#key);
      return [];
    }
    const sessions = parsed.map((entry) => parseSiwxSession(entry)).filter((entry) => entry !== undefined);
    if (sessions.length !== parsed.length) this.write(sessions);
    return sessions;
  }

  write(sessions: readonly SiwxSession[]): void {
    if (sessions.length === 0) this.#remove(this.#key);
    else this.#set(this.#key, JSON.stringify(sessions));
  }

  get(key: string): string | null {
    return this.#get(key);
  }

  set(key: string, value: string | undefined): void {
    if (value === undefined) this.#remove(key);
    else this.#set(key, value);
  }

  #get(key: string): string | null {
    try {
      return this.#storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  #set(key: string, value: string): void {
    try {
      this.#storage()?.setItem(key, value);
    } catch {
      // Full or forbidden storage: the session lives for this page only.
    }
  }

  #remove(key: string): void {
    try {
      this.#storage()?.removeItem(key);
    } catch {
      // Nothing to clean where nothing can be written.
    }
  }
}
