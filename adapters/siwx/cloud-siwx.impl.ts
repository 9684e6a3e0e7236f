/**
 * The server-backed sign-in implementation, over the sign-in endpoints of CONTRACTS.md ("Sign-in server"):
 * the nonce comes from the server with a nonce token (kept under `@appkit/siwx-nonce-token`); a signed
 * session is sent to `authenticate`, which verifies it against the chain and answers a session token (kept
 * under `@appkit/siwx-auth-token`); a session counts only while `me` confirms that token for the same
 * account and chain, so a reload asks nothing while the server still knows the session, and a tampered,
 * expired or revoked token asks again. Sign-out revokes the token on the server.
 *
 * The signed session itself is kept too (SIWX_SESSIONS) so the page can show what was signed; it is shown
 * only when `me` vouches for the same account, chain and nonce, else one is rebuilt from `me`'s answer.
 *
 * A session per namespace (SPEC.md section 4): the server holds one session per token, so each namespace keeps
 * its own token (eip155 under `@appkit/siwx-auth-token`, solana under `@appkit/siwx-auth-token:solana`, polkadot,
 * cosmos and bip122 likewise) and its own kept session. Signing in on solana leaves the eip155 session as it was, and the reverse.
 */
import { z } from 'zod/mini';
import { DEFAULT_SDK_TYPE } from '../../domain/entities/constants.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { isSameAccount, isSessionFor } from '../../domain/entities/siwx/siwx-session.schema.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import { DEFAULT_SDK_VERSION, DEFAULT_SERVICE_URLS } from '../../domain/usecases/options/index.js';
import { HttpClient } from '../http/http-client.js';
import { httpStatusOf } from '../http/http-status.error.js';
import { pageStorage, SessionStore } from './session-store.js';
import { buildSiwxMessage, DEFAULT_SIGN_IN_LIFETIME_MS, pageDefaults } from './siwx-message.js';
import type { CloudSiwxOptions } from './siwx-options.js';

/** A token as a header carries it (visible ASCII, as JWTs are), at most 4 kB: the server's and the stored ones. */
const STORED_TOKEN = /^[\x21-\x7e]{1,4096}$/;
// EIP-4361 nonces are at least 8 alphanumeric characters: anything else could not be written into the message
// the wallet signs (viem's createSiweMessage throws), so it is refused here as a malformed answer.
const nonceSchema = z.object({
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,256}$/)),
  token: z.string().check(z.regex(STORED_TOKEN)),
});
/** The latest second a Date can hold (8.64e15 ms): a later `exp` has no date and no ISO text. */
const MAX_DATE_SECONDS = 8.64e12;
const tokenSchema = z.object({ token: z.string().check(z.regex(STORED_TOKEN)) });
const meSchema = z.looseObject({
  address: z.string().check(z.maxLength(128)),
  caip2Network: z.string().check(z.maxLength(64)),
  nonce: z.optional(z.string().check(z.maxLength(256))),
  domain: z.optional(z.string().check(z.maxLength(1024))),
  uri: z.optional(z.string().check(z.maxLength(4096))),
  exp: z.optional(z.number().check(z.gte(-MAX_DATE_SECONDS), z.lte(MAX_DATE_SECONDS))),
});
const emptySchema = z.unknown();

export class CloudSiwx implements SiwxConfig {
  readonly signOutOnDisconnect: boolean;
  readonly #options: CloudSiwxOptions;
  readonly #http: HttpClient;
  readonly #store: SessionStore;
  readonly #now: () => number;

  constructor(options: CloudSiwxOptions, now: () => number = () => Date.now()) {
    this.#options = options;
    this.#now = now;
    this.signOutOnDisconnect = options.signOutOnDisconnect !== false;
    this.#store = new SessionStore(() => options.storage ?? pageStorage());
    const base = (options.apiUrl ?? DEFAULT_SERVICE_URLS.apiUrl).replace(/\/+$/, '');
    this.#http = new HttpClient({
      baseUrl: `${base}/auth/v1`,
      projectId: options.projectId,
      sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
      sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
      fetch: options.fetch,
    });
  }

  getRequired(): boolean {
    return this.#options.required === true;
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    const { nonce, token } = await this.#http.get('nonce', nonceSchema, { cache: 'no-store' });
    this.#store.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, token);
    const page = pageDefaults();
    return buildSiwxMessage(
      input,
      {
        domain: this.#options.domain ?? page.domain,
        uri: this.#options.uri ?? page.uri,
        statement: this.#options.statement,
        expiresInMs: this.#options.expiresInMs ?? DEFAULT_SIGN_IN_LIFETIME_MS,
        now: this.#now,
      },
      nonce,
    );
  }

  async addSession(session: SiwxSession): Promise<void> {
    const nonceToken = this.#token(STORAGE_KEYS.SIWX_NONCE_TOKEN);
    // Typed like every other sign-in failure (a nonce token that was never asked for, or one storage lost).
    if (!nonceToken) throw walletportError('INVALID_REQUEST', ['POST /auth/v1/authenticate'], { details: 'No sign-in nonce was asked for' });
    // The nonce is spent whatever the answer: a refused sign-in starts again with a new one.
    this.#store.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, undefined);
    const { token } = await this.#http.post(
      'authenticate',
      { data: session.data, message: session.message, signature: session.signature, walletInfo: { type: 'unknown', name: 'Wallet', icon: '' } },
      tokenSchema,
      { headers: { 'x-nonce-jwt': `Bearer ${nonceToken}` } },
    );
    const namespace = namespaceOf(session.data.chainId);
    this.#store.set(authTokenKey(namespace), token);
    this.#store.write([...this.#store.read().filter((kept) => namespaceOf(kept.data.chainId) !== namespace), session]);
  }

  async revokeSession(chainId: string, address: string): Promise<void> {
    const namespace = namespaceOf(chainId);
    const kept = this.#kept(namespace);
    // The server holds one session per token: revoking another account's session leaves this one.
    if (kept && !(kept.data.chainId === chainId && isSameAccount(chainId, kept.data.accountAddress, address))) return;
    await this.#signOut(namespace);
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    const [first] = sessions;
    // One token per namespace: the first session (the active chain's, in a one-click sign-in) is the one sent.
    // None signs every namespace out (a disconnect of the last wallet, the host page's sign-out of all).
    if (first !== undefined) return this.addSession(first);
    const namespaces = new Set([EIP155, ...this.#store.read().map((kept) => namespaceOf(kept.data.chainId)), ...OTHER_NAMESPACES]);
    for (const namespace of namespaces) await this.#signOut(namespace);
  }

  async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
    const namespace = namespaceOf(chainId);
    const token = this.#token(authTokenKey(namespace));
    if (!token) return [];
    let me: z.infer<typeof meSchema>;
    try {
      me = await this.#http.get('me', meSchema, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
    } catch (error) {
      // A token the server does not accept (tampered, expired, revoked) means: sign in again.
      if (!isUnauthorized(error)) throw error;
      this.#forget(namespace);
      return [];
    }
    if (me.caip2Network !== chainId || !isSameAccount(chainId, me.address, address)) return [];
    const kept = this.#kept(namespace);
    const now = this.#now();
    if (kept && kept.data.nonce === me.nonce && isSessionFor(kept, chainId, address, now)) return [kept];
    return [
      {
        data: {
          accountAddress: me.address,
          chainId,
          domain: me.domain ?? '',
          uri: me.uri ?? '',
          version: '1',
          nonce: me.nonce ?? '',
          expirationTime: me.exp === undefined ? undefined : new Date(me.exp * 1000).toISOString(),
        },
        // The server vouches for the session; the signed text it was opened with is not kept on this page.
        message: 'Verified by the sign-in server',
        signature: '0x',
      },
    ];
  }

  async #signOut(namespace: string): Promise<void> {
    const token = this.#token(authTokenKey(namespace));
    this.#forget(namespace);
    if (!token) return;
    try {
      await this.#http.post('sign-out', {}, emptySchema, { headers: { authorization: `Bearer ${token}` } });
    } catch (error) {
      // An unknown or expired token is signed out already.
      if (!isUnauthorized(error)) throw error;
    }
  }

  /**
   * A token kept in storage, when it can be one. Storage is untrusted: a value that cannot go into a header
   * (control characters, non-ASCII) or is longer than the server hands out would fail every request before
   * the server could answer 401, so sign-in could never start again; it is removed and reads as none.
   */
  #token(key: string): string | null {
    const token = this.#store.get(key);
    if (token === null || STORED_TOKEN.test(token)) return token;
    this.#store.set(key, undefined);
    return null;
  }

  /** The session kept for the namespace, if any. */
  #kept(namespace: string): SiwxSession | undefined {
    return this.#store.read().find((kept) => namespaceOf(kept.data.chainId) === namespace);
  }

  #forget(namespace: string): void {
    this.#store.set(authTokenKey(namespace), undefined);
    this.#store.write(this.#store.read().filter((kept) => namespaceOf(kept.data.chainId) !== namespace));
  }
}

const EIP155 = 'eip155';
/** The other namespaces a token may be kept for (SPEC.md section 9: eip155 and solana; issue 31: polkadot, cosmos, bip122). */
const OTHER_NAMESPACES: readonly string[] = ['solana', 'polkadot', 'cosmos', 'bip122'];

/** The namespace of a CAIP-2 id (`solana:…` -> 'solana'). */
function namespaceOf(chainId: string): string {
  return chainId.split(':', 1)[0] ?? EIP155;
}

/** eip155 keeps the key the product always used (a page signed in before keeps its session); others get their own. */
function authTokenKey(namespace: string): string {
  return namespace === EIP155 ? STORAGE_KEYS.SIWX_AUTH_TOKEN : `${STORAGE_KEYS.SIWX_AUTH_TOKEN}:${namespace}`;
}

function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}
