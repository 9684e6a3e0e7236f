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

/** What a load answers once the client was disposed: the page threw the client away, nothing went wrong. */
export class ClientDisposedError extends Error {
  override name = 'ClientDisposedError';
  constructor() {
    super('The walletport client was disposed');
  }
}

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
  #restoring = false;

  readonly #beforeReady: ((core: WalletportCore) => void) | undefined;

  /**
   * `beforeReady` runs when a core has loaded, before anyone hears of it: the client starts it there, so no
   * reader ever sees a loaded core that has not begun restoring a stored session.
   */
  constructor(loader: CoreLoader, beforeReady?: (core: WalletportCore) => void) {
    this.#loader = loader;
    this.#beforeReady = beforeReady;
  }

  get status(): CoreStatus {
    return this.#status;
  }

  /** A stored session will be restored once the core has loaded (see stored-session-hint.ts). */
  get restoring(): boolean {
    return this.#restoring && this.#core === undefined;
  }

  /** Marks that a stored session will be restored when the core arrives; listeners hear it. */
  markRestoring(): void {
    if (this.#restoring || this.#core) return;
    this.#restoring = true;
    for (const listener of [...this.#listeners]) listener();
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
    if (this.#disposed) return Promise.reject(new ClientDisposedError());
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
          throw new ClientDisposedError();
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
    this.#beforeReady?.(core);
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
