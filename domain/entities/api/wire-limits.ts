/**
 * The size caps every HTTP answer's schema applies (the contracts doc, devstack/cloud/README.md, "Answer size
 * caps"). An answer is hostile until checked: without caps, a 150 kB body of empty objects kept zod busy
 * for about a second (one issue per wrong field of every entry), on the page's main thread. zod checks an
 * array's maximum length before it parses a single entry, so an oversized array is refused in microseconds;
 * a string's maximum costs nothing; a record's key count is checked before its values are parsed.
 * What a legitimate answer holds stays well inside every cap.
 */
import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema.js';

/** Any name, symbol, id, address, amount, date or URL. */
export const WIRE_STRING_MAX = 2_048;
/** The fields that are legitimately long: calldata, and images sent inline as data: URIs. */
export const WIRE_LONG_STRING_MAX = 131_072;
/** Any list in an answer. */
export const WIRE_ARRAY_MAX = 1_000;
/** A chain's swappable tokens: a real list runs to a few thousand. */
export const WIRE_TOKEN_LIST_MAX = 5_000;
/** A page of the wallet catalogue (the product asks for 40 at a time at most). */
export const WIRE_CATALOGUE_PAGE_MAX = 100;

/** A string of at most WIRE_STRING_MAX characters. */
export const wireString = lazySchema(() => z.string().check(z.maxLength(WIRE_STRING_MAX)));
/** Calldata or a data: URI: at most WIRE_LONG_STRING_MAX characters. */
export const wireLongString = lazySchema(() => z.string().check(z.maxLength(WIRE_LONG_STRING_MAX)));

/** An array of at most `max` entries, refused on its length before any entry is parsed. */
export function wireArray<Item extends z.core.SomeType>(item: Item, max: number = WIRE_ARRAY_MAX) {
  return z.array(item).check(z.maxLength(max));
}

/** A string-keyed record of at most `max` keys, counted before any value is parsed. */
export function wireRecord<Value extends z.core.SomeType>(value: Value, max: number = WIRE_ARRAY_MAX) {
  const counted = z.record(z.string(), z.unknown()).check(
    z.refine((record) => Object.keys(record).length <= max, { message: `Too many keys (more than ${max})` }),
  );
  return z.pipe(counted, z.record(wireString, value));
}
