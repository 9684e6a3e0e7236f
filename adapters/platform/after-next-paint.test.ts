import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, afterNextPaint } from './after-next-paint.js';

type FrameCallback = (time: number) => void;

describe('afterNextPaint', () => {
  let frames: FrameCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameCallback) => frames.push(callback));
    vi.stubGlobal('document', { visibilityState: 'visible' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settledAfter = async (promise: Promise<void>): Promise<boolean> => {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  };

  it('resolves in a task after the next animation frame, not before', async () => {
    const painted = afterNextPaint();
    expect(await settledAfter(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(16);
    expect(await settledAfter(painted)).toBe(true);
  });

  it('waits no longer than AFTER_PAINT_LIMIT_MS when no frame comes (a page hidden meanwhile)', async () => {
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(AFTER_PAINT_LIMIT_MS - 1);
    expect(await settledAfter(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(painted).resolves.toBeUndefined();
  });

  it('resolves at once where there is no frame to wait for: a hidden page, or no document', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    expect(await settledAfter(afterNextPaint())).toBe(true);
    vi.stubGlobal('document', undefined);
    expect(await settledAfter(afterNextPaint())).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
