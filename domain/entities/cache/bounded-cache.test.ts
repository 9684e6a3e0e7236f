import { describe, it, expect } from 'vitest';
import { ADDRESS_CHECKSUM_CACHE_SIZE } from '../constants.js';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('stores, reads and reports entries', () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    expect(cache.has('b')).toBe(true);
    expect(cache.has('c')).toBe(false);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('evicts the oldest entry once the address-checksum size (8192) is exceeded', () => {
    expect(ADDRESS_CHECKSUM_CACHE_SIZE).toBe(8192);
    const cache = new BoundedCache<number, string>(ADDRESS_CHECKSUM_CACHE_SIZE);
    for (let index = 0; index < ADDRESS_CHECKSUM_CACHE_SIZE; index++) cache.set(index, `value ${index}`);
    expect(cache.size).toBe(8192);
    expect(cache.has(0)).toBe(true);

    cache.set(8192, 'value 8192'); // the 8193rd entry
    expect(cache.size).toBe(8192);
    expect(cache.has(0)).toBe(false);
    expect(cache.has(1)).toBe(true);
    expect(cache.get(8192)).toBe('value 8192');

    cache.set(8193, 'value 8193');
    expect(cache.has(1)).toBe(false);
    expect(cache.size).toBe(8192);
  });

  it('treats a rewrite as the newest entry, a read does not', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);

    cache.set('b', 20); // b is now newer than c
    cache.set('d', 4);
    expect([cache.has('b'), cache.has('c'), cache.has('d')]).toEqual([true, false, true]);
    expect(cache.get('b')).toBe(20);
  });

  it('deletes and clears', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('rejects a size that is not a positive integer', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
    expect(() => new BoundedCache(1.5)).toThrow(RangeError);
    expect(() => new BoundedCache(Number.NaN)).toThrow(RangeError);
  });
});
