/**
 * What the page remembers of the embedded-wallet login (SPEC.md section 3, the `@appkit-wallet/` keys): the
 * email, when a code was last asked for (the 30 s cooldown survives a reload), whether the email login was
 * used on this device (the frame is then prepared at start), the last chain and the frame's session token.
 * Storage is untrusted: every read is parsed, a corrupt value reads as absent.
 */
import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import { EMBEDDED_WALLET_STORAGE_KEYS as KEYS, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { readStored, writeStored } from '../../entities/storage/stored-value.js';
import type { SocialProvider } from '../options/options.js';

const timestampSchema = z.number().check(z.int(), z.nonnegative());
const textSchema = z.string().check(z.minLength(1), z.maxLength(320));
const flagSchema = z.union([z.literal(true), z.literal('true')]);
const chainSchema = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(100))]);

export class EmbeddedLoginStorage {
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
  }

  email(): string | undefined {
    return readStored(this.#storage, KEYS.W3M_EMAIL, textSchema);
  }

  lastEmailLoginTime(): number | undefined {
    return readStored(this.#storage, KEYS.W3M_LAST_EMAIL_LOGIN_TIME, timestampSchema);
  }

  emailLoginUsed(): boolean {
    return readStored(this.#storage, KEYS.W3M_EMAIL_LOGIN_USED, flagSchema) !== undefined;
  }

  sessionToken(): string | undefined {
    return readStored(this.#storage, KEYS.W3M_SESSION_TOKEN, textSchema);
  }

  lastUsedChain(): number | string | undefined {
    return readStored(this.#storage, KEYS.W3M_LAST_USED_CHAIN, chainSchema);
  }

  setLastEmailLoginTime(now: number): void {
    writeStored(this.#storage, KEYS.W3M_LAST_EMAIL_LOGIN_TIME, now);
  }

  /** A login succeeded: remember the address and that this device uses the email login. */
  rememberLogin(email: string | undefined): void {
    if (email !== undefined) writeStored(this.#storage, KEYS.W3M_EMAIL, email);
    writeStored(this.#storage, KEYS.W3M_EMAIL_LOGIN_USED, true);
  }

  /**
   * A social or Farcaster login connected: the provider and the person's name there (SPEC.md section 3:
   * `@appkit/connected_social`, `@appkit/connected_social_username`, and the embedded wallet's own
   * `@appkit-wallet/SOCIAL_USERNAME`). A disconnect removes the first two (ConnectionStorage.clearSocial).
   */
  rememberSocialLogin(provider: SocialProvider, userName: string | undefined): void {
    writeStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL, provider);
    writeStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, userName);
    writeStored(this.#storage, KEYS.W3M_SOCIAL_USERNAME, userName);
  }

  setEmail(email: string): void {
    writeStored(this.#storage, KEYS.W3M_EMAIL, email);
  }

  setSessionToken(token: string | undefined): void {
    writeStored(this.#storage, KEYS.W3M_SESSION_TOKEN, token);
  }

  setLastUsedChain(chain: number | string): void {
    writeStored(this.#storage, KEYS.W3M_LAST_USED_CHAIN, chain);
  }

  setSmartAccountEnabledNetworks(networks: readonly number[]): void {
    writeStored(this.#storage, KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS, networks.join(','));
  }

  /**
   * The frame says nobody is signed in, or the person disconnected: the cached login data goes (SPEC.md
   * section 4), so the next page load neither prepares the frame nor shows a stale email.
   */
  clearLogin(): void {
    for (const key of [KEYS.W3M_EMAIL, KEYS.W3M_EMAIL_LOGIN_USED, KEYS.W3M_SESSION_TOKEN, KEYS.W3M_LAST_USED_CHAIN]) {
      writeStored(this.#storage, key, undefined);
    }
  }
}
