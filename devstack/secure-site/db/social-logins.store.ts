/**
 * Social logins in progress (docs/EMBEDDED-WALLET.md, "Social login"): the hashed `state` with the PKCE
 * verifier, the provider and the host page's origin it was made for; once the callback found the user, the
 * hashed one-time result token the frame redeems. "Once" is a conditional UPDATE: of two racing uses, one
 * changes the row and the other sees zero changes.
 */
import type { CloudDatabase, Row } from '../../cloud/db/database.js';

export type SocialLoginRow = {
  stateHash: string;
  provider: string;
  hostOrigin: string;
  codeVerifier: string;
  expiresAt: number;
  used: boolean;
  userId: string | undefined;
  resultExpiresAt: number | undefined;
  redeemed: boolean;
};

export class SocialLoginsStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  insert(login: { stateHash: string; provider: string; hostOrigin: string; codeVerifier: string; now: number; expiresAt: number }): void {
    this.#db.mutate(() =>
      this.#db.exec('INSERT INTO social_logins (state_hash, provider, host_origin, code_verifier, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
        login.stateHash,
        login.provider,
        login.hostOrigin,
        login.codeVerifier,
        login.now,
        login.expiresAt,
      ]),
    );
  }

  byStateHash(stateHash: string): SocialLoginRow | undefined {
    const row = this.#db.one('SELECT * FROM social_logins WHERE state_hash = ?', [stateHash]);
    return row && toRow(row);
  }

  byResultHash(resultHash: string): SocialLoginRow | undefined {
    const row = this.#db.one('SELECT * FROM social_logins WHERE result_hash = ?', [resultHash]);
    return row && toRow(row);
  }

  /** Uses the state up; false when it was used already. */
  markUsed(stateHash: string, now: number): boolean {
    return this.#db.mutate(() => {
      this.#db.exec('UPDATE social_logins SET used_at = ? WHERE state_hash = ? AND used_at IS NULL', [now, stateHash]);
      return this.#db.changes() === 1;
    });
  }

  /** The callback found the user: the result token's hash and deadline. Call inside `database.mutate`. */
  complete(stateHash: string, userId: string, resultHash: string, resultExpiresAt: number): void {
    this.#db.exec('UPDATE social_logins SET user_id = ?, result_hash = ?, result_expires_at = ? WHERE state_hash = ?', [userId, resultHash, resultExpiresAt, stateHash]);
  }

  /** Redeems the result token; false when it was redeemed already. Call inside `database.mutate`. */
  markRedeemed(resultHash: string, now: number): boolean {
    this.#db.exec('UPDATE social_logins SET redeemed_at = ? WHERE result_hash = ? AND redeemed_at IS NULL', [now, resultHash]);
    return this.#db.changes() === 1;
  }
}

function toRow(row: Row): SocialLoginRow {
  return {
    stateHash: String(row['state_hash']),
    provider: String(row['provider']),
    hostOrigin: String(row['host_origin']),
    codeVerifier: String(row['code_verifier']),
    expiresAt: Number(row['expires_at']),
    used: row['used_at'] !== null,
    userId: row['user_id'] === null ? undefined : String(row['user_id']),
    resultExpiresAt: row['result_expires_at'] === null ? undefined : Number(row['result_expires_at']),
    redeemed: row['redeemed_at'] !== null,
  };
}
