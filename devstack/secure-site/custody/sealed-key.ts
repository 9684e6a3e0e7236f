/**
 * A private key at rest: AES-256-GCM under the master key, with a fresh 12-byte nonce per seal and the
 * owner's user id as associated data, so a sealed blob moved to another user's row does not open. Stored as
 * `v1.<base64url(nonce | tag | ciphertext)>`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealKey(masterKey: Buffer, userId: string, privateKey: `0x${string}`): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, nonce);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(privateKey.slice(2), 'hex')), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** Throws when the blob was altered, belongs to another user, or was sealed under another master key. */
export function openKey(masterKey: Buffer, userId: string, sealed: string): `0x${string}` {
  if (!sealed.startsWith(VERSION)) throw new Error('Unknown sealed key format');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const key = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  return `0x${key.toString('hex')}`;
}
