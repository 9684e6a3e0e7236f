/**
 * What a test scripts a mock wallet to answer, per method: `failNext` (one request; a 4001 user rejection by
 * default), `fail` (every request until `fail(method, undefined)`) and `handle` (any other answer: a value,
 * or a function of the params that may throw, return a malformed answer or a slow promise).
 */
import { userRejectedError } from './wallet-errors.js';

type Handler = (params: readonly unknown[]) => unknown;

export class ScriptedAnswers {
  readonly #handlers = new Map<string, Handler>();
  readonly #failures = new Map<string, { error: unknown; once: boolean }[]>();

  /** Answers `method` with a value or a function of the params (which may throw or return a promise). */
  handle(method: string, answer: unknown): void {
    this.#handlers.set(method, typeof answer === 'function' ? (answer as Handler) : () => answer);
  }

  /** The next request of `method` rejects with `error` (the user declines, by default); queued per method. */
  failNext(method: string, error: unknown = userRejectedError()): void {
    this.#failures.set(method, [...(this.#failures.get(method) ?? []), { error, once: true }]);
  }

  /** Every request of `method` rejects with `error`, until `fail(method, undefined)`. */
  fail(method: string, error: unknown): void {
    this.#failures.set(method, error === undefined ? [] : [{ error, once: false }]);
  }

  /** Throws the failure scripted for `method`, or returns its scripted answer; undefined when none is. */
  protected scripted(method: string, params: readonly unknown[]): { answer: unknown } | undefined {
    const failures = this.#failures.get(method);
    const failure = failures?.[0];
    if (failure?.once) failures?.shift();
    if (failure) throw failure.error;
    const handler = this.#handlers.get(method);
    return handler && { answer: handler(params) };
  }
}
