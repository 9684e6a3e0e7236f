// followRect over a stand-in element and window (frames run by hand, the clock set by hand): the frame
// follows the region frame by frame while the dialog's entrance runs, even when that outlasts FOLLOW_MS on a
// busy machine, and stops once it is over. (.tsx only so the dom project runs it.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameRect } from '../../../ports/embedded-wallet-frame.port.js';
import { followRect } from './followRect.js';

function stage() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  let top = 100;
  const animations: { pending: boolean; playState: string; effect: { getComputedTiming(): { endTime: number } } }[] = [];
  const dialog = { getAnimations: () => animations };
  const element = {
    ownerDocument: { defaultView: win },
    getBoundingClientRect: () => ({ top, left: 10, width: 300, height: 200 }),
    closest: () => dialog,
  } as unknown as HTMLElement;
  const rects: FrameRect[] = [];
  const runFrame = () => frames.splice(0).forEach((callback) => callback(0));
  return {
    frames, animations, rects, runFrame,
    follow: () => followRect(element, (rect) => rects.push(rect)),
    moveTo: (value: number) => (top = value),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('followRect', () => {
  it("keeps following while the dialog's entrance runs past FOLLOW_MS, then stops", () => {
    let now = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { frames, animations, rects, runFrame, follow, moveTo } = stage();
    const stop = follow();
    expect(rects).toEqual([{ top: 100, left: 10, width: 300, height: 200 }]);

    // A starved machine: the entrance starts late and still runs when FOLLOW_MS is long over.
    const entrance = { pending: false, playState: 'running', effect: { getComputedTiming: () => ({ endTime: 150 }) } };
    animations.push(entrance);
    now += 10_000;
    moveTo(96);
    runFrame();
    expect(rects.at(-1)?.top).toBe(96);
    expect(frames).toHaveLength(1);

    // The entrance ends at its place: measured once more, then no more frames.
    entrance.playState = 'finished';
    moveTo(92);
    runFrame();
    expect(rects.at(-1)?.top).toBe(92);
    expect(frames).toHaveLength(0);
    stop();
  });

  it("does not follow forever for an endless animation (a spinner's)", () => {
    let now = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { frames, animations, runFrame, follow } = stage();
    animations.push({ pending: false, playState: 'running', effect: { getComputedTiming: () => ({ endTime: Infinity }) } });
    follow();
    now += 10_000;
    runFrame();
    expect(frames).toHaveLength(0);
  });
});
