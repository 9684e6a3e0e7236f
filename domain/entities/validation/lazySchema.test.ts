import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazySchema.js';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);

    expect(schema.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(z.safeParse(schema, { name: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('parses, refuses and reports exactly as the schema it builds', () => {
    const build = () => z.object({ id: z.number().check(z.positive()), tags: z.optional(z.array(z.string())) });
    const lazy = lazySchema(build);
    const eager = build();
    for (const input of [{ id: 1 }, { id: 2, tags: ['x'] }, { id: -1 }, { id: 'x' }, null, { tags: [1] }]) {
      const fromLazy = z.safeParse(lazy, input);
      const fromEager = z.safeParse(eager, input);
      expect(fromLazy.success).toBe(fromEager.success);
      expect(fromLazy.data).toEqual(fromEager.data);
      expect(fromLazy.error?.issues).toEqual(fromEager.error?.issues);
    }
  });

  it('composes inside other schemas, optional and as a union member', () => {
    let builds = 0;
    const inner = lazySchema(() => {
      builds += 1;
      return z.object({ code: z.number() });
    });
    const outer = z.object({ first: inner, second: z.optional(inner), either: z.union([inner, z.string()]) });
    expect(builds).toBe(0);

    expect(outer.parse({ first: { code: 1 }, either: 'x' })).toEqual({ first: { code: 1 }, either: 'x' });
    expect(z.safeParse(outer, { first: { code: 'no' }, either: 'x' }).success).toBe(false);
    expect(z.safeParse(outer, { first: { code: 1 }, second: { code: 2 }, either: { code: 3 } }).success).toBe(true);
    expect(builds).toBe(1);
  });

  it('is an instance of the schema classes it builds (zod tells schemas apart this way)', () => {
    const schema = lazySchema(() => z.string());
    expect(schema instanceof z.ZodMiniString).toBe(true);
    expect(schema instanceof z.ZodMiniNumber).toBe(false);
  });
});
