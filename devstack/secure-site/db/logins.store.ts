/**
 * Email logins in progress: who is signing in from which device, and, for a device the user has not
 * approved before, the (hashed) approval token mailed to them and whether its link was opened.
 */
import type { CloudDatabase, Row } from '../../cloud/db/database.js';

export type Login = {
  id: string;
  email: string;
  deviceHash: string;
  /** Set when the device was known, or once the approval link was opened. */
  approvedAt: number | undefined;
  expiresAt: number;
  completedAt: number | undefined;
};

export class LoginsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  /** `approvalHash` undefined: the device is known, the login is approved from the start. */
  insert(login: { id: string; email: string; deviceHash: string; approvalHash: string | undefined; now: number; expiresAt: number }): void {
    this.#db.exec(
      'INSERT INTO logins (id, email, device_hash, approval_hash, approved_at, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [login.id, login.email, login.deviceHash, login.approvalHash ?? null, login.approvalHash === undefined ? login.now : null, login.now, login.expiresAt],
    );
  }

  byId(id: string): Login | undefined {
    const row = this.#db.one('SELECT * FROM logins WHERE id = ?', [id]);
    return row && toLogin(row);
  }

  byApprovalHash(approvalHash: string): Login | undefined {
    const row = this.#db.one('SELECT * FROM logins WHERE approval_hash = ?', [approvalHash]);
    return row && toLogin(row);
  }

  markApproved(id: string, now: number): void {
    this.#db.exec('UPDATE logins SET approved_at = ? WHERE id = ? AND approved_at IS NULL', [now, id]);
  }

  markCompleted(id: string, now: number): void {
    this.#db.exec('UPDATE logins SET completed_at = ? WHERE id = ?', [now, id]);
  }
}

function toLogin(row: Row): Login {
  return {
    id: String(row['id']),
    email: String(row['email']),
    deviceHash: String(row['device_hash']),
    approvedAt: row['approved_at'] === null ? undefined : Number(row['approved_at']),
    expiresAt: Number(row['expires_at']),
    completedAt: row['completed_at'] === null ? undefined : Number(row['completed_at']),
  };
}
