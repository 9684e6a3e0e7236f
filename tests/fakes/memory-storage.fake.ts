/**
 * Key-value storage in memory with failure switches: a write that throws (quota exceeded, private mode)
 * and raw values planted as they might be left by another version or a tampering extension.
 */
import type { KeyValueStorage } from '../../ports/storage.port.js';

export class FakeStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();
  /** When set, every setItem throws this error. */
  failWritesWith: Error | undefined;
  /** When set, every getItem throws this error (some browsers throw on access in private mode). */
  failReadsWith: Error | undefined;

  getItem(key: string): string | null {
    if (this.failReadsWith) throw this.failReadsWith;
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWritesWith) throw this.failWritesWith;
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** Plants a raw value, bypassing failure switches (to simulate corrupt or foreign data). */
  plant(key: string, raw: string): void {
    this.entries.set(key, raw);
  }
}
