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

export function lazySchema<Schema extends object>(build: LazySchemaParameters<Schema>['build']): LazySchemaReturnType<Schema> {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  // The target is never read: every trap answers from the built schema. The traps that report own
  // properties (ownKeys, getOwnPropertyDescriptor) are left out: zod's own properties are non-configurable,
  // which a Proxy over another target may not report; zod never enumerates a schema's own keys.
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
