/**
 * Key custody: one EVM key per user, made on their first login and stored sealed; opened only for the length
 * of one signing call, inside this server. The user's Solana key is derived from it (solana-key.ts). Nothing
 * here returns a key: callers get an address, or a viem account or Solana keypair inside a callback.
 */
import type { Keypair } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { KeysStore } from '../db/keys.store.js';
import { openKey, sealKey } from './sealed-key.js';
import { solanaKeypairFromEvmKey } from './solana-key.js';

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
    return use(privateKeyToAccount(this.#open(userId)));
  }

  /** Runs `use` with the user's Solana keypair; it exists only inside this call. */
  async withSolanaKeypair<T>(userId: string, use: (keypair: Keypair) => Promise<T>): Promise<T> {
    return use(solanaKeypairFromEvmKey(this.#open(userId)));
  }

  /** The user's Solana address (base58); the key it comes from is opened and dropped here. */
  solanaAddressOf(userId: string): string {
    return solanaKeypairFromEvmKey(this.#open(userId)).publicKey.toBase58();
  }

  #open(userId: string): `0x${string}` {
    const sealed = this.#keys.sealedFor(userId);
    if (sealed === undefined) throw new Error(`No key for user ${userId}`);
    return openKey(this.#masterKey, userId, sealed);
  }
}
