/** Registered names (CONTRACTS.md "name"): one row per name, one per (name, coin type) address. */
import { z } from 'zod';
import type { CloudDatabase, Row } from './database.js';

export const nameAttributesSchema = z.array(z.object({ avatar: z.string().optional(), bio: z.string().optional() }));
export type NameAttributes = z.infer<typeof nameAttributesSchema>;

/** The answer shape of GET /v1/profile/account/{name}. */
export type NameRecord = {
  name: string;
  registered_at: string;
  updated_at: string;
  addresses: Record<string, { address: string; created: string }>;
  attributes: NameAttributes;
};

export type Registration = {
  name: string;
  coinType: number;
  address: string;
  attributes: NameAttributes;
  at: Date;
};

export class NamesStore {
  readonly #db: CloudDatabase;

  constructor(db: CloudDatabase) {
    this.#db = db;
  }

  get(name: string): NameRecord | undefined {
    const row = this.#db.one('SELECT * FROM names WHERE name = ?', [name.toLowerCase()]);
    return row ? this.#record(row) : undefined;
  }

  /** Names with an address equal to `address` (any letter case), most recently updated first. */
  forAddress(address: string): NameRecord[] {
    const rows = this.#db.all(
      `SELECT DISTINCT names.* FROM names JOIN name_addresses USING (name)
       WHERE name_addresses.address_lower = ? ORDER BY names.updated_at DESC, names.name`,
      [address.toLowerCase()],
    );
    return rows.map((row) => this.#record(row));
  }

  list(): NameRecord[] {
    return this.#db.all('SELECT * FROM names ORDER BY name').map((row) => this.#record(row));
  }

  /** Creates the name, or updates its attributes and the address for that coin type. */
  register({ name, coinType, address, attributes, at }: Registration): NameRecord {
    const key = name.toLowerCase();
    const now = at.toISOString();
    this.#db.mutate(() => {
      this.#db.exec(
        `INSERT INTO names (name, registered_at, updated_at, attributes) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET updated_at = excluded.updated_at, attributes = excluded.attributes`,
        [key, now, now, JSON.stringify(attributes)],
      );
      this.#db.exec(
        `INSERT INTO name_addresses (name, coin_type, address, address_lower, created) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(name, coin_type) DO UPDATE SET address = excluded.address, address_lower = excluded.address_lower`,
        [key, coinType, address, address.toLowerCase(), now],
      );
    });
    const record = this.get(key);
    if (!record) throw new Error(`The name ${key} was not stored`);
    return record;
  }

  /** True when `address` already had a registration accepted with the message whose hash is `messageHash`. */
  isMessageSpent(address: string, messageHash: string): boolean {
    return this.#db.one('SELECT 1 AS spent FROM name_messages WHERE address_lower = ? AND message_hash = ?', [
      address.toLowerCase(),
      messageHash,
    ]) !== undefined;
  }

  /**
   * Registers like `register`, and records the message as spent in the same transaction, so two copies of
   * one signed registration racing each other cannot both be accepted.
   */
  registerOnce(registration: Registration, messageHash: string): NameRecord | 'replayed' {
    let replayed = false;
    this.#db.mutate(() => {
      if (this.isMessageSpent(registration.address, messageHash)) {
        replayed = true;
        return;
      }
      this.#db.exec('INSERT INTO name_messages (address_lower, message_hash, used_at) VALUES (?, ?, ?)', [
        registration.address.toLowerCase(),
        messageHash,
        registration.at.toISOString(),
      ]);
    });
    return replayed ? 'replayed' : this.register(registration);
  }

  clear(): void {
    this.#db.mutate(() => this.#db.exec('DELETE FROM name_addresses; DELETE FROM names; DELETE FROM name_messages;'));
  }

  #record(row: Row): NameRecord {
    const name = String(row['name']);
    const addresses: NameRecord['addresses'] = {};
    for (const entry of this.#db.all('SELECT * FROM name_addresses WHERE name = ? ORDER BY coin_type', [name])) {
      addresses[String(entry['coin_type'])] = { address: String(entry['address']), created: String(entry['created']) };
    }
    const attributes = nameAttributesSchema.safeParse(parseJson(row['attributes']));
    return {
      name,
      registered_at: String(row['registered_at']),
      updated_at: String(row['updated_at']),
      addresses,
      attributes: attributes.success ? attributes.data : [],
    };
  }
}

function parseJson(value: unknown): unknown {
  try {
    return typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    return undefined;
  }
}
