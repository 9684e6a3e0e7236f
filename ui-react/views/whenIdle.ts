/**
 * Runs `task` when the browser is idle (requestIdleCallback, or a short timeout where it is missing, as in
 * Safari before 18). Returns the cancel function. Only ever called from effects, never at import time.
 */
export function whenIdle(task: () => void, fallbackDelayMs = 1000): () => void {
  const host = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof host.requestIdleCallback === 'function') {
    const handle = host.requestIdleCallback(task, { timeout: 5000 });
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, fallbackDelayMs);
  return () => clearTimeout(handle);
}
