/**
 * The secure site's tables, in its own SQLite file (secure-site.sqlite) through the cloud's sql.js wrapper.
 * Times are milliseconds since the epoch. Tokens, device ids and codes are stored as SHA-256 hashes; keys
 * only sealed (custody/sealed-key.ts). Add a step to MIGRATIONS; never edit one.
 */
import type { CloudDatabase } from '../../cloud/db/database.js';
import { applyMigrations } from '../../cloud/db/schema.js';

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    address TEXT NOT NULL,
    chain_id INTEGER,
    preferred_account TEXT NOT NULL DEFAULT 'eoa',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE user_keys (
    user_id TEXT PRIMARY KEY REFERENCES users(id),
    sealed TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE devices (
    user_id TEXT NOT NULL REFERENCES users(id),
    device_hash TEXT NOT NULL,
    approved_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, device_hash)
  );
  CREATE TABLE logins (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    device_hash TEXT NOT NULL,
    approval_hash TEXT UNIQUE,
    approved_at INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  CREATE TABLE codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    purpose TEXT NOT NULL,
    ref TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    closed_at INTEGER
  );
  CREATE INDEX codes_by_ref ON codes(purpose, ref);
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    device_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER
  );
  CREATE TABLE email_changes (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    new_email TEXT NOT NULL,
    primary_verified_at INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  `,
  // Social login (docs/EMBEDDED-WALLET.md, "Social login"). A user who signs in with a provider account has
  // no login email, and SQLite cannot relax NOT NULL in place: the users table is copied into one whose email
  // may be NULL (UNIQUE still holds among the emails there are) and that knows the user's identity at a
  // provider (provider, subject) and the name it gave. The other tables' REFERENCES users(id) name the table,
  // so they follow the rename. Then the social logins in progress: the hashed state with its PKCE verifier,
  // provider and host origin (10 minutes, single use), and the hashed one-time result token (5 minutes).
  `
  CREATE TABLE users_next (
    id TEXT PRIMARY KEY,
    email TEXT UNIQUE,
    address TEXT NOT NULL,
    chain_id INTEGER,
    preferred_account TEXT NOT NULL DEFAULT 'eoa',
    created_at INTEGER NOT NULL,
    social_provider TEXT,
    social_subject TEXT,
    user_name TEXT
  );
  INSERT INTO users_next (id, email, address, chain_id, preferred_account, created_at)
    SELECT id, email, address, chain_id, preferred_account, created_at FROM users;
  DROP TABLE users;
  ALTER TABLE users_next RENAME TO users;
  CREATE UNIQUE INDEX users_by_social ON users(social_provider, social_subject);
  CREATE TABLE social_logins (
    state_hash TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    host_origin TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    user_id TEXT REFERENCES users(id),
    result_hash TEXT UNIQUE,
    result_expires_at INTEGER,
    redeemed_at INTEGER
  );
  `,
];

export function migrateSecureSite(database: CloudDatabase): void {
  applyMigrations(database, MIGRATIONS, 'secure site');
}
