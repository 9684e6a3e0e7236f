/** The tables, created or upgraded by `PRAGMA user_version`. Add a step to MIGRATIONS; never edit one. */
import type { CloudDatabase } from './database.js';

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE names (
    name TEXT PRIMARY KEY,
    registered_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    attributes TEXT NOT NULL
  );
  CREATE TABLE name_addresses (
    name TEXT NOT NULL REFERENCES names(name) ON DELETE CASCADE,
    coin_type INTEGER NOT NULL,
    address TEXT NOT NULL,
    address_lower TEXT NOT NULL,
    created TEXT NOT NULL,
    PRIMARY KEY (name, coin_type)
  );
  CREATE INDEX name_addresses_by_address ON name_addresses(address_lower);
  CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    project_id TEXT NOT NULL,
    sdk_type TEXT,
    sdk_version TEXT,
    origin TEXT,
    type TEXT NOT NULL,
    event TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE faults (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    route TEXT NOT NULL,
    method TEXT,
    exact INTEGER NOT NULL,
    latency_ms INTEGER NOT NULL,
    status INTEGER,
    malformed INTEGER NOT NULL,
    times_left INTEGER,
    created_at TEXT NOT NULL
  );
  `,
  // Sign-in server (auth/): the HS256 key, nonces already spent, and issued sessions.
  `
  CREATE TABLE siwx_secret (id INTEGER PRIMARY KEY CHECK (id = 1), secret_hex TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE siwx_used_nonces (
    nonce TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    used_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE TABLE siwx_sessions (
    jti TEXT PRIMARY KEY,
    project_id TEXT NOT NULL,
    address TEXT NOT NULL,
    chain_id INTEGER NOT NULL,
    domain TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Names: registration messages already accepted, by signer, so a captured registration cannot be replayed.
  `
  CREATE TABLE name_messages (
    address_lower TEXT NOT NULL,
    message_hash TEXT NOT NULL,
    used_at TEXT NOT NULL,
    PRIMARY KEY (address_lower, message_hash)
  );
  `,
];

export function migrate(database: CloudDatabase): void {
  applyMigrations(database, MIGRATIONS, 'cloud');
}

/**
 * Runs the steps of `migrations` the database has not had yet, each in its own transaction, counting them in
 * `PRAGMA user_version`. `label` names the database in the error for a file newer than the code.
 */
export function applyMigrations(database: CloudDatabase, migrations: readonly string[], label: string): void {
  const version = Number(database.one('PRAGMA user_version')?.['user_version'] ?? 0);
  if (version > migrations.length) {
    throw new Error(`The ${label} database is version ${version}, newer than this code (${migrations.length})`);
  }
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue;
    database.mutate(() => {
      database.exec(sql);
      database.exec(`PRAGMA user_version = ${index + 1}`);
    });
  }
}
