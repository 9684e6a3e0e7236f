/**
 * The sign-in server's state (routes/auth.routes.ts): the HS256 signing key, the nonces already spent and
 * the sessions issued. The key lives in the database so tokens survive a restart on the same data folder.
 */
import { randomBytes } from 'node:crypto';
import type { CloudDatabase, Row } from './database.js';

/** 32 random bytes: the HS256 key length RFC 7518 asks for (at least the hash size). */
export const SIWX_SECRET_BYTES = 32;

export type SiwxSession = {
  jti: string;
  address: string;
  /**
   * eip155: the chain's number; solana: the CAIP-2 reference (the INTEGER column keeps that text as text,
   * SQLite's type affinity, so no migration was needed).
   */
  chainId: number | string;
  domain: string;
  /** ISO 8601. */
  issuedAt: string;
  /** ISO 8601. */
  expiresAt: string;
  revoked: boolean;
};

export type NewSiwxSession = Omit<SiwxSession, 'revoked'> & { projectId: string };

export class SiwxStore {
  readonly #db: CloudDatabase;
  readonly #secret: Uint8Array;

  constructor(db: CloudDatabase, now: Date = new Date()) {
    this.#db = db;
    this.#secret = this.#loadOrCreateSecret(now);
  }

  /** The HS256 key for nonce and session tokens. */
  get secret(): Uint8Array {
    return this.#secret;
  }

  /**
   * Spends a nonce: true the first time, false when it was spent before. Spent nonces whose token has expired
   * are pruned on the way, since the token check alone refuses them from then on.
   */
  spendNonce(nonce: string, projectId: string, tokenExpiresAt: Date, now: Date): boolean {
    return this.#db.mutate(() => {
      this.#db.exec('DELETE FROM siwx_used_nonces WHERE expires_at < ?', [now.toISOString()]);
      this.#db.exec('INSERT OR IGNORE INTO siwx_used_nonces (nonce, project_id, used_at, expires_at) VALUES (?, ?, ?, ?)', [
        nonce,
        projectId,
        now.toISOString(),
        tokenExpiresAt.toISOString(),
      ]);
      return this.#db.changes() === 1;
    });
  }

  addSession(session: NewSiwxSession): void {
    this.#db.mutate(() =>
      this.#db.exec(
        `INSERT INTO siwx_sessions (jti, project_id, address, chain_id, domain, issued_at, expires_at, revoked)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
        [session.jti, session.projectId, session.address, session.chainId, session.domain, session.issuedAt, session.expiresAt],
      ),
    );
  }

  session(jti: string): SiwxSession | undefined {
    const row = this.#db.one('SELECT * FROM siwx_sessions WHERE jti = ?', [jti]);
    return row ? toSession(row) : undefined;
  }

  /** Marks the session revoked; false when no such session is active. */
  revoke(jti: string): boolean {
    return this.#db.mutate(() => {
      this.#db.exec('UPDATE siwx_sessions SET revoked = 1 WHERE jti = ? AND revoked = 0', [jti]);
      return this.#db.changes() === 1;
    });
  }

  /** Every session, oldest first. */
  sessions(): SiwxSession[] {
    return this.#db.all('SELECT * FROM siwx_sessions ORDER BY issued_at, jti').map(toSession);
  }

  /** Forgets sessions and spent nonces; the key stays, so outstanding nonce tokens remain verifiable. */
  clear(): void {
    this.#db.mutate(() => this.#db.exec('DELETE FROM siwx_sessions; DELETE FROM siwx_used_nonces;'));
  }

  #loadOrCreateSecret(now: Date): Uint8Array {
    const stored = this.#db.one('SELECT secret_hex FROM siwx_secret WHERE id = 1')?.['secret_hex'];
    if (typeof stored === 'string' && /^[0-9a-f]{64}$/.test(stored)) return Uint8Array.from(Buffer.from(stored, 'hex'));
    const secret = randomBytes(SIWX_SECRET_BYTES);
    this.#db.mutate(() =>
      this.#db.exec('INSERT OR REPLACE INTO siwx_secret (id, secret_hex, created_at) VALUES (1, ?, ?)', [
        secret.toString('hex'),
        now.toISOString(),
      ]),
    );
    return Uint8Array.from(secret);
  }
}

function toSession(row: Row): SiwxSession {
  return {
    jti: String(row['jti']),
    address: String(row['address']),
    chainId: typeof row['chain_id'] === 'string' ? row['chain_id'] : Number(row['chain_id']),
    domain: String(row['domain']),
    issuedAt: String(row['issued_at']),
    expiresAt: String(row['expires_at']),
    revoked: Number(row['revoked']) === 1,
  };
}
