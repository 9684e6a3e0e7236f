/**
 * The master key that seals every user's private key at rest: given by the caller, else read from
 * `secure-site.key` beside the database (created with mode 600 on the first run), else, for an in-memory
 * site, random for this run (its keys die with it anyway).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const MASTER_KEY_BYTES = 32;

/** Reads a master key written as 64 hex digits (with or without 0x). */
export function parseMasterKey(text: string): Buffer {
  const hex = text.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('The secure site master key must be 32 bytes written as 64 hex digits');
  return Buffer.from(hex, 'hex');
}

/** `file` undefined: no file, a random key. */
export function loadMasterKey(given: string | undefined, file: string | undefined): Buffer {
  if (given !== undefined) return parseMasterKey(given);
  if (file === undefined) return randomBytes(MASTER_KEY_BYTES);
  if (existsSync(file)) return parseMasterKey(readFileSync(file, 'utf8'));
  const key = randomBytes(MASTER_KEY_BYTES);
  mkdirSync(dirname(file), { recursive: true });
  // 'wx': never overwrite a key another process wrote meanwhile (it would orphan every sealed key).
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
