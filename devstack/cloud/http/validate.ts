/** Input checking with zod: a failure becomes a 400 whose reasons name the offending field. */
import { z } from 'zod';
import { HttpError, type Reason } from './http-error.js';

export type InputPart = 'path' | 'query' | 'body';

/** Takes classic and zod/mini schemas alike (the product's own schemas are zod/mini). */
export function parseInput<TSchema extends z.core.$ZodType>(schema: TSchema, value: unknown, part: InputPart): z.output<TSchema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const reasons: Reason[] = result.error.issues.map((issue) => ({
    name: [part, ...issue.path.map(String)].join('.'),
    description: issue.message,
  }));
  throw new HttpError(400, reasons);
}

/** The query string as a plain object (the last value wins for a repeated key). */
export function queryObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}
