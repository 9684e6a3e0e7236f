/**
 * The in-page stopwatch, installed before any page script runs (an init script). Named watches poll a CSS
 * selector on every animation frame, through the document and every open shadow root, until a visible match
 * appears (a layout box, not hidden by visibility or opacity 0), and stamp performance.now() then, i.e. the
 * frame that paints it. A watch starts at navigation start (0), or at the timestamp of the next click, or of
 * the latest input event, so "click to wallet list" is measured from the click event itself and not from a
 * round trip through the test driver. Frames are polled only while a watch waits.
 *
 * It also records animation-frame deltas on demand (frames dropped while scrolling): the differences between
 * the frames' own start times (the timestamp requestAnimationFrame hands its callbacks, the same for every
 * callback of a frame), so a frame that came late counts and a callback that merely ran a few milliseconds
 * into its frame (after the frame's scroll event handlers, which chromium runs before the animation frame
 * callbacks) does not. Timed with performance.now() inside the callback instead, a smooth scroll whose
 * handlers take 3-5 ms in one frame and none in the next showed a third of its frames "over 17.7 ms" while
 * chromium produced every one of them on time (bench/trace-scroll.ts: with the wallet images refused, no frame started late).
 */
export type WatchTrigger = 'navigation' | 'click' | 'input';

/**
 * A CSS selector (matched within one document or shadow root, as querySelectorAll does); optionally a text the
 * element must contain (for libraries with hashed class names) and a selector its shadow host must match
 * (for web components, whose insides a descendant selector cannot reach).
 */
export type Target = { css: string; text?: string; host?: string };

export type WatchResult = { startAt: number | null; foundAt: number | null };

declare global {
  interface Window {
    __bench: {
      arm(name: string, target: Target, trigger: WatchTrigger): void;
      result(name: string): WatchResult | undefined;
      find(target: Target): Element | null;
      startFrames(): void;
      stopFrames(): number[];
    };
  }
}

/** The init script's source. */
export function probeScript(): string {
  // tsx (esbuild) may wrap named functions in a __name(...) helper that the page does not have.
  return `(() => { const __name = (target) => target; (${install.toString()})(); })();`;
}

function install(): void {
  type Watch = { target: Target; trigger: WatchTrigger; startAt: number | null; foundAt: number | null };
  const watches = new Map<string, Watch>();
  let polling = false;
  let frames: number[] | null = null;
  let lastFrame = 0;

  const visible = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
    return check ? check.call(element, { opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true }) : true;
  };
  const find = (target: Target): Element | null => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      const root = roots[index]!;
      for (const element of root.querySelectorAll(target.css)) {
        if (target.text !== undefined && !(element.textContent ?? '').includes(target.text)) continue;
        if (target.host !== undefined && !(root instanceof ShadowRoot && root.host.matches(target.host))) continue;
        if (visible(element)) return element;
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return null;
  };
  const tick = (frameTime: number): void => {
    polling = false;
    let waiting = false;
    for (const watch of watches.values()) {
      if (watch.foundAt !== null) continue;
      if (watch.startAt === null) {
        waiting = true;
        continue;
      }
      if (find(watch.target)) watch.foundAt = performance.now();
      else waiting = true;
    }
    if (frames) {
      if (lastFrame > 0) frames.push(frameTime - lastFrame);
      lastFrame = frameTime;
    }
    if (waiting || frames) schedule();
  };
  const schedule = (): void => {
    if (polling) return;
    polling = true;
    requestAnimationFrame(tick);
  };
  const stamp = (trigger: WatchTrigger, event: Event): void => {
    for (const watch of watches.values()) {
      if (watch.trigger !== trigger || watch.foundAt !== null) continue;
      // A click starts its watch once; typing restarts it on every input (the result follows the last one).
      if (trigger === 'click' && watch.startAt !== null) continue;
      watch.startAt = event.timeStamp;
    }
    schedule();
  };
  addEventListener('click', (event) => stamp('click', event), true);
  addEventListener('input', (event) => stamp('input', event), true);

  Object.defineProperty(window, '__bench', {
    value: {
      arm(name: string, target: Target, trigger: WatchTrigger) {
        watches.set(name, { target, trigger, startAt: trigger === 'navigation' ? 0 : null, foundAt: null });
        schedule();
      },
      result(name: string) {
        const watch = watches.get(name);
        return watch ? { startAt: watch.startAt, foundAt: watch.foundAt } : undefined;
      },
      find,
      startFrames() {
        frames = [];
        lastFrame = 0;
        schedule();
      },
      stopFrames() {
        const recorded = frames ?? [];
        frames = null;
        return recorded;
      },
    },
  });
}
