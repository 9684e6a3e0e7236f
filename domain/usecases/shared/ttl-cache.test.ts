import { describe, expect, it } from 'vitest';
import { PORTFOLIO_CACHE_TTL_MS } from '../../entities/constants.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('serves an entry until exactly its time-to-live has passed', () => {
    const clock = new VirtualScheduler();
    const cache = new TtlCache<string, number>({ ttlMs: PORTFOLIO_CACHE_TTL_MS, clock });
    cache.set('a', 1);
    clock.advance(PORTFOLIO_CACHE_TTL_MS - 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.has('a')).toBe(true);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  it('restarts the time-to-live on a rewrite and accepts a shorter one per entry', () => {
    const clock = new VirtualScheduler();
    const cache = new TtlCache<string, string>({ ttlMs: 1000, clock });
    cache.set('a', 'first');
    clock.advance(900);
    cache.set('a', 'second');
    clock.advance(900);
    expect(cache.get('a')).toBe('second');
    cache.set('b', 'short', 10);
    clock.advance(10);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the oldest entry over its size, and deletes and clears', () => {
    const clock = new VirtualScheduler();
    const cache = new TtlCache<string, number>({ ttlMs: 1000, clock, maxSize: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.delete('b')).toBe(true);
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
