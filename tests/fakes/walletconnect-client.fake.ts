/**
 * A WalletConnect client with the wallet played by the test. connect() records the proposal, issues a fresh
 * pairing URI (expiry from the Scheduler's clock plus PAIRING_LIFETIME_MS) through display_uri, then waits
 * until the test calls `approve` or `reject`. An approved session is kept as `storedSession`, which
 * restoreSession answers (as after a reload). `emit*` methods play the wallet's events. A new connect
 * replaces a waiting proposal and `abortPairing` abandons it: the earlier promise then rejects with
 * MODAL_CLOSED, as the real client's does.
 *
 * `getProvider` hands out the production EIP-1193 view of a session (WalletConnectEip1193Provider) over a
 * fake of the universal provider and the wallet behind it: eth_accounts answers the session's accounts on the
 * active chain; wallet_switchEthereumChain switches locally to a chain the session holds (chainChanged, then
 * accountsChanged, as the real client emits them) and otherwise reaches the wallet, which answers 4902;
 * wallet_addEthereumChain makes the wallet add the chain to the session (session_update); personal_sign
 * signs deterministically. `handle`, `failNext` and `fail` (ScriptedAnswers) change how the wallet answers
 * a method that reaches it (a local switch never does). Run against the same contract suite as the real client over the
 * local relay (tests/contracts), so the two cannot drift.
 *
 * `walletConnectTestPorts` gives a test client both halves the composition root builds: this fake as the
 * `walletConnect` port and the WalletConnect connector over it as an extra connector.
 */
import { hexToBytes, keccak256, stringToHex } from 'viem';
import { encodeBase58 } from '../../domain/entities/address/base58.js';
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { WalletConnectSolanaConnector } from '../../adapters/wallets/walletconnect/walletconnect-solana-connector.adapter.js';
import { WalletConnectEip1193Provider, type SessionRequester } from '../../adapters/wallets/walletconnect/walletconnect-eip1193-provider.js';
import { sessionAccountsOn } from '../../adapters/wallets/walletconnect/walletconnect-session.schema.js';
import { PAIRING_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../domain/entities/constants.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../domain/entities/errors/rpc-errors.js';
import type { WalletConnectNetwork } from '../../domain/usecases/walletconnect/buildWalletConnectNamespaces.js';
import type { Scheduler } from '../../ports/scheduler.port.js';
import type {
  WalletConnectClient,
  WalletConnectConnectParameters,
  WalletConnectConnectResult,
  WalletConnectEvent,
  WalletConnectNamespaces,
  WalletConnectSession,
  WalletConnectSignIn,
} from '../../ports/walletconnect.port.js';
import type { Eip1193Provider, WalletConnector } from '../../ports/wallet-connector.port.js';
import {
  fakeSignature,
  providerDisconnectedError,
  ScriptedAnswers,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
} from './eip1193-provider.fake.js';
import { deferred, type Deferred } from '../../domain/usecases/shared/deferred.js';

export type FakeProposal = {
  namespaces: WalletConnectNamespaces | undefined;
  optionalNamespaces: WalletConnectNamespaces | undefined;
  /** The chain the page asked to start on, if any. */
  caipNetworkId?: string | undefined;
  /** The pairing URI issued for this proposal. */
  uri: string;
  /** The one-click sign-in asked for with it (an authenticate request), if any. */
  authentication?: WalletConnectConnectParameters['authentication'];
};

type ConnectAnswer = WalletConnectConnectResult;

/** A request that reached the session: the method, its params and the chain it was sent on. */
export type FakeSessionRequest = { method: string; params: readonly unknown[]; caipNetworkId: string };
type PendingProposal = { proposal: FakeProposal; answer: Deferred<ConnectAnswer> };

export const FAKE_WALLET_PEER: WalletConnectSession['peer'] = {
  name: 'Fake Wallet',
  url: 'https://wallet.example.test',
  icons: [],
};

export class FakeWalletConnectClient extends ScriptedAnswers implements WalletConnectClient {
  readonly proposals: FakeProposal[] = [];
  /** Every pairing URI issued, in order. */
  readonly uris: string[] = [];
  readonly calls: { method: keyof WalletConnectClient }[] = [];
  /** While true, a connect never gets its pairing URI (the relay cannot be reached). */
  relayDown = false;
  /** Every request the EIP-1193 view sent into the session, in order. */
  readonly requests: FakeSessionRequest[] = [];
  /** The session a reload would find (restoreSession); set by approve, cleared by disconnect and deletion. */
  storedSession: WalletConnectSession | null = null;
  /** The chain the wallet is on within the session. */
  caipNetworkId: string | undefined;
  /** The EIP-1193 view `getProvider` hands out (the production one, over this fake). */
  readonly provider: WalletConnectEip1193Provider;

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
    super();
    this.#scheduler = scheduler;
    const requester: SessionRequester = {
      hasSession: () => this.storedSession !== null,
      activeChain: (namespace) => (this.caipNetworkId?.startsWith(`${namespace}:`) ? this.caipNetworkId : undefined),
      request: async (args, caipNetworkId) =>
        this.#request(args.method, Array.isArray(args.params) ? (args.params as readonly unknown[]) : [], caipNetworkId),
    };
    // The request timeout runs on the test's clock, like every other timer.
    this.provider = new WalletConnectEip1193Provider({ requester: async () => requester, subscribe: (listener) => this.subscribe(listener), scheduler });
  }

  connect(params: WalletConnectConnectParameters): Promise<ConnectAnswer> {
    this.calls.push({ method: 'connect' });
    this.#abandonPending('A newer pairing replaced this one');
    const uri = this.#pairingUri();
    const proposal: FakeProposal = {
      namespaces: params.namespaces,
      optionalNamespaces: params.optionalNamespaces,
      ...(params.caipNetworkId === undefined ? {} : { caipNetworkId: params.caipNetworkId }),
      ...(params.authentication === undefined ? {} : { authentication: params.authentication }),
      uri,
    };
    const answer = deferred<ConnectAnswer>();
    // Marked handled: an abandoned connect nobody waits for must not surface as an unhandled rejection.
    answer.promise.catch(() => undefined);
    this.proposals.push(proposal);
    this.uris.push(uri);
    this.#pending = { proposal, answer };
    // A dead relay: the client never gets a pairing URI, and nothing ever answers.
    if (!this.relayDown) this.#emit({ type: 'display_uri', uri });
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

  /**
   * The wallet approves the latest proposal with these (plain or CAIP-10) accounts, on every chain it approves
   * (`chains`, by default every proposed chain of the namespace), the session starting on `caipNetworkId`.
   * An authenticate request is answered with `signIns` (none by default: a wallet without one-click sign-in).
   */
  approve(params: {
    accounts: readonly string[];
    caipNetworkId: string;
    chains?: readonly string[];
    signIns?: WalletConnectSignIn[];
    /** Accounts in a second namespace of the same session (solana beside eip155, or the reverse), on `chains`. */
    also?: { accounts: readonly string[]; chains: readonly string[] };
    /** The wallet's session properties (capabilities, bundler name and url: SPEC.md section 3). */
    sessionProperties?: Record<string, string>;
  }): WalletConnectSession {
    const pending = this.#takePending('approve');
    const namespace = params.caipNetworkId.split(':')[0] ?? '';
    const requested = { ...pending.proposal.optionalNamespaces, ...(pending.proposal.namespaces ?? {}) }[namespace];
    const accounts = params.accounts.map((account) => plainAddress(account));
    const chains = [...new Set([params.caipNetworkId, ...(params.chains ?? requested?.chains ?? [])])];
    const session: WalletConnectSession = {
      topic: this.#hex(`session:${this.#counter}`),
      namespaces: {
        [namespace]: {
          accounts: chains.flatMap((chain) => accounts.map((address) => `${chain}:${address}`)),
          chains,
          methods: [...(requested?.methods ?? [])],
          events: [...(requested?.events ?? [])],
        },
      },
      expiry: Math.floor((this.#scheduler.now() + SESSION_LIFETIME_MS) / 1000),
      peer: FAKE_WALLET_PEER,
      ...(params.sessionProperties === undefined ? {} : { sessionProperties: params.sessionProperties }),
    };
    const also = params.also;
    const alsoNamespace = also?.chains[0]?.split(':')[0];
    if (also && alsoNamespace !== undefined) {
      const alsoRequested = { ...pending.proposal.optionalNamespaces, ...(pending.proposal.namespaces ?? {}) }[alsoNamespace];
      session.namespaces[alsoNamespace] = {
        accounts: also.chains.flatMap((chain) => also.accounts.map((address) => `${chain}:${plainAddress(address)}`)),
        chains: [...also.chains],
        methods: [...(alsoRequested?.methods ?? [])],
        events: [...(alsoRequested?.events ?? [])],
      };
    }
    this.storedSession = session;
    this.caipNetworkId = params.caipNetworkId;
    const signIns = pending.proposal.authentication ? { signIns: params.signIns ?? [] } : {};
    pending.answer.resolve({ accounts, caipNetworkId: params.caipNetworkId, session, ...signIns });
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
    const topic = this.storedSession?.topic;
    this.storedSession = null;
    this.caipNetworkId = undefined;
    // As the real client: every namespace the session served hears that it ended.
    if (topic !== undefined) this.#emit({ type: 'session_delete', topic });
  }

  /** A request into the session on `caipNetworkId` (the solana connector's provider sends its requests here). */
  async request(args: { method: string; params?: readonly unknown[] | object | undefined }, caipNetworkId: string): Promise<unknown> {
    this.calls.push({ method: 'request' });
    if (this.storedSession === null) throw parseWalletError(providerDisconnectedError());
    try {
      return this.#request(args.method, Array.isArray(args.params) ? (args.params as readonly unknown[]) : [args.params], caipNetworkId);
    } catch (error) {
      // Typed, as the real client's request answers a failure.
      throw parseWalletError(error);
    }
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

  /** The active chain changed (the wallet's switch, or a local one): chainChanged, then the chain's accounts. */
  emitChainChanged(caipNetworkId: string): void {
    this.caipNetworkId = caipNetworkId;
    this.#emit({ type: 'chainChanged', caipNetworkId });
    const accounts = this.storedSession ? sessionAccountsOn(this.storedSession, caipNetworkId) : [];
    if (accounts.length > 0) this.#emit({ type: 'accountsChanged', accounts, caipNetworkId });
  }

  emitAccountsChanged(accounts: string[], caipNetworkId?: string): void {
    this.#emit({ type: 'accountsChanged', accounts, ...(caipNetworkId === undefined ? {} : { caipNetworkId }) });
  }

  /** What the universal provider and the wallet behind it make of a request on the session's active chain. */
  #request(method: string, params: readonly unknown[], caipNetworkId: string): unknown {
    this.requests.push({ method, params, caipNetworkId });
    const session = this.storedSession;
    const accounts = session ? sessionAccountsOn(session, caipNetworkId) : [];
    // The universal provider's own: reads of the session, and a switch to a chain the session holds.
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return accounts;
    if (method === 'wallet_switchEthereumChain' && session && sessionAccountsOn(session, requestedChain(params)).length > 0) {
      if (requestedChain(params) !== caipNetworkId) this.emitChainChanged(requestedChain(params));
      return null;
    }
    // The rest reaches the wallet, which answers as scripted (ScriptedAnswers) or as below.
    const scripted = this.scripted(method, params);
    if (scripted) return scripted.answer;
    switch (method) {
      case 'wallet_switchEthereumChain':
        throw unrecognizedChainError(requestedChain(params));
      case 'wallet_addEthereumChain':
        this.#addChain(requestedChain(params), accounts);
        return null;
      case 'solana_signMessage':
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        // A deterministic 64-byte "signature" of the request: a fake wallet, never checked against a key.
        const seed = JSON.stringify(params[0] ?? null);
        const bytes = hexToBytes(`${keccak256(stringToHex(`a:${seed}`))}${keccak256(stringToHex(`b:${seed}`)).slice(2)}`);
        return { signature: encodeBase58(bytes) };
      }
      case 'personal_sign': {
        const address = params[1];
        if (typeof address !== 'string' || !accounts.some((account) => account.toLowerCase() === address.toLowerCase())) throw unauthorizedError();
        if (this.failSignWith !== undefined) throw this.failSignWith;
        return fakeSignature(String(params[0]));
      }
      default:
        throw unsupportedMethodError(method);
    }
  }

  /** The wallet learns a chain and adds it to the session with the accounts of the active chain. */
  #addChain(chain: string, accounts: readonly string[]): void {
    const session = this.storedSession;
    const namespace = session?.namespaces.eip155;
    if (!session || !namespace || namespace.chains?.includes(chain)) return;
    this.emitSessionUpdate({
      ...session,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...namespace,
          chains: [...(namespace.chains ?? []), chain],
          accounts: [...namespace.accounts, ...accounts.map((address) => `${chain}:${address}`)],
        },
      },
    });
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

/** The chain of a wallet_switchEthereumChain or wallet_addEthereumChain request, as a CAIP-2 id. */
function requestedChain(params: readonly unknown[]): string {
  const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId;
  return `eip155:${Number.parseInt(String(chainId), 16)}`;
}

export type WalletConnectTestPorts = {
  walletConnect: FakeWalletConnectClient;
  /** The WalletConnect connector over the fake, as the composition root passes it to the connectors. */
  extraConnectors: WalletConnector[];
};

/**
 * The fake client and the WalletConnect connectors over it, for `createTestClient(options, { ...ports })`, as
 * the composition root builds them: the eip155 one, and the solana one when a Solana network is configured,
 * each handing the other's accounts on after a connect.
 */
export function walletConnectTestPorts(scheduler: Scheduler, networks: readonly WalletConnectNetwork[]): WalletConnectTestPorts {
  const walletConnect = new FakeWalletConnectClient(scheduler);
  const hasSolana = networks.some((network) => network.chainNamespace === 'solana');
  const hasEvm = !hasSolana || networks.some((network) => network.chainNamespace === 'eip155');
  const evm: WalletConnector | undefined = hasEvm
    ? new WalletConnectConnector({ client: walletConnect, networks, linked: () => (solana ? [solana] : []) })
    : undefined;
  const solana: WalletConnector | undefined = hasSolana
    ? new WalletConnectSolanaConnector({ client: walletConnect, networks, linked: () => (evm ? [evm] : []) })
    : undefined;
  return { walletConnect, extraConnectors: [evm, solana].filter((connector): connector is WalletConnector => connector !== undefined) };
}
