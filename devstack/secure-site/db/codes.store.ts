/**
 * One-time codes by purpose and what they belong to (a login, an email change): the hash, the deadline, the
 * wrong attempts so far, and when the code stopped counting (used, replaced, or out of attempts).
 */
import type { CloudDatabase } from '../../cloud/db/database.js';

export type CodePurpose = 'login' | 'email-primary' | 'email-secondary';

export type StoredCode = { id: number; codeHash: string; expiresAt: number; attempts: number; closed: boolean };

export class CodesStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  /** Closes any earlier code for the same purpose and ref, then stores the new one. */
  replace(purpose: CodePurpose, ref: string, codeHash: string, expiresAt: number, now: number): void {
    this.#db.mutate(() => {
      this.#db.exec('UPDATE codes SET closed_at = ? WHERE purpose = ? AND ref = ? AND closed_at IS NULL', [now, purpose, ref]);
      this.#db.exec('INSERT INTO codes (purpose, ref, code_hash, expires_at) VALUES (?, ?, ?, ?)', [purpose, ref, codeHash, expiresAt]);
    });
  }

  /** The newest code for the purpose and ref, open or not. */
  latest(purpose: CodePurpose, ref: string): StoredCode | undefined {
    const row = this.#db.one('SELECT * FROM codes WHERE purpose = ? AND ref = ? ORDER BY id DESC LIMIT 1', [purpose, ref]);
    if (!row) return undefined;
    return {
      id: Number(row['id']),
      codeHash: String(row['code_hash']),
      expiresAt: Number(row['expires_at']),
      attempts: Number(row['attempts']),
      closed: row['closed_at'] !== null,
    };
  }

  /** Counts a wrong attempt; closes the code when it was the last one allowed. */
  countWrong(id: number, attemptsNow: number, lastAllowed: boolean, now: number): void {
    this.#db.mutate(() => this.#db.exec('UPDATE codes SET attempts = ?, closed_at = ? WHERE id = ?', [attemptsNow, lastAllowed ? now : null, id]));
  }

  close(id: number, now: number): void {
    this.#db.exec('UPDATE codes SET closed_at = ? WHERE id = ?', [now, id]);
  }
}
