/**
 * The sign-in port (SiwxConfig) in memory. Messages are EIP-4361-shaped text with a counter nonce; a session
 * is accepted when `verify` says so (by default: a non-empty signature that is not 'bad'). Every call is
 * recorded (`calls.getSessions`), failed ones included; `failNext(method, error)` and `failAlways(method,
 * error)` make a method reject, `hold(method)` keeps its next call pending until the test releases it.
 * It passes the same contract suite as the shipped implementations (tests/contracts/siwx.contract.ts).
 */
import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '../../domain/entities/siwx/siwx-config.js';

type Method = 'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions';

export type FakeSiwxOptions = {
  required?: boolean;
  signOutOnDisconnect?: boolean;
  /** Whether a signed session is accepted. */
  verify?: (session: SiwxSession) => boolean;
  /** The clock for issuedAt and expiry checks (ms since the epoch). */
  now?: () => number;
  /** How long a message stays valid (ms); undefined: no expiry. */
  ttlMs?: number;
  domain?: string;
  uri?: string;
};

export class FakeSiwx implements SiwxConfig {
  readonly calls: Record<Method, unknown[][]> = { createMessage: [], addSession: [], revokeSession: [], setSessions: [], getSessions: [] };
  sessions: SiwxSession[] = [];
  required: boolean;
  signOutOnDisconnect: boolean;
  readonly #options: FakeSiwxOptions;
  readonly #failures = new Map<Method, { error: unknown; always: boolean }>();
  readonly #holds = new Map<Method, { release: () => void; promise: Promise<void> }>();
  #nonce = 0;
  readonly #issued = new Set<string>();

  constructor(options: FakeSiwxOptions = {}) {
    this.#options = options;
    this.required = options.required ?? false;
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true;
  }

  getRequired(): boolean {
    return this.required;
  }

  failNext(method: Method, error: unknown = new Error(`${method} failed`)): void {
    this.#failures.set(method, { error, always: false });
  }

  failAlways(method: Method, error: unknown = new Error(`${method} failed`)): void {
    this.#failures.set(method, { error, always: true });
  }

  heal(method?: Method): void {
    if (method) this.#failures.delete(method);
    else this.#failures.clear();
  }

  /** The next call of `method` waits until the returned function is called. */
  hold(method: Method): () => void {
    let release = () => {};
    const promise = new Promise<void>((resolve) => (release = resolve));
    this.#holds.set(method, { release, promise });
    return release;
  }

  async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
    await this.#enter('createMessage', [input]);
    const now = this.#now();
    this.#nonce += 1;
    const data = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain: this.#options.domain ?? 'app.example',
      uri: this.#options.uri ?? 'https://app.example',
      version: '1',
      nonce: `nonce${this.#nonce}`,
      statement: 'Sign in to the example app',
      issuedAt: new Date(now).toISOString(),
      expirationTime: this.#options.ttlMs === undefined ? undefined : new Date(now + this.#options.ttlMs).toISOString(),
      notBefore: input.notBefore,
    };
    this.#issued.add(data.nonce);
    const text = `${data.domain} wants you to sign in with your account:\n${data.accountAddress}\n\nChain ID: ${data.chainId}\nNonce: ${data.nonce}`;
    return { ...data, toString: () => text };
  }

  async addSession(session: SiwxSession): Promise<void> {
    await this.#enter('addSession', [session]);
    // Like the real ones: a nonce this configuration issued, used once.
    if (!this.#issued.delete(session.data.nonce)) throw new Error('The nonce was not issued here, or was already used');
    const verify = this.#options.verify ?? ((candidate) => candidate.signature !== '' && candidate.signature !== 'bad');
    if (!verify(session)) throw new Error('The signature does not verify');
    this.sessions = [...this.sessions.filter((kept) => !sameAccount(kept, session.data.chainId, session.data.accountAddress)), session];
  }

  async revokeSession(chainId: string, address: string): Promise<void> {
    await this.#enter('revokeSession', [chainId, address]);
    this.sessions = this.sessions.filter((kept) => !sameAccount(kept, chainId, address));
  }

  async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    await this.#enter('setSessions', [sessions]);
    this.sessions = [...sessions];
  }

  async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
    await this.#enter('getSessions', [chainId, address]);
    const now = this.#now();
    return this.sessions.filter(
      (session) => sameAccount(session, chainId, address) && (session.data.expirationTime === undefined || Date.parse(session.data.expirationTime) > now),
    );
  }

  async #enter(method: Method, args: unknown[]): Promise<void> {
    this.calls[method].push(args);
    const held = this.#holds.get(method);
    if (held) {
      this.#holds.delete(method);
      await held.promise;
    }
    const failure = this.#failures.get(method);
    if (failure) {
      if (!failure.always) this.#failures.delete(method);
      throw failure.error;
    }
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }
}

function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase();
}
