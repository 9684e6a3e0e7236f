/**
 * The default sign-in implementation: sessions in browser storage, verified on the client (no server), on
 * eip155 (EIP-4361) and solana (Sign-In-With-Solana, ed25519 through WebCrypto: verify-siws-session.ts). A
 * message carries a nonce this page issued; a signed session is accepted once, when its nonce is one we
 * issued and not used yet, its text says what its data says, and the signature verifies (against the chain
 * when its RPC is known: EOA, ERC-1271, ERC-6492). Sessions read back from storage are checked again, once per
 * page: an entry someone edited in storage is dropped, not trusted.
 */
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { isSameAccount, isSessionFor } from '../../domain/entities/siwx/siwx-session.schema.js';
import { pageStorage, SessionStore } from './session-store.js';
import { buildSiwxMessage, DEFAULT_SIGN_IN_LIFETIME_MS, pageDefaults } from './siwx-message.js';
import type { LocalSiwxOptions } from './siwx-options.js';
import { verifySiwxSession } from './verify-siwx-session.js';

export class LocalSiwx implements SiwxConfig {
  readonly signOutOnDisconnect: boolean;
  readonly #options: LocalSiwxOptions;
  readonly #store: SessionStore;
  readonly #issuedNonces = new Set<string>();
  /** Sessions already checked on this page, by their whole JSON text (an edited one is a new entry): true when they held. */
  readonly #checked = new Map<string, boolean>();
  readonly #now: () => number;

  constructor(options: LocalSiwxOptions = {}, now: () => number = () => Date.now()) {
    this.#options = options;
    this.#now = now;
    this.signOutOnDisconnect = options.signOutOnDisconnect !== false;
    this.#store = new SessionStore(() => options.storage ?? pageStorage());
  }

  getRequired(): boolean {
    return this.#options.required === true;
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    const page = pageDefaults();
    const message = buildSiwxMessage(input, {
      domain: this.#options.domain ?? page.domain,
      uri: this.#options.uri ?? page.uri,
      statement: this.#options.statement,
      expiresInMs: this.#options.expiresInMs ?? DEFAULT_SIGN_IN_LIFETIME_MS,
      now: this.#now,
    });
    this.#issuedNonces.add(message.nonce);
    return message;
  }

  async addSession(session: SiwxSession): Promise<void> {
    if (!this.#issuedNonces.delete(session.data.nonce)) throw new Error('The sign-in nonce was not issued here, or was already used');
    const refusal = await this.#verify(session);
    if (refusal) throw new Error(`The sign-in was refused (${refusal})`);
    this.#checked.set(JSON.stringify(session), true);
    const others = this.#store.read().filter((kept) => !sameAccount(kept, session.data.chainId, session.data.accountAddress));
    this.#store.write([...others, session]);
  }

  async revokeSession(chainId: string, address: string): Promise<void> {
    this.#store.write(this.#store.read().filter((kept) => !sameAccount(kept, chainId, address)));
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    const accepted: SiwxSession[] = [];
    for (const session of sessions) {
      // A session handed in whole (a one-click sign-in) proves itself like any other, nonce included. The
      // chains of one one-click sign-in share its nonce: it is spent after the whole batch.
      if (!this.#issuedNonces.has(session.data.nonce)) continue;
      if ((await this.#verify(session)) === undefined) accepted.push(session);
    }
    for (const session of sessions) this.#issuedNonces.delete(session.data.nonce);
    if (sessions.length > 0 && accepted.length === 0) throw new Error('None of the sign-in sessions holds');
    this.#store.write(accepted);
  }

  async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
    const now = this.#now();
    const all = this.#store.read();
    const valid: SiwxSession[] = [];
    const dropped = new Set<SiwxSession>();
    for (const session of all) {
      if (!isSessionFor(session, chainId, address, now)) continue;
      if (await this.#holds(session)) valid.push(session);
      else dropped.add(session);
    }
    if (dropped.size > 0) this.#store.write(all.filter((session) => !dropped.has(session)));
    return valid;
  }

  async #holds(session: SiwxSession): Promise<boolean> {
    const key = JSON.stringify(session);
    const known = this.#checked.get(key);
    if (known !== undefined) return known;
    const holds = (await this.#verify(session)) === undefined;
    this.#checked.set(key, holds);
    return holds;
  }

  #verify(session: SiwxSession) {
    const network = this.#options.networks?.find((candidate) => candidate.caipNetworkId === session.data.chainId);
    return verifySiwxSession({ session, rpcUrl: network?.rpcUrls?.default.http[0], now: this.#now() }).catch(() => 'signature' as const);
  }
}

function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && isSameAccount(chainId, session.data.accountAddress, address);
}
