/**
 * A promise for "once the browser has painted its next frame": what the HTTP adapter awaits before a request
 * leaves (http-client.ts, `sendWhen`), so the work of starting requests a click asked for never delays the
 * paint of what the click changed.
 */

/**
 * The longest a request waits for that paint. A page hidden after the wait began gets no animation frames at
 * all; the request must not wait for the tab to come back.
 */
export const AFTER_PAINT_LIMIT_MS = 50;

export type AfterNextPaintReturnType = Promise<void>;
export type AfterNextPaintErrorType = never;

/**
 * Resolves in a task after the next animation frame, or after AFTER_PAINT_LIMIT_MS, whichever comes first; at
 * once where there is no frame to wait for (no document, a hidden page, no requestAnimationFrame).
 */
export function afterNextPaint(): AfterNextPaintReturnType {
  if (typeof document === 'undefined' || typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AFTER_PAINT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
