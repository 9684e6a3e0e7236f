/**
 * Where a client's core lives once it has loaded. The core (container, use cases, schemas, adapters) is a
 * separate chunk fetched when the provider mounts, so what a host page pays before first paint is the shell:
 * this slot, the provider and the buttons. Readers that cannot wait (hooks, `getAccount`) get `undefined`
 * and a fallback; commands await `load()`.
 *
 * A failed load (the chunk could not be fetched, or the options are invalid) is kept as `error` and retried
 * by the next `load()`; nothing is half-built meanwhile.
 */
import type { WalletportCore } from '../container/walletport-core.js';

export type CoreStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Builds the core; a plain value (tests) makes the slot ready at once. */
export type CoreLoader = () => WalletportCore | Promise<WalletportCore>;

export class CoreSlot {
  readonly #loader: CoreLoader;
  readonly #listeners = new Set<() => void>();
  #core: WalletportCore | undefined;
  #pending: Promise<WalletportCore> | undefined;
  #status: CoreStatus = 'idle';
  #error: unknown;
  #disposed = false;

  constructor(loader: CoreLoader) {
    this.#loader = loader;
  }

  get status(): CoreStatus {
    return this.#status;
  }

  /** Why the last load failed, while `status` is 'error'. */
  get error(): unknown {
    return this.#error;
  }

  /** The core once loaded (the shape useSyncExternalStore wants: a stable value until it loads). */
  readonly getCore = (): WalletportCore | undefined => this.#core;

  /** Calls `listener` when the core arrives or a load fails; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The core, loading it on the first call; one load at a time; a failed load is tried again. */
  load(): Promise<WalletportCore> {
    if (this.#core) return Promise.resolve(this.#core);
    if (this.#disposed) return Promise.reject(new Error('The walletport client was disposed'));
    if (this.#pending) return this.#pending;
    let built: WalletportCore | Promise<WalletportCore>;
    try {
      built = this.#loader();
    } catch (error) {
      this.#fail(error);
      return Promise.reject(error);
    }
    if (!(built instanceof Promise)) {
      this.#ready(built);
      return Promise.resolve(built);
    }
    this.#setStatus('loading');
    const pending = built.then(
      (core) => {
        this.#pending = undefined;
        if (this.#disposed) {
          core.dispose();
          throw new Error('The walletport client was disposed');
        }
        this.#ready(core);
        return core;
      },
      (error: unknown) => {
        this.#pending = undefined;
        this.#fail(error);
        throw error;
      },
    );
    this.#pending = pending;
    return pending;
  }

  /** Disposes the core if it loaded; a load still in flight is disposed when it lands. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#core?.dispose();
    this.#listeners.clear();
  }

  #ready(core: WalletportCore): void {
    this.#core = core;
    this.#error = undefined;
    this.#setStatus('ready');
  }

  #fail(error: unknown): void {
    this.#error = error;
    this.#setStatus('error');
  }

  #setStatus(status: CoreStatus): void {
    this.#status = status;
    for (const listener of [...this.#listeners]) listener();
  }
}
