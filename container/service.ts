/**
 * How the container's areas declare their services. A service is declared once, in its area's module
 * (container/modules/), as an entry: a typed identifier and the function that builds it from what it
 * resolves. `areaModule` turns an area's entries into one ContainerModule (container.ts): each entry is a
 * singleton built on first use (not when the container is made) and disposed when it is unbound (see
 * walletport-core.ts, which unbinds in reverse build order).
 *
 * A build function declares its return type (`(resolve): SendUseCase => ...`): the areas name each other's
 * entries, and the annotation keeps TypeScript from following those names in a circle.
 */
import type { ContainerModule, ResolutionContext } from './container.js';
import { serviceToken, type ServiceToken } from '../ports/service-token.js';
import { flowNotLoaded, type FlowNotLoadedErrorType, type LazyFlow } from './lazy-flow.js';

/** One service of an area: its typed identifier, how it is built, and whether the core shows it. */
export type ServiceEntry<TService, TOnCore extends boolean = boolean> = {
  readonly token: ServiceToken<TService>;
  readonly build: (resolve: Resolve) => TService;
  /** True: a member of the core (`core.<entry name>`); false: used by the wiring only. */
  readonly onCore: TOnCore;
};

/** What `resolve` accepts: a port's token, or another service's entry. */
export type Dependency<TService> = ServiceToken<TService> | ServiceEntry<TService>;

/** Hands each dependency back with the type its identifier carries: no `get<T>()` the compiler cannot check. */
export type Resolve = {
  <TService>(dependency: Dependency<TService>): TService;
  /**
   * The dependency, resolved when the returned function is called rather than while this service is built:
   * for a dependency that would close a construction cycle, or that need not exist before it is used. Every
   * cycle of the wiring is one of these, named where it is used.
   */
  lazy<TService>(dependency: Dependency<TService>): () => TService;
};

/** An area's entries by name (the shape `areaModule` and the core accept). */
export type ServiceEntries = Readonly<
  Record<string, { readonly token: symbol; readonly build: (resolve: Resolve) => unknown; readonly onCore: boolean }>
>;

/** A service the core shows as `core.<name>` (the name is its entry's name in the area). */
export function service<TService>(name: string, build: (resolve: Resolve) => TService): ServiceEntry<TService, true> {
  return { token: serviceToken<TService>(name), build, onCore: true };
}

/**
 * A service whose implementation is a flow's module, imported on first use (lazy-flow.ts): built like any
 * other once `flow.load()` has settled, refused with a typed error before (the view that shows the flow loads
 * it with its chunk). The container keeps no failed build, so the first resolution after the load builds it.
 */
export function lazyService<TModule, TService>(
  name: string,
  flow: LazyFlow<TModule>,
  build: (resolve: Resolve, module: TModule) => TService,
): ServiceEntry<TService, true> {
  return service(name, (resolve) => {
    const module = flow.loaded();
    if (module === undefined) throw flowNotLoaded(flow.name);
    return build(resolve, module);
  });
}
export type LazyServiceParameters<TModule, TService> = Parameters<typeof lazyService<TModule, TService>>;
export type LazyServiceReturnType<TService> = ServiceEntry<TService, true>;
/** What resolving the service throws before its flow is loaded (besides what its build throws). */
export type LazyServiceErrorType = FlowNotLoadedErrorType;

/** A service only the wiring uses (the transaction follower, the callbacks into the use cases). */
export function wiringService<TService>(name: string, build: (resolve: Resolve) => TService): ServiceEntry<TService, false> {
  return { token: serviceToken<TService>(name), build, onCore: false };
}

/** The one place a typed identifier meets the container's untyped `get`. */
export function resolveFrom<TService>(container: Pick<ResolutionContext, 'get'>, dependency: Dependency<TService>): TService {
  return container.get<TService>(typeof dependency === 'symbol' ? dependency : dependency.token);
}

/** One ContainerModule for an area: each entry a lazy singleton, disposed when it is unbound. */
export function areaModule(entries: ServiceEntries): ContainerModule {
  return (binder) => {
    for (const entry of Object.values(entries)) binder.singleton(entry.token, (context) => entry.build(resolverOf(context)), disposeIfDisposable);
  };
}

function resolverOf(context: ResolutionContext): Resolve {
  const resolve = <TService>(dependency: Dependency<TService>): TService => resolveFrom(context, dependency);
  return Object.assign(resolve, { lazy: <TService>(dependency: Dependency<TService>) => () => resolve(dependency) });
}

function disposeIfDisposable(service: unknown): void {
  if (typeof service === 'object' && service !== null && 'dispose' in service && typeof service.dispose === 'function') {
    service.dispose();
  }
}
