/** Scheduler over the real clock: globalThis timers and Date.now, looked up when called. */
import type { CancelTimer, Scheduler } from '../../ports/scheduler.port.js';

export class RealScheduler implements Scheduler {
  now(): number {
    return Date.now();
  }

  schedule(callback: () => void, ms: number): CancelTimer {
    const handle = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(handle);
  }

  every(callback: () => void, ms: number): CancelTimer {
    const handle = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(handle);
  }
}
