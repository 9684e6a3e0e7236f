/**
 * Key custody: each user's key is sealed with AES-256-GCM under the master key (the stored blob is not the
 * key and does not contain it), opens only under that master key and for that user, and signs for the
 * user's address.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyMessage } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authWorld, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';
import { loadMasterKey, parseMasterKey } from './master-key.js';
import { openKey, sealKey } from './sealed-key.js';

let world: AuthWorld;

beforeEach(async () => {
  world = await authWorld();
});
afterEach(() => world.close());

describe('a sealed key', () => {
  it('opens to the same key (round trip) and is not the key', () => {
    const key = generatePrivateKey();
    const masterKey = randomBytes(32);
    const sealed = sealKey(masterKey, 'user-1', key);
    expect(openKey(masterKey, 'user-1', sealed)).toBe(key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const hex = key.slice(2);
    const raw = Buffer.from(hex, 'hex');
    const blob = Buffer.from(sealed.slice(3), 'base64url');
    expect(sealed.toLowerCase()).not.toContain(hex.slice(0, 16));
    expect(blob.includes(raw.subarray(0, 8))).toBe(false);
    // A fresh nonce per seal: sealing twice gives two blobs.
    expect(sealKey(masterKey, 'user-1', key)).not.toBe(sealed);
  });

  it('does not open under another master key, for another user, or once altered', () => {
    const key = generatePrivateKey();
    const masterKey = randomBytes(32);
    const sealed = sealKey(masterKey, 'user-1', key);
    expect(() => openKey(randomBytes(32), 'user-1', sealed)).toThrow();
    expect(() => openKey(masterKey, 'user-2', sealed)).toThrow();
    const altered = Buffer.from(sealed.slice(3), 'base64url');
    altered[altered.length - 1]! ^= 1;
    expect(() => openKey(masterKey, 'user-1', `v1.${altered.toString('base64url')}`)).toThrow();
  });
});

describe('the vault', () => {
  it('makes one key per user on first login, stores it sealed, and signs for the user’s address', async () => {
    const { user } = await signUp(world, 'alice@example.com');
    const rows = world.stores.database.all('SELECT * FROM user_keys');
    expect(rows).toHaveLength(1);
    const sealed = String(rows[0]!['sealed']);
    const key = openKey(world.masterKey, user.id, sealed);
    expect(privateKeyToAccount(key).address).toBe(user.address);
    // Nothing in the database holds the key in the clear.
    const everything = JSON.stringify(world.stores.database.all("SELECT * FROM users")) + JSON.stringify(rows);
    expect(everything.toLowerCase()).not.toContain(key.slice(2));

    const signature = await world.vault.withAccount(user.id, (account) => account.signMessage({ message: 'hello' }));
    expect(await verifyMessage({ address: user.address, message: 'hello', signature })).toBe(true);
  });
});

describe('the master key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'walletport-secure-site-key-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is made once in the data folder (mode 600) and read back after', async () => {
    const file = path.join(dir, 'secure-site.key');
    const first = loadMasterKey(undefined, file);
    expect(first).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadMasterKey(undefined, file).equals(first)).toBe(true);
    expect(parseMasterKey(await readFile(file, 'utf8')).equals(first)).toBe(true);
  });

  it('given by the caller wins; a malformed one is refused', () => {
    const given = randomBytes(32).toString('hex');
    expect(loadMasterKey(`0x${given}`, path.join(dir, 'unused.key')).toString('hex')).toBe(given);
    expect(() => parseMasterKey('abc')).toThrow('64 hex digits');
    expect(loadMasterKey(undefined, undefined)).toHaveLength(32);
  });
});
