import { describe, expect, it } from 'vitest';
import { createRevealGate, SLOW_SCROLL_VIEW_MS } from './revealGate.js';

const VIEW = 416;
const sample = (offset: number, at: number, isScrolling = true) => ({ offset, at, isScrolling, viewHeight: VIEW });

describe('the reveal gate of the All Wallets images', () => {
  it('reveals when the grid is still: first shown, and when a scroll ends', () => {
    const gate = createRevealGate();
    expect(gate.shouldReveal(sample(0, 0, false))).toBe(true);
    expect(gate.shouldReveal(sample(2_000, 30))).toBe(false);
    expect(gate.shouldReveal(sample(2_000, 31, false))).toBe(true);
  });

  it('does not reveal rows flying past, and reveals once the scroll slows to a view in SLOW_SCROLL_VIEW_MS', () => {
    const gate = createRevealGate();
    gate.shouldReveal(sample(0, 0, false));
    // 104 px in 16 ms: a view in 64 ms.
    expect(gate.shouldReveal(sample(104, 16))).toBe(false);
    expect(gate.shouldReveal(sample(208, 32))).toBe(false);
    // Exactly a view in SLOW_SCROLL_VIEW_MS is slow; a millisecond less is not.
    expect(gate.shouldReveal(sample(208 + VIEW, 32 + SLOW_SCROLL_VIEW_MS))).toBe(true);
    expect(gate.shouldReveal(sample(208 + 2 * VIEW, 32 + 2 * SLOW_SCROLL_VIEW_MS - 1))).toBe(false);
  });

  it('reveals at a scroll sample that did not move (new wallets under a grid held at its end)', () => {
    const gate = createRevealGate();
    gate.shouldReveal(sample(0, 0, false));
    expect(gate.shouldReveal(sample(800, 10))).toBe(false);
    expect(gate.shouldReveal(sample(800, 11))).toBe(true);
  });
});
