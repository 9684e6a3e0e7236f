/** Requests for the same thing share one call: `run(key, task)` runs `task` unless one with that key is running. */
export class InFlight {
  readonly #running = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running as Promise<T>;
    const promise = task().finally(() => this.#running.delete(key));
    this.#running.set(key, promise);
    return promise;
  }
}
