/**
 * What the page remembers of the embedded-wallet login (the `@appkit-wallet/` keys): the
 * email, when a code was last asked for (the 30 s cooldown survives a reload), whether the email login was
 * used on this device (the frame is then prepared at start), the last chain and the frame's session token.
 * A social (or Farcaster) login adds the provider and the person's name there, and a Telegram social login,
 * while its top window is away at the provider, the provider it went to (`@appkit/social_provider`).
 * Storage is untrusted: every read is parsed, a corrupt value reads as absent.
 */
import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../../../ports/storage.port.js';
import { DEFAULT_SOCIALS, SOCIAL_PROVIDERS } from '../../../entities/constants.js';
import { EMBEDDED_WALLET_STORAGE_KEYS as KEYS, STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import { readStored, writeStored } from '../../../entities/storage/stored-value.js';
import type { SocialProvider } from '../../options/index.js';

const timestampSchema = z.number().check(z.int(), z.nonnegative());
const textSchema = z.string().check(z.minLength(1), z.maxLength(320));
const flagSchema = z.union([z.literal(true), z.literal('true')]);
const chainSchema = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(100))]);
/** Every login with a provider (farcaster included), as the Account view names it. */
const socialLoginProviderSchema = z.enum(DEFAULT_SOCIALS);
/** The providers whose login goes through a redirect (a Telegram login comes back for one of these). */
const redirectProviderSchema = z.enum(SOCIAL_PROVIDERS);
/** `@appkit/preferred_account_types`: one type per namespace (other namespaces' entries are kept as they are). */
const preferredTypesSchema = z.record(z.string().check(z.maxLength(32)), z.string().check(z.maxLength(32)));
const smartAccountNetworksSchema = z.string().check(z.regex(/^(\d{1,16}(,\d{1,16})*)?$/));

/** The two kinds of account the embedded wallet offers on eip155. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount';

export type StoredSocialLogin = { readonly provider: SocialProvider; readonly userName: string | undefined };

const SOCIAL_LOGIN_KEYS = [STORAGE_KEYS.CONNECTED_SOCIAL, STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, KEYS.W3M_SOCIAL_USERNAME] as const;

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

  /** The provider and user name of the social login that holds (or last held) the embedded wallet. */
  socialLogin(): StoredSocialLogin | undefined {
    const provider = readStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL, socialLoginProviderSchema);
    if (provider === undefined) return undefined;
    const userName =
      readStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, textSchema) ??
      readStored(this.#storage, KEYS.W3M_SOCIAL_USERNAME, textSchema);
    return { provider, userName };
  }

  /** The provider a Telegram login sent the top window to (read when the page comes back). */
  telegramSocialProvider(): z.infer<typeof redirectProviderSchema> | undefined {
    return readStored(this.#storage, STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, redirectProviderSchema);
  }

  setTelegramSocialProvider(provider: z.infer<typeof redirectProviderSchema> | undefined): void {
    writeStored(this.#storage, STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, provider);
  }

  /**
   * Forgets the social login (its provider and names). A pending Telegram provider stays: it belongs to a
   * login on its way back, not to the one that ended.
   */
  clearSocialLogin(): void {
    for (const key of SOCIAL_LOGIN_KEYS) writeStored(this.#storage, key, undefined);
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
   * A social or Farcaster login connected: the provider and the person's name there (`@appkit/connected_social`,
   * `@appkit/connected_social_username`, and the embedded wallet's own
   * `@appkit-wallet/SOCIAL_USERNAME`). A disconnect removes all three (ConnectionStorage.clearSocial).
   */
  rememberSocialLogin(provider: SocialProvider, userName: string | undefined): void {
    writeStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL, provider);
    writeStored(this.#storage, STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, userName);
    writeStored(this.#storage, KEYS.W3M_SOCIAL_USERNAME, userName);
  }

  setEmail(email: string): void {
    writeStored(this.#storage, KEYS.W3M_EMAIL, email);
  }

  forgetEmail(): void {
    writeStored(this.#storage, KEYS.W3M_EMAIL, undefined);
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

  /** The chains the secure site last said have smart accounts (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  smartAccountEnabledNetworks(): number[] {
    const stored = readStored(this.#storage, KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS, smartAccountNetworksSchema);
    return stored ? stored.split(',').filter(Boolean).map(Number) : [];
  }

  /** The eip155 account type the visitor chose; undefined before any choice (the namespace default applies). */
  preferredAccountType(): EmbeddedAccountType | undefined {
    const type = readStored(this.#storage, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, preferredTypesSchema)?.['eip155'];
    return type === 'eoa' || type === 'smartAccount' ? type : undefined;
  }

  /** What GET_USER asks for: the visitor's choice, else eip155's default, smartAccount. */
  preferredAccountTypeOrDefault(): EmbeddedAccountType {
    return this.preferredAccountType() ?? 'smartAccount';
  }

  setPreferredAccountType(type: EmbeddedAccountType): void {
    const others = readStored(this.#storage, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, preferredTypesSchema) ?? {};
    writeStored(this.#storage, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, { ...others, eip155: type });
  }

  /**
   * The frame says nobody is signed in, or the person disconnected: the cached login data goes, so the next page
   * load neither prepares the frame nor shows a stale email.
   */
  clearLogin(): void {
    for (const key of [KEYS.W3M_EMAIL, KEYS.W3M_EMAIL_LOGIN_USED, KEYS.W3M_SESSION_TOKEN, KEYS.W3M_LAST_USED_CHAIN]) {
      writeStored(this.#storage, key, undefined);
    }
    this.clearSocialLogin();
  }
}
