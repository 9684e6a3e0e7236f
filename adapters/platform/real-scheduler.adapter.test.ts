import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealScheduler } from './real-scheduler.adapter.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('RealScheduler', () => {
  it('runs timeouts once and cancels them', () => {
    vi.useFakeTimers();
    const scheduler = new RealScheduler();
    const ran = vi.fn();
    const cancelled = vi.fn();
    scheduler.schedule(ran, 100);
    const cancel = scheduler.schedule(cancelled, 100);
    cancel();
    cancel();
    vi.advanceTimersByTime(99);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('repeats intervals until cancelled', () => {
    vi.useFakeTimers();
    const scheduler = new RealScheduler();
    const tick = vi.fn();
    const cancel = scheduler.every(tick, 50);
    vi.advanceTimersByTime(160);
    expect(tick).toHaveBeenCalledTimes(3);
    cancel();
    vi.advanceTimersByTime(500);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('reads the real clock', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    expect(new RealScheduler().now()).toBe(1_700_000_000_000);
  });
});
