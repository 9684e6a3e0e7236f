/**
 * A flow's use case module (swap, send, names, activity, calls, onramp), imported on first use rather than with the core:
 * the core's chunk is evaluated when the modal opens, and every module it holds stays compiled on the heap,
 * so a flow the visitor never opens should not be in it (issue 27, heap after open). The container builds a
 * flow's use case only once its module is in (service.ts, `lazyService`); the views that show the flow load
 * it with their own chunk (ui-react/views/registry.ts), so by the time they read `core.<flow>` it is there.
 *
 * The module is page-wide, like the ES module it wraps: one import however many clients a page makes.
 */
import { walletportError } from '../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';

/** A flow's module, imported once on first `load()`. */
export type LazyFlow<TModule> = {
  /** The flow's name (the core service it builds). */
  readonly name: string;
  /** Imports the module once; concurrent calls share the import; a failed import is tried again next time. */
  load(): Promise<TModule>;
  /** The module when its import has settled successfully, else undefined (synchronous: for the container). */
  loaded(): TModule | undefined;
};

export type LazyFlowParameters<TModule> = {
  readonly name: string;
  /** The dynamic import: a literal `import()` so bundlers give the flow a chunk of its own. */
  readonly importer: () => Promise<TModule>;
};
export type LazyFlowReturnType<TModule> = LazyFlow<TModule>;
/** What `load()` rejects with: the import's failure (a chunk that did not download), wrapped with its cause. */
export type LazyFlowErrorType = WalletportError<'SOMETHING_WENT_WRONG'>;

/** Wraps a flow's dynamic import. Imports nothing until `load()` is called. */
export function lazyFlow<TModule>({ name, importer }: LazyFlowParameters<TModule>): LazyFlowReturnType<TModule> {
  let module: TModule | undefined;
  let pending: Promise<TModule> | undefined;
  return {
    name,
    load() {
      if (module !== undefined) return Promise.resolve(module);
      pending ??= importer().then(
        (imported) => {
          module = imported;
          return imported;
        },
        (cause: unknown) => {
          // Forgotten, so the next load (showing the view again, a retry) imports afresh.
          pending = undefined;
          throw walletportError('SOMETHING_WENT_WRONG', [], { details: `The ${name} flow could not be loaded`, cause });
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** What `flowNotLoaded` builds: the container asked for a flow's use case before its module was loaded. */
export type FlowNotLoadedErrorType = WalletportError<'SOMETHING_WENT_WRONG'>;

/**
 * The error for a flow's use case asked for before its module was loaded: a view or command that reads
 * `core.<flow>` without loading the flow first (a wiring mistake, never the visitor's doing).
 */
export function flowNotLoaded(name: string): FlowNotLoadedErrorType {
  return walletportError('SOMETHING_WENT_WRONG', [], { details: `The ${name} flow was used before it was loaded` });
}
