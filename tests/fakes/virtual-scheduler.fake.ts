/**
 * A scheduler in virtual time. `advance(ms)` runs every timer due within that span in order, including
 * timers scheduled by the timers it runs, so flows are tested against the exact constants of SPEC.md §9.
 */
import type { CancelTimer, Scheduler } from '../../ports/scheduler.port.js';

type Timer = { id: number; dueAt: number; callback: () => void; intervalMs?: number };

export class VirtualScheduler implements Scheduler {
  #now: number;
  #nextId = 1;
  #timers = new Map<number, Timer>();

  constructor(startAt = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.#now = startAt;
  }

  now(): number {
    return this.#now;
  }

  schedule(callback: () => void, ms: number): CancelTimer {
    return this.#add({ callback, dueAt: this.#now + Math.max(0, ms) });
  }

  every(callback: () => void, ms: number): CancelTimer {
    const intervalMs = Math.max(1, ms);
    return this.#add({ callback, dueAt: this.#now + intervalMs, intervalMs });
  }

  /** Moves time forward by `ms`, running due timers in time order. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const next = this.#nextDue(target);
      if (!next) break;
      this.#now = next.dueAt;
      if (next.intervalMs === undefined) this.#timers.delete(next.id);
      else next.dueAt += next.intervalMs;
      next.callback();
    }
    this.#now = target;
  }

  /** Advances time and lets promise continuations run between timers (for async flows). */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.#now + ms;
    await flushMicrotasks();
    for (;;) {
      const next = this.#nextDue(target);
      if (!next) break;
      this.#now = next.dueAt;
      if (next.intervalMs === undefined) this.#timers.delete(next.id);
      else next.dueAt += next.intervalMs;
      next.callback();
      await flushMicrotasks();
    }
    this.#now = target;
    await flushMicrotasks();
  }

  /** How many timers are waiting (a flow that leaks timers shows up here). */
  get pendingTimers(): number {
    return this.#timers.size;
  }

  #add(timer: Omit<Timer, 'id'>): CancelTimer {
    const id = this.#nextId++;
    this.#timers.set(id, { ...timer, id });
    return () => {
      this.#timers.delete(id);
    };
  }

  #nextDue(target: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.#timers.values()) {
      if (timer.dueAt > target) continue;
      if (!next || timer.dueAt < next.dueAt || (timer.dueAt === next.dueAt && timer.id < next.id)) next = timer;
    }
    return next;
  }
}

/** Lets queued promise callbacks run (several turns, for chains of awaits). */
export async function flushMicrotasks(turns = 20): Promise<void> {
  for (let index = 0; index < turns; index += 1) await Promise.resolve();
}
