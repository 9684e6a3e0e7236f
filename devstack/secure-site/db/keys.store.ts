/** Each user's private key, sealed (custody/sealed-key.ts): this table never holds a key in the clear. */
import type { CloudDatabase } from '../../cloud/db/database.js';

export class KeysStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  /** Call inside `database.mutate`, with the user it belongs to. */
  insert(userId: string, sealed: string, now: number): void {
    this.#db.exec('INSERT INTO user_keys (user_id, sealed, created_at) VALUES (?, ?, ?)', [userId, sealed, now]);
  }

  sealedFor(userId: string): string | undefined {
    const row = this.#db.one('SELECT sealed FROM user_keys WHERE user_id = ?', [userId]);
    return row === undefined ? undefined : String(row['sealed']);
  }
}
