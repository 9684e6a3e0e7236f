/** Sessions: the hash of each session token, whose it is, from which device, until when, and whether it ended. */
import type { CloudDatabase } from '../../cloud/db/database.js';

export type Session = { userId: string; deviceHash: string; expiresAt: number };

export class SessionsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  /** Call inside `database.mutate`, with the login it completes. */
  insert(tokenHash: string, userId: string, deviceHash: string, now: number, expiresAt: number): void {
    this.#db.exec('INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
      tokenHash,
      userId,
      deviceHash,
      now,
      expiresAt,
    ]);
  }

  /** The session if it has neither ended nor expired. */
  live(tokenHash: string, now: number): Session | undefined {
    const row = this.#db.one('SELECT * FROM sessions WHERE token_hash = ? AND ended_at IS NULL AND expires_at > ?', [tokenHash, now]);
    return row && { userId: String(row['user_id']), deviceHash: String(row['device_hash']), expiresAt: Number(row['expires_at']) };
  }

  end(tokenHash: string, now: number): void {
    this.#db.mutate(() => this.#db.exec('UPDATE sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL', [now, tokenHash]));
  }
}
