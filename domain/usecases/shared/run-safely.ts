/**
 * Runs a side effect owned by someone else (a report, a reset, a navigation) whose failure must not undo the
 * work that triggered it: a throw or a rejection is logged as a warning, never raised.
 */
import type { Logger } from '../../../ports/logger.port.js';

export function runSafely(logger: Pick<Logger, 'warn'> | undefined, what: string, effect: () => unknown): void {
  const log = (error: unknown) => logger?.warn(`Could not ${what}`, error);
  try {
    const result = effect();
    if (result instanceof Promise) result.catch(log);
  } catch (error) {
    log(error);
  }
}
