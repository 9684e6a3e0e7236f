import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageAdapter, type StorageOperation } from './local-storage.adapter.js';

afterEach(() => window.localStorage.clear());

/** A Storage whose every method throws, as Safari's private mode and a full quota do. */
function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return {
    get length(): number {
      return fail();
    },
    clear: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    key: fail,
  } as unknown as Storage;
}

describe('LocalStorageAdapter over the page localStorage', () => {
  it('reads, writes, removes and lists keys', () => {
    const storage = new LocalStorageAdapter();
    expect(storage.getItem('@appkit/wallet_id')).toBeNull();
    storage.setItem('@appkit/wallet_id', 'w1');
    storage.setItem('@appkit/wallet_name', 'Wallet');
    expect(window.localStorage.getItem('@appkit/wallet_id')).toBe('w1');
    expect(storage.getItem('@appkit/wallet_id')).toBe('w1');
    expect(storage.keys().sort()).toEqual(['@appkit/wallet_id', '@appkit/wallet_name']);
    storage.removeItem('@appkit/wallet_id');
    expect(storage.keys()).toEqual(['@appkit/wallet_name']);
  });

  it('never throws when storage refuses, and reports each failure', () => {
    const failures: [StorageOperation, string | undefined][] = [];
    const quota = new DOMException('quota', 'QuotaExceededError');
    const storage = new LocalStorageAdapter({
      storage: () => throwingStorage(quota),
      onError: (error, operation, key) => {
        expect(error).toBe(quota);
        failures.push([operation, key]);
      },
    });
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
    expect(storage.keys()).toEqual([]);
    expect(failures).toEqual([
      ['setItem', 'k'],
      ['getItem', 'k'],
      ['removeItem', 'k'],
      ['keys', undefined],
    ]);
  });

  it('survives a storage getter that throws (sandboxed frame) and an onError that throws', () => {
    const storage = new LocalStorageAdapter({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      onError: () => {
        throw new Error('reporter broke');
      },
    });
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.setItem('k', 'v')).not.toThrow();
  });

  it('looks localStorage up per call, not at construction', () => {
    const lookup = vi.fn(() => window.localStorage);
    const storage = new LocalStorageAdapter({ storage: lookup });
    expect(lookup).not.toHaveBeenCalled();
    storage.getItem('k');
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
