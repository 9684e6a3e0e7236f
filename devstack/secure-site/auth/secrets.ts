/**
 * The secure site's random values and how they are kept: tokens and ids from the system's CSPRNG, codes as
 * six uniformly random digits, and only SHA-256 hashes of tokens, device ids and codes in the database (a
 * copy of the file holds nothing that signs anyone in).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session tokens and device-approval tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 16 random bytes, hex: row ids that are handed to the frame (logins, email changes, users). */
export function randomId(): string {
  return randomBytes(16).toString('hex');
}

/** A 6-digit code, each of the million values equally likely. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
