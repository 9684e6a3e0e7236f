/**
 * All time goes through this port: timeouts, intervals, debounce, cooldowns, toasts, shake, pairing expiry.
 * Production binds the real clock; tests bind a virtual one and advance it, so every constant of SPEC.md
 * section 9 is asserted exactly.
 */
import { serviceToken } from './service-token.js';

export type CancelTimer = () => void;

export interface Scheduler {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms`; the returned function cancels it. */
  schedule(callback: () => void, ms: number): CancelTimer;
  /** Runs `callback` every `ms` until cancelled. */
  every(callback: () => void, ms: number): CancelTimer;
}

export const SchedulerToken = serviceToken<Scheduler>('Scheduler');
