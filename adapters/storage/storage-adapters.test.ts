import { describe, expect, it } from 'vitest';
import { LocalStorageAdapter } from './local-storage.adapter.js';
import { MemoryStorageAdapter } from './memory-storage.adapter.js';

describe('LocalStorageAdapter without a browser', () => {
  it('answers empty and drops writes silently when there is no localStorage', () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    const errors: unknown[] = [];
    const storage = new LocalStorageAdapter({ onError: (error) => errors.push(error) });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBeNull();
    expect(storage.keys()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('MemoryStorageAdapter', () => {
  it('keeps values per instance', () => {
    const first = new MemoryStorageAdapter([['a', '1']]);
    const second = new MemoryStorageAdapter();
    first.setItem('b', '2');
    expect(first.getItem('a')).toBe('1');
    expect(first.keys()).toEqual(['a', 'b']);
    expect(second.getItem('a')).toBeNull();
    first.removeItem('a');
    expect(first.getItem('a')).toBeNull();
  });
});
