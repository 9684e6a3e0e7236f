/** Users (one per email, with their address, last chain and preferred account) and the devices they approved. */
import type { CloudDatabase, Row } from '../../cloud/db/database.js';

export type User = {
  id: string;
  email: string;
  address: `0x${string}`;
  /** The chain the user last switched to, if any. */
  chainId: number | undefined;
  preferredAccount: 'eoa';
  createdAt: number;
};

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

  /** Inserts a user; call inside `database.mutate` together with their key. */
  insert(user: Pick<User, 'id' | 'email' | 'address' | 'createdAt'>): void {
    this.#db.exec('INSERT INTO users (id, email, address, created_at) VALUES (?, ?, ?, ?)', [user.id, user.email, user.address, user.createdAt]);
  }

  setChain(id: string, chainId: number): void {
    this.#db.mutate(() => this.#db.exec('UPDATE users SET chain_id = ? WHERE id = ?', [chainId, id]));
  }

  setPreferredAccount(id: string, type: 'eoa'): void {
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
    email: String(row['email']),
    address: String(row['address']) as `0x${string}`,
    chainId: row['chain_id'] === null ? undefined : Number(row['chain_id']),
    preferredAccount: 'eoa',
    createdAt: Number(row['created_at']),
  };
}
