/**
 * Typed, lazy bindings. `bindService(container, Token, (resolve) => new X({ ... }))` binds a singleton that is
 * built the first time something asks for it (not when the container is made), and `resolve` hands each
 * dependency back with the type its token carries: no `get<T>()` with a type the compiler cannot check.
 *
 * Every service built is remembered, in order, so `disposeServices` can dispose exactly what was built,
 * newest first (a use case never outlives one it depends on).
 */
import type { Container } from 'inversify';
import type { ServiceToken } from '../ports/service-token.js';

export type Resolve = <TService>(token: ServiceToken<TService>) => TService;

type Disposable = { dispose(): void };

const builtServices = new WeakMap<Container, unknown[]>();

/** The token's service, built on first use. The one place a token's type meets inversify's `get`. */
export function resolveService<TService>(container: Pick<Container, 'get'>, token: ServiceToken<TService>): TService {
  return container.get<TService>(token);
}

/** Binds `token` to a singleton built by `build` on first use. */
export function bindService<TService>(
  container: Container,
  token: ServiceToken<TService>,
  build: (resolve: Resolve) => TService,
): void {
  container
    .bind<TService>(token)
    .toDynamicValue((context) => {
      const service = build((dependency) => resolveService(context, dependency));
      remember(container, service);
      return service;
    })
    .inSingletonScope();
}

/** Binds `token` to a value the caller already has (a port's adapter or fake). */
export function bindValue<TService>(container: Container, token: ServiceToken<TService>, value: TService): void {
  container.bind<TService>(token).toConstantValue(value);
}

/** Disposes every service the container built, newest first; each failure is handed to `onError`. */
export function disposeServices(container: Container, onError: (error: unknown) => void): void {
  const services = builtServices.get(container) ?? [];
  builtServices.delete(container);
  for (const service of [...services].reverse()) {
    if (!isDisposable(service)) continue;
    try {
      service.dispose();
    } catch (error) {
      onError(error);
    }
  }
}

function remember(container: Container, service: unknown): void {
  const services = builtServices.get(container) ?? [];
  services.push(service);
  builtServices.set(container, services);
}

function isDisposable(service: unknown): service is Disposable {
  return typeof service === 'object' && service !== null && 'dispose' in service && typeof service.dispose === 'function';
}
