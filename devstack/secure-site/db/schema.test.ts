/**
 * The secure site's SQLite file is kept across runs (devstack/data): a file made by an older version must
 * come up to date with its users, keys and sessions intact.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CloudDatabase } from '../../cloud/db/database.js';
import { applyMigrations } from '../../cloud/db/schema.js';
import { MIGRATIONS } from './schema.js';
import { openSecureSiteStores } from './stores.js';

const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const ADDRESS = '0x00000000000000000000000000000000000000a1';

describe('secure site schema', () => {
  it('upgrades a file made before social login, keeping its users, keys and sessions', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'walletport-schema-'));
    folders.push(folder);
    const file = path.join(folder, 'secure-site.sqlite');
    const old = await CloudDatabase.open(file, (database) => applyMigrations(database, MIGRATIONS.slice(0, 1), 'secure site'));
    old.mutate(() => {
      old.exec("INSERT INTO users (id, email, address, chain_id, created_at) VALUES ('u1', 'alice@example.com', ?, 31338, 1)", [ADDRESS]);
      old.exec("INSERT INTO user_keys (user_id, sealed, created_at) VALUES ('u1', 'sealed', 1)");
      old.exec("INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at) VALUES ('t1', 'u1', 'd1', 1, 99)");
    });
    old.close();

    const stores = await openSecureSiteStores(file);
    try {
      expect(stores.users.byEmail('alice@example.com')).toEqual({
        id: 'u1',
        email: 'alice@example.com',
        social: undefined,
        userName: undefined,
        address: ADDRESS,
        chainId: 31338,
        preferredAccount: 'eoa',
        createdAt: 1,
      });
      expect(stores.keys.sealedFor('u1')).toBe('sealed');
      expect(stores.sessions.live('t1', 2)).toMatchObject({ userId: 'u1' });
      expect(stores.database.one('PRAGMA user_version')).toEqual({ user_version: MIGRATIONS.length });
    } finally {
      stores.database.close();
    }
  });

  it('keeps social users apart by (provider, subject), without a login email, and emails unique', async () => {
    const stores = await openSecureSiteStores(undefined);
    try {
      const social = (id: string, provider: string, subject: string) =>
        stores.database.mutate(() => stores.users.insertSocial({ id, social: { provider, subject }, userName: 'Alice', address: ADDRESS, createdAt: 1 }));
      social('s1', 'google', 'sub-1');
      social('s2', 'github', 'sub-1');
      expect(() => social('s3', 'google', 'sub-1')).toThrow(/UNIQUE/);
      expect(stores.users.bySocial({ provider: 'github', subject: 'sub-1' })).toMatchObject({ id: 's2', email: undefined, userName: 'Alice', social: { provider: 'github', subject: 'sub-1' } });
      stores.database.mutate(() => stores.users.insert({ id: 'e1', email: 'bob@example.com', address: ADDRESS, createdAt: 1 }));
      expect(() => stores.database.mutate(() => stores.users.insert({ id: 'e2', email: 'bob@example.com', address: ADDRESS, createdAt: 1 }))).toThrow(/UNIQUE/);
    } finally {
      stores.database.close();
    }
  });
});
