/**
 * A WalletConnect client with the wallet played by the test. connect() records the proposal, issues a fresh
 * pairing URI (expiry from the Scheduler's clock plus PAIRING_LIFETIME_MS) through display_uri, then waits
 * until the test calls `approve` or `reject`. An approved session is kept as `storedSession`, which
 * restoreSession answers (as after a reload). `emit*` methods play the wallet's events. A new connect
 * replaces a waiting proposal and `abortPairing` abandons it: the earlier promise then rejects with
 * MODAL_CLOSED, as the real client's does.
 *
 * `walletConnectTestPorts` gives a test client both halves the composition root builds: this fake as the
 * `walletConnect` port and the WalletConnect connector over it as an extra connector.
 */
import { keccak256, stringToHex } from 'viem';
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { PAIRING_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../domain/entities/constants.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { WalletConnectNetwork } from '../../domain/usecases/walletconnect/buildWalletConnectNamespaces.js';
import type { Scheduler } from '../../ports/scheduler.port.js';
import type {
  WalletConnectClient,
  WalletConnectConnectParameters,
  WalletConnectConnectResult,
  WalletConnectEvent,
  WalletConnectNamespaces,
  WalletConnectSession,
} from '../../ports/walletconnect.port.js';
import type { Eip1193Provider, WalletConnector } from '../../ports/wallet-connector.port.js';
import { deferred, FakeEip1193Provider, type Deferred } from './wallet-connector.fake.js';

export type FakeProposal = {
  namespaces: WalletConnectNamespaces | undefined;
  optionalNamespaces: WalletConnectNamespaces | undefined;
  /** The chain the page asked to start on, if any. */
  caipNetworkId?: string | undefined;
  /** The pairing URI issued for this proposal. */
  uri: string;
};

type ConnectAnswer = WalletConnectConnectResult;
type PendingProposal = { proposal: FakeProposal; answer: Deferred<ConnectAnswer> };

export const FAKE_WALLET_PEER: WalletConnectSession['peer'] = {
  name: 'Fake Wallet',
  url: 'https://wallet.example.test',
  icons: [],
};

export class FakeWalletConnectClient implements WalletConnectClient {
  readonly proposals: FakeProposal[] = [];
  /** Every pairing URI issued, in order. */
  readonly uris: string[] = [];
  readonly calls: { method: keyof WalletConnectClient }[] = [];
  /** The session a reload would find (restoreSession); set by approve, cleared by disconnect and deletion. */
  storedSession: WalletConnectSession | null = null;
  /** The chain the wallet is on within the session. */
  caipNetworkId: string | undefined;
  readonly provider: FakeEip1193Provider;

  /** When set, restoreSession rejects with this. */
  failRestoreWith: unknown;
  /** When set, disconnect rejects with this (and the session stays). */
  failDisconnectWith: unknown;
  /** When set, personal_sign on the provider rejects with this. */
  failSignWith: unknown;
  /** How many times `close` was called. */
  closed = 0;

  readonly #scheduler: Scheduler;
  readonly #listeners = new Set<(event: WalletConnectEvent) => void>();
  #pending: PendingProposal | undefined;
  #counter = 0;

  constructor(scheduler: Scheduler) {
    this.#scheduler = scheduler;
    this.provider = new FakeEip1193Provider({
      accounts: () => sessionAccounts(this.storedSession, this.caipNetworkId),
      caipNetworkId: () => this.caipNetworkId ?? '',
      signError: () => this.failSignWith,
    });
  }

  connect(params: WalletConnectConnectParameters): Promise<ConnectAnswer> {
    this.calls.push({ method: 'connect' });
    this.#abandonPending('A newer pairing replaced this one');
    const uri = this.#pairingUri();
    const proposal: FakeProposal = {
      namespaces: params.namespaces,
      optionalNamespaces: params.optionalNamespaces,
      ...(params.caipNetworkId === undefined ? {} : { caipNetworkId: params.caipNetworkId }),
      uri,
    };
    const answer = deferred<ConnectAnswer>();
    // Marked handled: an abandoned connect nobody waits for must not surface as an unhandled rejection.
    answer.promise.catch(() => undefined);
    this.proposals.push(proposal);
    this.uris.push(uri);
    this.#pending = { proposal, answer };
    this.#emit({ type: 'display_uri', uri });
    return answer.promise;
  }

  abortPairing(): void {
    this.calls.push({ method: 'abortPairing' });
    this.#abandonPending('The pairing was aborted');
  }

  async close(): Promise<void> {
    this.calls.push({ method: 'close' });
    this.closed += 1;
  }

  /** True while a proposal waits for `approve` or `reject`. */
  get hasPendingProposal(): boolean {
    return this.#pending !== undefined;
  }

  /** The wallet approves the latest proposal with these (plain or CAIP-10) accounts on this network. */
  approve(params: { accounts: readonly string[]; caipNetworkId: string }): WalletConnectSession {
    const pending = this.#takePending('approve');
    const namespace = params.caipNetworkId.split(':')[0] ?? '';
    const requested = { ...pending.proposal.optionalNamespaces, ...(pending.proposal.namespaces ?? {}) }[namespace];
    const accounts = params.accounts.map((account) => plainAddress(account));
    const session: WalletConnectSession = {
      topic: this.#hex(`session:${this.#counter}`),
      namespaces: {
        [namespace]: {
          accounts: accounts.map((address) => `${params.caipNetworkId}:${address}`),
          chains: [...new Set([params.caipNetworkId, ...(requested?.chains ?? [])])],
          methods: [...(requested?.methods ?? [])],
          events: [...(requested?.events ?? [])],
        },
      },
      expiry: Math.floor((this.#scheduler.now() + SESSION_LIFETIME_MS) / 1000),
      peer: FAKE_WALLET_PEER,
    };
    this.storedSession = session;
    this.caipNetworkId = params.caipNetworkId;
    pending.answer.resolve({ accounts, caipNetworkId: params.caipNetworkId, session });
    return session;
  }

  /** The wallet rejects the latest proposal (e.g. `userRejectedError()`), or it expired. */
  reject(error: unknown): void {
    this.#takePending('reject').answer.reject(error);
  }

  async restoreSession(): Promise<WalletConnectSession | null> {
    this.calls.push({ method: 'restoreSession' });
    if (this.failRestoreWith !== undefined) throw this.failRestoreWith;
    return this.storedSession;
  }

  async disconnect(): Promise<void> {
    this.calls.push({ method: 'disconnect' });
    if (this.failDisconnectWith !== undefined) throw this.failDisconnectWith;
    this.storedSession = null;
    this.caipNetworkId = undefined;
  }

  async getProvider(): Promise<Eip1193Provider> {
    this.calls.push({ method: 'getProvider' });
    return this.provider;
  }

  subscribe(listener: (event: WalletConnectEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  emitSessionUpdate(session: WalletConnectSession): void {
    this.storedSession = session;
    this.#emit({ type: 'session_update', session });
  }

  /** The wallet deleted the session (defaults to the stored one). */
  emitSessionDelete(topic = this.storedSession?.topic ?? ''): void {
    if (this.storedSession?.topic === topic) {
      this.storedSession = null;
      this.caipNetworkId = undefined;
    }
    this.#emit({ type: 'session_delete', topic });
  }

  emitChainChanged(caipNetworkId: string): void {
    this.caipNetworkId = caipNetworkId;
    this.#emit({ type: 'chainChanged', caipNetworkId });
  }

  emitAccountsChanged(accounts: string[], caipNetworkId?: string): void {
    this.#emit({ type: 'accountsChanged', accounts, ...(caipNetworkId === undefined ? {} : { caipNetworkId }) });
  }

  #pairingUri(): string {
    this.#counter += 1;
    const topic = this.#hex(`pairing:${this.#counter}`);
    const symKey = this.#hex(`symKey:${this.#counter}`);
    const expiryTimestamp = Math.floor((this.#scheduler.now() + PAIRING_LIFETIME_MS) / 1000);
    return `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${expiryTimestamp}`;
  }

  #abandonPending(details: string): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = undefined;
    pending.answer.reject(walletportError('MODAL_CLOSED', [], { details }));
  }

  #takePending(action: string): PendingProposal {
    const pending = this.#pending;
    if (!pending) throw new Error(`FakeWalletConnectClient.${action}: no proposal is waiting (call connect first)`);
    this.#pending = undefined;
    return pending;
  }

  #hex(seed: string): string {
    return keccak256(stringToHex(seed)).slice(2);
  }

  #emit(event: WalletConnectEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}

/** `eip155:1:0xabc` -> `0xabc`; a plain address stays as it is. */
function plainAddress(account: string): string {
  const parts = account.split(':');
  return parts.length === 3 ? (parts[2] ?? account) : account;
}

/** The session's plain addresses on `caipNetworkId`, for the provider's eth_accounts. */
function sessionAccounts(session: WalletConnectSession | null, caipNetworkId: string | undefined): string[] {
  if (!session || caipNetworkId === undefined) return [];
  const namespace = caipNetworkId.split(':')[0] ?? '';
  return (session.namespaces[namespace]?.accounts ?? [])
    .filter((account) => account.startsWith(`${caipNetworkId}:`))
    .map((account) => plainAddress(account));
}

export type WalletConnectTestPorts = {
  walletConnect: FakeWalletConnectClient;
  /** The WalletConnect connector over the fake, as the composition root passes it to the connectors. */
  extraConnectors: WalletConnector[];
};

/** The fake client and the WalletConnect connector over it, for `createTestClient(options, { ...ports })`. */
export function walletConnectTestPorts(scheduler: Scheduler, networks: readonly WalletConnectNetwork[]): WalletConnectTestPorts {
  const walletConnect = new FakeWalletConnectClient(scheduler);
  return { walletConnect, extraConnectors: [new WalletConnectConnector({ client: walletConnect, networks })] };
}
