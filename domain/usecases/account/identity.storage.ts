/**
 * The identity cache in storage (SPEC.md section 3: IDENTITY_CACHE): `{ [address]: { identity, timestamp } }`,
 * the address lower-cased, `timestamp` the milliseconds the identity was fetched at. Entries live for
 * IDENTITY_CACHE_TTL_MS. Storage is untrusted: a value that does not match the shape is dropped as a whole.
 */
import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import { identityResponseSchema, type IdentityResponse } from '../../entities/api/blockchain-api.schema.js';
import { IDENTITY_CACHE_TTL_MS } from '../../entities/constants.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { readStored, writeStored } from '../../entities/storage/stored-value.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';

const storedIdentitiesSchema = lazySchema(() => z.record(
  z.string(),
  // zod 4 numbers are finite already (classic's `.finite()` was a no-op).
  z.object({ identity: identityResponseSchema, timestamp: z.number() }),
));
type StoredIdentities = z.infer<typeof storedIdentitiesSchema>;

export type StoredIdentity = { readonly identity: IdentityResponse; readonly expiresAt: number };

/** The stored identity of `address` while it is fresh (fetched less than IDENTITY_CACHE_TTL_MS before `now`). */
export function readStoredIdentity(storage: KeyValueStorage, address: string, now: number): StoredIdentity | undefined {
  const entry = readStored(storage, STORAGE_KEYS.IDENTITY_CACHE, storedIdentitiesSchema)?.[address.toLowerCase()];
  if (entry === undefined) return undefined;
  const expiresAt = entry.timestamp + IDENTITY_CACHE_TTL_MS;
  // A timestamp from the future (another clock, tampering) is not trusted either.
  if (now >= expiresAt || entry.timestamp > now) return undefined;
  return { identity: entry.identity, expiresAt };
}

/** Stores `identity` for `address` as fetched at `now`, dropping entries that have expired. */
export function writeStoredIdentity(storage: KeyValueStorage, address: string, identity: IdentityResponse, now: number): void {
  const current = readStored(storage, STORAGE_KEYS.IDENTITY_CACHE, storedIdentitiesSchema) ?? {};
  const next: StoredIdentities = {};
  for (const [key, entry] of Object.entries(current)) {
    if (now < entry.timestamp + IDENTITY_CACHE_TTL_MS) next[key] = entry;
  }
  next[address.toLowerCase()] = { identity: { name: identity.name, avatar: identity.avatar }, timestamp: now };
  writeStored(storage, STORAGE_KEYS.IDENTITY_CACHE, next);
}
