/**
 * A zod schema built on first use instead of when its module is evaluated.
 *
 * Every module of the core is evaluated when the modal first opens, and a zod/mini schema costs about
 * 0.6 kB of heap per node (an object of three fields is about 4 kB) for as long as the page lives: the
 * schemas of flows a visitor never opens (swap, send, names, activity, sign-in, on-ramp...) were most of
 * the ~0.5 MB zod held after the first open. `lazySchema(() => z.object(...))` holds a closure until
 * something reads the schema (a parse, or zod reading it as part of another schema), then builds it once and
 * forwards every read to it, so it is used, composed and typed exactly as the schema itself.
 *
 * A Proxy rather than `z.lazy()`: a z.lazy wrapper is itself a schema of about 1.3 kB, a third of what the
 * deferral saves on a small object.
 */
export type LazySchemaParameters<Schema extends object> = { build: () => Schema };
export type LazySchemaReturnType<Schema extends object> = Schema;
export type LazySchemaErrorType = never;

/** What a lazy schema's Proxy wraps: the builder, then the schema it built. */
type Holder = { build: () => object; built?: object };

const schemaOf = (holder: Holder): object => (holder.built ??= holder.build());

// One handler for every lazy schema (each Proxy holds only its Holder). The target is never read as itself:
// every trap answers from the built schema. The traps that report own properties (ownKeys,
// getOwnPropertyDescriptor) are left out: zod's own properties are non-configurable, which a Proxy over
// another target may not report; zod never enumerates a schema's own keys.
const forwardToSchema: ProxyHandler<Holder> = {
  get: (holder, key) => Reflect.get(schemaOf(holder), key),
  set: (holder, key, value) => Reflect.set(schemaOf(holder), key, value),
  has: (holder, key) => Reflect.has(schemaOf(holder), key),
  getPrototypeOf: (holder) => Reflect.getPrototypeOf(schemaOf(holder)),
};

export function lazySchema<Schema extends object>(build: LazySchemaParameters<Schema>['build']): LazySchemaReturnType<Schema> {
  return new Proxy<Holder>({ build }, forwardToSchema) as unknown as Schema;
}
