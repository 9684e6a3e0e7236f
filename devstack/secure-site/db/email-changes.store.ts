/** Email changes in progress: the new address, and whether the code sent to the old one was confirmed. */
import type { CloudDatabase, Row } from '../../cloud/db/database.js';

export type EmailChange = {
  id: string;
  userId: string;
  newEmail: string;
  primaryVerified: boolean;
  expiresAt: number;
  completed: boolean;
};

export class EmailChangesStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  insert(change: { id: string; userId: string; newEmail: string; now: number; expiresAt: number }): void {
    this.#db.mutate(() =>
      this.#db.exec('INSERT INTO email_changes (id, user_id, new_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
        change.id,
        change.userId,
        change.newEmail,
        change.now,
        change.expiresAt,
      ]),
    );
  }

  byId(id: string): EmailChange | undefined {
    const row = this.#db.one('SELECT * FROM email_changes WHERE id = ?', [id]);
    return row && toChange(row);
  }

  markPrimaryVerified(id: string, now: number): void {
    this.#db.exec('UPDATE email_changes SET primary_verified_at = ? WHERE id = ?', [now, id]);
  }

  markCompleted(id: string, now: number): void {
    this.#db.exec('UPDATE email_changes SET completed_at = ? WHERE id = ?', [now, id]);
  }
}

function toChange(row: Row): EmailChange {
  return {
    id: String(row['id']),
    userId: String(row['user_id']),
    newEmail: String(row['new_email']),
    primaryVerified: row['primary_verified_at'] !== null,
    expiresAt: Number(row['expires_at']),
    completed: row['completed_at'] !== null,
  };
}
