/**
 * A DI token that carries the type of what it names, so the container resolves it to that type without a
 * cast at the call site (`resolve(SchedulerToken)` is a `Scheduler`). The type lives only in the compiler: at
 * run time a token is a plain `Symbol.for(...)`, so two copies of the package still agree on it.
 */
declare const serviceType: unique symbol;

export type ServiceToken<TService> = symbol & { readonly [serviceType]?: (service: TService) => TService };

/** Declares the token of one service (a port or a use case), registered as `walletport.<name>`. */
export function serviceToken<TService>(name: string): ServiceToken<TService> {
  return Symbol.for(`walletport.${name}`) as ServiceToken<TService>;
}
