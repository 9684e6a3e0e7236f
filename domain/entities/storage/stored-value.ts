/**
 * Typed reads and writes of JSON values in key-value storage. Storage is untrusted (another version, another
 * library or an extension may have written it) and may fail (private mode, quota): these helpers never throw.
 *
 * A read accepts the JSON-decoded value, or else the raw string (values the production modal stores unquoted,
 * like `@appkit/wallet_id`), whichever the schema takes. A value neither matches is corrupt and is removed.
 */
import type { z } from 'zod/mini';
import type { KeyValueStorage } from './key-value-storage.js';

/** The stored value parsed by `schema`, or undefined when absent, unreadable or corrupt (corrupt values are removed). */
export function readStored<TSchema extends z.ZodMiniType>(
  storage: KeyValueStorage,
  key: string,
  schema: TSchema,
): z.output<TSchema> | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;

  const decoded = decodeJson(raw);
  if (decoded.ok) {
    const fromJson = schema.safeParse(decoded.value);
    if (fromJson.success) return fromJson.data;
  }
  const fromRaw = schema.safeParse(raw);
  if (fromRaw.success) return fromRaw.data;

  try {
    storage.removeItem(key);
  } catch {
    // Dropping a corrupt value is best effort.
  }
  return undefined;
}

/**
 * Stores `value` as JSON; `undefined` removes the key. Returns false when the value cannot be encoded or the
 * storage refused the write (quota, private mode).
 */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown): boolean {
  try {
    const encoded = JSON.stringify(value);
    if (encoded === undefined) storage.removeItem(key);
    else storage.setItem(key, encoded);
    return true;
  } catch {
    return false;
  }
}

function decodeJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}
