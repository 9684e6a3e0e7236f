/**
 * Key custody: one EVM key per user, made on their first login and stored sealed; opened only for the length
 * of one signing call, inside this server. Nothing here returns a key: callers get an address, or a viem
 * account inside `withAccount`'s callback.
 */
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { KeysStore } from '../db/keys.store.js';
import { openKey, sealKey } from './sealed-key.js';

export class KeyVault {
  readonly #masterKey: Buffer;
  readonly #keys: KeysStore;

  constructor(masterKey: Buffer, keys: KeysStore) {
    this.#masterKey = masterKey;
    this.#keys = keys;
  }

  /** Makes and stores a key for a new user (call inside the transaction that inserts the user). */
  createFor(userId: string, now: number): `0x${string}` {
    const privateKey = generatePrivateKey();
    const { address } = privateKeyToAccount(privateKey);
    this.#keys.insert(userId, sealKey(this.#masterKey, userId, privateKey), now);
    return address;
  }

  /** Runs `use` with the user's account; the opened key exists only inside this call. */
  async withAccount<T>(userId: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
    const sealed = this.#keys.sealedFor(userId);
    if (sealed === undefined) throw new Error(`No key for user ${userId}`);
    return use(privateKeyToAccount(openKey(this.#masterKey, userId, sealed)));
  }
}
