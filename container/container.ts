/**
 * The core's container: what is bound to each identifier (a value given as it is, or a singleton built on
 * first use), resolved by identifier, and unbound one by one (disposing a built singleton).
 *
 * It replaces inversify, which the wiring used only for this: every binding was a constant or a dynamic
 * singleton, so inversify's planner, its binding indexes, its plan cache and reflect-metadata were about
 * 0.37 MB of the page's heap after the modal opened, a fifth of what walletport adds to a page (the heap
 * after open, a figure `npm run bench` holds to a target). What inversify also did and the wiring relies on is kept: a failed build is not cached
 * (the next resolution builds afresh, service.ts `lazyService`), and a construction cycle is refused with
 * the chain that closed it instead of overflowing the stack.
 */
import { walletportError } from '../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';

/** What a build function resolves its own dependencies with. */
export type ResolutionContext = {
  get<TService>(id: symbol): TService;
};

/** How a module binds its identifiers. */
export type Binder = {
  /** `id` resolves to `value`, as it is (never disposed: it is the caller's). */
  constant(id: symbol, value: unknown): void;
  /** `id` resolves to what `build` returns, built on first resolution and kept; `dispose` runs when it is unbound. */
  singleton(id: symbol, build: (context: ResolutionContext) => unknown, dispose?: (built: unknown) => void): void;
};

/** A set of bindings, loaded into a container together (the ports, or one area's services). */
export type ContainerModule = (binder: Binder) => void;

/** What `get` throws: nothing is bound to the identifier, or building it needed itself (a wiring mistake). */
export type ContainerGetErrorType = WalletportError<'SOMETHING_WENT_WRONG'>;

type Binding =
  | { readonly kind: 'constant'; readonly value: unknown }
  | {
      readonly kind: 'singleton';
      readonly build: (context: ResolutionContext) => unknown;
      readonly dispose: ((built: unknown) => void) | undefined;
      built?: { readonly value: unknown };
    };

export class Container implements ResolutionContext {
  readonly #bindings = new Map<symbol, Binding>();
  /** The singletons being built, in order: resolving one of them again is a cycle. */
  readonly #building: symbol[] = [];

  /** Binds every module's identifiers; an identifier bound again replaces its earlier binding. */
  load(...modules: readonly ContainerModule[]): void {
    const binder: Binder = {
      constant: (id, value) => void this.#bindings.set(id, { kind: 'constant', value }),
      singleton: (id, build, dispose) => void this.#bindings.set(id, { kind: 'singleton', build, dispose }),
    };
    for (const load of modules) load(binder);
  }

  /**
   * What `id` resolves to: its constant, or its singleton (built now if it was not yet; a build that throws
   * is not kept, so the next call builds again).
   *
   * @throws ContainerGetErrorType when nothing is bound to `id` or its build resolves `id` again; whatever the build throws.
   */
  get<TService>(id: symbol): TService {
    const binding = this.#bindings.get(id);
    if (binding === undefined) throw containerError(`Nothing is bound to ${String(id)}`);
    if (binding.kind === 'constant') return binding.value as TService;
    if (binding.built) return binding.built.value as TService;
    if (this.#building.includes(id)) {
      const chain = [...this.#building.slice(this.#building.indexOf(id)), id].map(String).join(' -> ');
      throw containerError(`A construction cycle: ${chain} (resolve one of them lazily)`);
    }
    this.#building.push(id);
    try {
      const value = binding.build(this);
      binding.built = { value };
      return value as TService;
    } finally {
      this.#building.pop();
    }
  }

  /**
   * Removes `id`'s binding; a singleton that was built is disposed (after the binding is gone, so a dispose
   * that throws still leaves it unbound). Unbinding an unbound identifier does nothing.
   */
  unbind(id: symbol): void {
    const binding = this.#bindings.get(id);
    this.#bindings.delete(id);
    if (binding?.kind === 'singleton' && binding.built) binding.dispose?.(binding.built.value);
  }
}

function containerError(details: string): ContainerGetErrorType {
  return walletportError('SOMETHING_WENT_WRONG', [], { details });
}
