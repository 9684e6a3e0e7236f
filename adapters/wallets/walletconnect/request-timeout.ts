/**
 * A wallet request bounded by WALLETCONNECT_REQUEST_TIMEOUT_MS: one the relay cannot deliver must not hang
 * with the page looking connected (issue 18, defect 8). The timer runs on a Scheduler so tests drive it.
 */
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';

export type RequestTimer = Pick<Scheduler, 'schedule'>;

/** The real clock, for the page. */
export const realRequestTimer: RequestTimer = {
  schedule(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

export type WithRequestTimeoutParameters = { timer: RequestTimer; ms: number; method: string };

/** The answer, or REQUEST_TIMEOUT ('Request timed out') once `ms` passed (a late answer is then dropped). */
export function withRequestTimeout<T>(answer: Promise<T>, { timer, ms, method }: WithRequestTimeoutParameters): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = timer.schedule(() => {
      reject(walletportError('REQUEST_TIMEOUT', [], { details: `The wallet did not answer ${method} within ${ms} ms` }));
    }, ms);
    answer.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
