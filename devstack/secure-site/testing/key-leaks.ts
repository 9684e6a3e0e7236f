/**
 * For the "no key material leaves the secure site" tests: a user's key, opened from the site's database file
 * with its master key, in every form a leak could take (any 16 hex digits of it, base64, base64url, decimal),
 * and the forms of it a text contains.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { openKey } from '../custody/sealed-key.js';
import { SECURE_SITE_DB_FILE } from '../index.js';

/** The key of the user with `address`, or of the first user when no address is given. */
export async function keyFragments(dataDir: string, masterKeyHex: string, address?: string): Promise<string[]> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await readFile(path.join(dataDir, SECURE_SITE_DB_FILE)));
  const sql = 'SELECT users.id, user_keys.sealed FROM users JOIN user_keys ON user_keys.user_id = users.id';
  const [row] = (address === undefined ? db.exec(sql) : db.exec(`${sql} WHERE users.address = ?`, [address]))[0]!.values;
  db.close();
  const key = openKey(Buffer.from(masterKeyHex, 'hex'), String(row![0]), String(row![1]));
  const hex = key.slice(2).toLowerCase();
  const bytes = Buffer.from(hex, 'hex');
  return [
    ...Array.from({ length: hex.length - 15 }, (_, start) => hex.slice(start, start + 16)),
    bytes.toString('base64'),
    bytes.toString('base64url'),
    BigInt(key).toString(),
  ];
}

/** The fragments `text` carries (compared without case). */
export function leakedFragments(fragments: readonly string[], text: string): string[] {
  const haystack = text.toLowerCase();
  return fragments.filter((fragment) => haystack.includes(fragment.toLowerCase()));
}
