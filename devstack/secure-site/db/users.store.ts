/**
 * Users (one per login email, or one per social identity: a provider and the subject it gave), with their
 * address, last chain and preferred account, and the devices they approved.
 */
import type { CloudDatabase, Row } from '../../cloud/db/database.js';

export type User = {
  id: string;
  /** The login email; undefined for a user who signs in with a social account. */
  email: string | undefined;
  /** Who the user is at a social provider (social login only). */
  social: SocialIdentity | undefined;
  /** The name the social provider gave (its account's name, else its email), as of the last login. */
  userName: string | undefined;
  address: `0x${string}`;
  /** The chain the user last switched to, if any. */
  chainId: number | undefined;
  /** The account the wallet acts from where smart accounts are enabled (elsewhere always the EOA). */
  preferredAccount: PreferredAccount;
  createdAt: number;
};

export type PreferredAccount = 'eoa' | 'smartAccount';

export type SocialIdentity = { provider: string; subject: string };

export class UsersStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  byId(id: string): User | undefined {
    const row = this.#db.one('SELECT * FROM users WHERE id = ?', [id]);
    return row && toUser(row);
  }

  byEmail(email: string): User | undefined {
    const row = this.#db.one('SELECT * FROM users WHERE email = ?', [email]);
    return row && toUser(row);
  }

  bySocial(identity: SocialIdentity): User | undefined {
    const row = this.#db.one('SELECT * FROM users WHERE social_provider = ? AND social_subject = ?', [identity.provider, identity.subject]);
    return row && toUser(row);
  }

  /** Inserts a user; call inside `database.mutate` together with their key. */
  insert(user: { id: string; email: string; address: `0x${string}`; createdAt: number }): void {
    this.#db.exec('INSERT INTO users (id, email, address, created_at) VALUES (?, ?, ?, ?)', [user.id, user.email, user.address, user.createdAt]);
  }

  /** Inserts a user known by a social identity (no login email); call inside `database.mutate` with their key. */
  insertSocial(user: { id: string; social: SocialIdentity; userName: string; address: `0x${string}`; createdAt: number }): void {
    this.#db.exec('INSERT INTO users (id, social_provider, social_subject, user_name, address, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      user.id,
      user.social.provider,
      user.social.subject,
      user.userName,
      user.address,
      user.createdAt,
    ]);
  }

  /** The provider's name for the user may change between logins; call inside `database.mutate`. */
  setUserName(id: string, userName: string): void {
    this.#db.exec('UPDATE users SET user_name = ? WHERE id = ?', [userName, id]);
  }

  setChain(id: string, chainId: number): void {
    this.#db.mutate(() => this.#db.exec('UPDATE users SET chain_id = ? WHERE id = ?', [chainId, id]));
  }

  setPreferredAccount(id: string, type: PreferredAccount): void {
    this.#db.mutate(() => this.#db.exec('UPDATE users SET preferred_account = ? WHERE id = ?', [type, id]));
  }

  /** Changes the address mail goes to; call inside `database.mutate`. */
  setEmail(id: string, email: string): void {
    this.#db.exec('UPDATE users SET email = ? WHERE id = ?', [email, id]);
  }

  hasDevice(userId: string, deviceHash: string): boolean {
    return this.#db.one('SELECT 1 AS known FROM devices WHERE user_id = ? AND device_hash = ?', [userId, deviceHash]) !== undefined;
  }

  /** Remembers an approved device; call inside `database.mutate`. */
  addDevice(userId: string, deviceHash: string, now: number): void {
    this.#db.exec('INSERT OR IGNORE INTO devices (user_id, device_hash, approved_at) VALUES (?, ?, ?)', [userId, deviceHash, now]);
  }
}

function toUser(row: Row): User {
  return {
    id: String(row['id']),
    email: row['email'] === null ? undefined : String(row['email']),
    social: row['social_provider'] === null ? undefined : { provider: String(row['social_provider']), subject: String(row['social_subject']) },
    userName: row['user_name'] === null ? undefined : String(row['user_name']),
    address: String(row['address']) as `0x${string}`,
    chainId: row['chain_id'] === null ? undefined : Number(row['chain_id']),
    preferredAccount: row['preferred_account'] === 'smartAccount' ? 'smartAccount' : 'eoa',
    createdAt: Number(row['created_at']),
  };
}
