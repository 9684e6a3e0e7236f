/**
 * Why this file is long (past ~300 lines): connect, restore, the session's events and the pending-pairing
 * bookkeeping all act on the one lazily created provider and its session; the rules that need none of it
 * already live beside it (session-record.ts, isSessionStale, the schemas, the EIP-1193 view).
 *
 * The WalletConnect client over `@walletconnect/universal-provider` (the Sign client plus per-namespace RPC
 * providers). Nothing happens until first use: the package is loaded with a dynamic `import()` and the
 * provider created (restoring a stored session) on the first connect, restore, disconnect or request, so a
 * page that never uses WalletConnect never loads it, and server rendering never touches it.
 *
 * - connect: proposes the given namespaces as optional namespaces (modern wallets approve what they
 *   support), each with an rpcMap entry for every configured chain of the namespace; the pairing URI is
 *   emitted as `display_uri` the moment it exists. A newer connect or `abortPairing` abandons the pending one
 *   (it rejects with MODAL_CLOSED; a session a wallet still approves for it is disconnected).
 * - sessions are restored on reload from the provider's storage; a stale one (isSessionStale: the page now
 *   configures a chain the session was never asked for) is disconnected, and the next connect proposes
 *   every configured chain again. So is one holding an account the universal provider's own record of the
 *   approved namespaces does not (session-record.ts: one planted in storage); that record is
 *   kept current at each session update. A restored session's topic is subscribed to again when the relayer
 *   lost it (a damaged subscription store), else the wallet's answers would never reach the page.
 * - events: session_update, session_delete (and expiry), the wallet's accountsChanged (a Bitcoin wallet's
 *   bip122_addressesChanged: its payment addresses), and every change of
 *   the active chain, the wallet's or ours, as chainChanged followed by accountsChanged for the new chain.
 * - getProvider: an EIP-1193 view for eip155 (walletconnect-eip1193-provider.ts); `request` sends into the
 *   session on any chain it holds (the solana connector's provider uses it).
 * - disconnect ends the session and tells the listeners (`session_delete`), as the wallet's own ending does:
 *   each namespace's connector then lets its namespace go.
 * - one-click sign-in: a connect with `authentication` (eip155 only) goes through the provider's
 *   `authenticate` (`wc_sessionAuthenticate`); the wallet's CACAOs come back as `signIns`
 *   (walletconnect-cacao.schema.ts), none when it answered the fallback proposal instead.
 *
 * Every value from the wallet is validated (walletconnect-session.schema.ts); every failure is a typed
 * WalletportError (a wallet's "User rejected." becomes UserRejectedRequestError).
 *
 * Verify and telemetry are the library's: this adapter neither adds nor forces a call to
 * verify.walletconnect.org or pulse.walletconnect.org. `telemetryEnabled: false` stops the pulse events.
 */
import { BIP122_ADDRESSES_CHANGED, bip122PaymentAddresses } from './bip122-addresses-changed.js';
import { sanitizeDeepLinkChoice } from './sanitize-deep-link-choice.js';
import type { UniversalProvider as UniversalProviderExport } from '@walletconnect/universal-provider';
import { isCaipNetworkId, parseCaipNetworkId } from '../../../domain/entities/caip/index.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError, ProviderDisconnectedError } from '../../../domain/entities/errors/rpc-errors.js';
import { WALLETCONNECT_REQUEST_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { isSessionStale } from '../../../domain/usecases/walletconnect/index.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type {
  WalletConnectClient,
  WalletConnectConnectParameters,
  WalletConnectConnectResult,
  WalletConnectEvent,
  WalletConnectNamespace,
  WalletConnectSession,
  WalletConnectSignIn,
} from '../../../ports/walletconnect.port.js';
import { authenticateParams, authenticationApplies } from './walletconnect-authenticate-params.js';
import { parseWalletConnectSignIns } from './walletconnect-cacao.schema.js';
import { WalletConnectEip1193Provider, type SessionRequester } from './walletconnect-eip1193-provider.js';
import { parseWalletConnectSession, sessionAccountsOn, sessionChains } from './walletconnect-session.schema.js';
import { recordAfterUpdate, unapprovedAccounts } from './session-record.js';
import { realRequestTimer, withRequestTimeout } from './request-timeout.js';

type Provider = InstanceType<typeof UniversalProviderExport>;
type ProviderNamespaces = NonNullable<Parameters<Provider['connect']>[0]['optionalNamespaces']>;

/** The storage the Sign client accepts (`IKeyValueStorage`): asynchronous, JSON values. */
export type WalletConnectKeyValueStorage = {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
};

export type WalletConnectMetadata = {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
};

export type UniversalProviderWalletConnectClientOptions = {
  projectId: string;
  /** The relay; the library's default (the public relay) when absent. */
  relayUrl?: string | undefined;
  /** The page as wallets show it; the library derives one from the document when absent. */
  metadata?: WalletConnectMetadata | undefined;
  /**
   * One RPC URL per configured chain, keyed by CAIP-2 id. Reads on a chain go to its URL (without an entry
   * the library sends them to its public RPC host), and these are the chains a restored session is checked
   * against (see isSessionStale).
   */
  rpcMap: Readonly<Record<string, string>>;
  /** Where sessions are kept; the library's browser storage (IndexedDB) when absent. Tests pass a memory one. */
  storage?: WalletConnectKeyValueStorage | undefined;
  /** Distinct per client living in one page or process. */
  customStoragePrefix?: string | undefined;
  /** The library's log level ('error' by default). */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent' | undefined;
  /** The library's telemetry events (to pulse.walletconnect.org); on unless set to false. */
  telemetryEnabled?: boolean | undefined;
  /** Our own diagnostics (dropped events, failed cleanups). */
  logger?: Logger | undefined;
  /** How long a wallet request may wait for its answer; WALLETCONNECT_REQUEST_TIMEOUT_MS when absent (tests shorten it). */
  requestTimeoutMs?: number | undefined;
};

type Attempt = {
  /** Rejects when the attempt is abandoned; wins the race against the wallet's answer. */
  readonly abandoned: Promise<never>;
  abandon(details: string): void;
  isAbandoned(): boolean;
};

const ABANDONED_BY_NEWER_CONNECT = 'A newer pairing replaced this one';
/** What the Sign client says when a session or pairing it is asked about is already gone. */
const ALREADY_GONE = /no matching key|not found|doesn't exist|missing or invalid/i;

export class UniversalProviderWalletConnectClient implements WalletConnectClient {
  readonly #options: UniversalProviderWalletConnectClientOptions;
  readonly #configuredChains: readonly string[];
  readonly #listeners = new Set<(event: WalletConnectEvent) => void>();
  readonly #eip1193: WalletConnectEip1193Provider;
  #providerPromise: Promise<Provider> | undefined;
  #detachProvider: (() => void) | undefined;
  #attempt: Attempt | undefined;
  /**
   * Sessions known not to be stale: made by a connect of this page, or restored and checked once. Only a
   * session from an earlier page can be stale; checking once keeps a live session from being judged again.
   */
  readonly #checkedTopics = new Set<string>();

  constructor(options: UniversalProviderWalletConnectClientOptions) {
    for (const chain of Object.keys(options.rpcMap)) parseCaipNetworkId(chain); // throws on a malformed id
    this.#options = options;
    this.#configuredChains = Object.keys(options.rpcMap);
    this.#eip1193 = new WalletConnectEip1193Provider({
      requester: async () => this.#requester(await this.#provider()),
      subscribe: (listener) => this.subscribe(listener),
      requestTimeoutMs: options.requestTimeoutMs,
    });
  }

  connect(params: WalletConnectConnectParameters): Promise<WalletConnectConnectResult> {
    this.#attempt?.abandon(ABANDONED_BY_NEWER_CONNECT);
    const attempt = newAttempt();
    this.#attempt = attempt;
    const work = this.#connect(params, attempt);
    const result = Promise.race([work, attempt.abandoned]).finally(() => {
      if (this.#attempt === attempt) this.#attempt = undefined;
    });
    // Whoever lost the race has settled for nobody; neither may surface as an unhandled rejection.
    work.catch(() => undefined);
    result.catch(() => undefined);
    return result;
  }

  abortPairing(): void {
    const attempt = this.#attempt;
    if (!attempt) return;
    this.#attempt = undefined;
    attempt.abandon('The pairing was aborted');
    // Stop listening to the abandoned pairing's topic (the library does the same before each new pairing).
    void this.#providerPromise
      ?.then((provider) => provider.cleanupPendingPairings())
      .catch((error: unknown) => this.#options.logger?.warn('Could not release the abandoned WalletConnect pairing', error));
  }

  async restoreSession(): Promise<WalletConnectSession | null> {
    const provider = await this.#provider();
    const raw = provider.session;
    if (!raw) return null;
    let session: WalletConnectSession;
    try {
      session = parseWalletConnectSession(raw);
    } catch (error) {
      this.#options.logger?.warn('Dropped a stored WalletConnect session that is not valid', error);
      await this.#disconnectQuietly(provider);
      return null;
    }
    if (!this.#matchesRecord(provider, session)) {
      await this.#disconnectQuietly(provider);
      return null;
    }
    if (session.expiry * 1000 <= Date.now() || this.#isRestoredStale(provider, session)) {
      this.#options.logger?.info('Disconnected a stored WalletConnect session that is expired or stale');
      await this.#disconnectQuietly(provider);
      return null;
    }
    this.#ensureSubscribed(provider, session.topic);
    return session;
  }

  async disconnect(): Promise<void> {
    const provider = await this.#provider();
    const topic = provider.session?.topic;
    if (topic === undefined) return;
    try {
      await provider.disconnect();
    } catch (error) {
      if (!ALREADY_GONE.test(messageOf(error))) throw parseWalletError(error);
    }
    // The library says nothing of a disconnect it was asked for; every namespace the session served must hear it.
    this.#emit({ type: 'session_delete', topic });
  }

  async getProvider(): Promise<Eip1193Provider> {
    return this.#eip1193;
  }

  async request(args: { method: string; params?: readonly unknown[] | object | undefined }, caipNetworkId: string): Promise<unknown> {
    const requester = this.#requester(await this.#provider());
    if (!requester.hasSession()) throw new ProviderDisconnectedError({ details: 'Please call connect() before request()' });
    try {
      const answer = requester.request(args, caipNetworkId);
      return await withRequestTimeout(answer, {
        timer: realRequestTimer,
        ms: this.#options.requestTimeoutMs ?? WALLETCONNECT_REQUEST_TIMEOUT_MS,
        method: args.method,
      });
    } catch (error) {
      throw parseWalletError(error);
    }
  }

  subscribe(listener: (event: WalletConnectEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Closes the relay socket and stops the library's timers; the stored session stays for the next page. */
  async close(): Promise<void> {
    this.abortPairing();
    const pending = this.#providerPromise;
    this.#providerPromise = undefined;
    const provider = await pending?.catch(() => undefined);
    this.#detachProvider?.();
    this.#detachProvider = undefined;
    if (!provider) return;
    provider.client.core.heartbeat.stop();
    await provider.client.core.relayer.transportClose().catch(() => undefined);
  }

  // Connect

  async #connect(params: WalletConnectConnectParameters, attempt: Attempt): Promise<WalletConnectConnectResult> {
    const provider = await this.#provider();
    if (attempt.isAbandoned()) throw abandonedError(ABANDONED_BY_NEWER_CONNECT);
    const proposal = this.#proposal(params);
    const order = Object.keys(proposal);

    // A caller that asked for a sign-in always gets `signIns`; empty means "ask for a signature separately".
    const withSignIns = params.authentication === undefined ? {} : { signIns: [] };
    const live = provider.session;
    if (live) {
      const session = this.#parseOrUndefined(live);
      if (session && this.#matchesRecord(provider, session) && !this.#isRestoredStale(provider, session)) {
        this.#ensureSubscribed(provider, session.topic);
        return { ...this.#result(provider, session, params.caipNetworkId, order), ...withSignIns };
      }
      await this.#disconnectQuietly(provider);
    }

    const authentication = params.authentication;
    const oneClick = authentication !== undefined && authenticationApplies(authentication, proposal);
    let approved: unknown;
    // The CACAOs; undefined when the wallet answered the fallback proposal (it lacks wc_sessionAuthenticate).
    let auths: unknown;
    try {
      if (oneClick) {
        ({ session: approved, auths } = await provider.authenticate(authenticateParams(authentication, proposal)));
      } else {
        approved = await provider.connect({ optionalNamespaces: proposal });
      }
    } catch (error) {
      throw parseWalletError(error);
    }
    const topic = (approved as { topic?: unknown } | undefined)?.topic;
    if (attempt.isAbandoned()) {
      // The wallet approved a pairing the page no longer shows: that session is not wanted.
      if (typeof topic === 'string') await this.#disconnectTopic(provider, topic);
      throw abandonedError('The pairing was abandoned before the wallet approved it');
    }
    const session = parseWalletConnectSession(approved);
    this.#checkedTopics.add(session.topic);
    if (oneClick) await this.#persistProposal(provider);
    const result = this.#result(provider, session, params.caipNetworkId, order);
    if (!oneClick) return { ...result, ...withSignIns };
    let signIns: WalletConnectSignIn[];
    try {
      signIns = parseWalletConnectSignIns(auths, (message) => provider.client.formatAuthMessage(message));
    } catch (error) {
      // A session whose sign-in cannot be trusted is not kept: the caller sees the error and no connection.
      await this.#disconnectTopic(provider, session.topic);
      throw error;
    }
    return { ...result, signIns };
  }

  /** Required and optional namespaces merged into the optional ones, each with its rpcMap by chain reference. */
  #proposal(params: WalletConnectConnectParameters): ProviderNamespaces {
    const merged = new Map<string, WalletConnectNamespace>();
    for (const source of [params.namespaces, params.optionalNamespaces]) {
      for (const [key, namespace] of Object.entries(source ?? {})) {
        const known = merged.get(key);
        merged.set(key, {
          chains: union(known?.chains, namespace.chains),
          methods: union(known?.methods, namespace.methods),
          events: union(known?.events, namespace.events),
          rpcMap: { ...known?.rpcMap, ...namespace.rpcMap },
        });
      }
    }
    if (merged.size === 0) {
      throw walletportError('CONNECT_FAILED', [], { details: 'No namespace to propose to the wallet' });
    }
    const proposal: ProviderNamespaces = {};
    for (const [key, namespace] of merged) {
      const chains = namespace.chains.filter((chain) => isCaipNetworkId(chain) && chain.startsWith(`${key}:`));
      const rpcMap: Record<string, string> = {};
      for (const chain of union(chains, this.#configuredChains.filter((configured) => configured.startsWith(`${key}:`)))) {
        const url = namespace.rpcMap?.[chain] ?? this.#options.rpcMap[chain];
        const reference = chain.split(':')[1];
        if (url !== undefined && reference !== undefined) rpcMap[reference] = url;
      }
      proposal[key] = { chains, methods: [...namespace.methods], events: [...namespace.events], rpcMap };
    }
    return proposal;
  }

  /**
   * The accounts and active chain on the namespace of the requested chain, else the first proposed namespace
   * the wallet approved. The session starts on the requested chain when the wallet approved it.
   */
  #result(
    provider: Provider,
    session: WalletConnectSession,
    requested: string | undefined,
    order: readonly string[],
  ): WalletConnectConnectResult {
    const requestedNamespace = requested?.split(':')[0];
    const namespace = [requestedNamespace, ...order, ...Object.keys(session.namespaces)].find(
      (candidate) => candidate !== undefined && (session.namespaces[candidate]?.accounts.length ?? 0) > 0,
    );
    if (namespace === undefined) {
      throw walletportError('CONNECT_FAILED', [], { details: 'The wallet approved no account' });
    }
    let active = activeChainOf(provider, namespace);
    if (requested !== undefined && requestedNamespace === namespace && requested !== active && sessionAccountsOn(session, requested).length > 0) {
      provider.setDefaultChain(requested);
      active = activeChainOf(provider, namespace) ?? requested;
    }
    if (active === undefined || sessionAccountsOn(session, active).length === 0) {
      active = sessionChains(session).find((chain) => chain.startsWith(`${namespace}:`) && sessionAccountsOn(session, chain).length > 0);
    }
    if (active === undefined) throw walletportError('CONNECT_FAILED', [], { details: 'The wallet approved no account' });
    return { accounts: sessionAccountsOn(session, active), caipNetworkId: active, session };
  }

  // The provider

  /** The universal provider, created (and the stored session restored) on first use. */
  #provider(): Promise<Provider> {
    if (!this.#providerPromise) {
      const created = this.#createProvider();
      this.#providerPromise = created;
      // A failed start is not cached: the next use tries again (the relay may be back).
      created.catch(() => {
        if (this.#providerPromise === created) this.#providerPromise = undefined;
      });
    }
    return this.#providerPromise;
  }

  async #createProvider(): Promise<Provider> {
    const options = this.#options;
    try {
      const module = await import('@walletconnect/universal-provider');
      const UniversalProvider = module.UniversalProvider ?? module.default;
      const provider = await UniversalProvider.init({
        projectId: options.projectId,
        logger: options.logLevel ?? 'error',
        ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
        ...(options.metadata === undefined ? {} : { metadata: { ...options.metadata, icons: [...options.metadata.icons] } }),
        ...(options.storage === undefined ? {} : { storage: options.storage as never }),
        ...(options.customStoragePrefix === undefined ? {} : { customStoragePrefix: options.customStoragePrefix }),
        ...(options.telemetryEnabled === undefined ? {} : { telemetryEnabled: options.telemetryEnabled }),
      });
      // Before the client serves a request: it would open a planted deep link on each one.
      await sanitizeDeepLinkChoice({ local: pageLocalStorage(), client: provider.client.core.storage });
      this.#detachProvider?.();
      this.#detachProvider = this.#attach(provider);
      return provider;
    } catch (error) {
      throw walletportError('SIGN_CLIENT_NOT_INITIALIZED', [], { cause: error });
    }
  }

  #requester(provider: Provider): SessionRequester {
    return {
      hasSession: () => provider.session !== undefined,
      activeChain: (namespace) => activeChainOf(provider, namespace),
      request: (args, caipNetworkId) =>
        provider.request({ method: args.method, ...(args.params === undefined ? {} : { params: args.params }) }, caipNetworkId),
    };
  }

  /** Follows the provider's and the Sign client's events; returns the function that stops following them. */
  #attach(provider: Provider): () => void {
    const detachers: (() => void)[] = [];
    const onProvider = (event: string, handler: (payload: unknown) => void) => {
      provider.on(event, handler);
      detachers.push(() => provider.removeListener(event, handler));
    };
    const onClient = (event: 'session_event' | 'session_expire', handler: (payload: unknown) => void) => {
      provider.client.on(event, handler);
      detachers.push(() => provider.client.off(event, handler));
    };

    onProvider('display_uri', (uri) => {
      // Only the connect in progress has a URI to show; one that arrives after it was abandoned is dropped.
      const waiting = this.#attempt !== undefined && !this.#attempt.isAbandoned();
      if (waiting && typeof uri === 'string' && uri.startsWith('wc:')) this.#emit({ type: 'display_uri', uri });
    });
    onProvider('session_update', () => {
      const session = provider.session && this.#parseOrUndefined(provider.session);
      if (!session) return;
      // The wallet approved these accounts: the record a reload checks the session against takes them too.
      const record = recordAfterUpdate(provider.namespaces, session.namespaces);
      provider.namespaces = record as typeof provider.namespaces;
      void this.#persist(provider, 'namespaces', record, 'the approved WalletConnect namespaces');
      this.#emit({ type: 'session_update', session });
    });
    onProvider('session_delete', (payload) => {
      const topic = (payload as { topic?: unknown } | undefined)?.topic;
      this.#emit({ type: 'session_delete', topic: typeof topic === 'string' ? topic : '' });
    });
    // Every change of the active chain (the wallet's chainChanged, a local or remote switch) passes here.
    onProvider('default_chain_changed', (payload) => {
      const { currentCaipChainId: current, previousCaipChainId: previous } = (payload ?? {}) as Record<string, unknown>;
      if (typeof current !== 'string' || !isCaipNetworkId(current) || current === previous) return;
      this.#emit({ type: 'chainChanged', caipNetworkId: current });
      const session = provider.session && this.#parseOrUndefined(provider.session);
      const accounts = session ? sessionAccountsOn(session, current) : [];
      if (accounts.length > 0) this.#emit({ type: 'accountsChanged', accounts, caipNetworkId: current });
    });
    onClient('session_event', (payload) => {
      const { topic, params } = (payload ?? {}) as { topic?: unknown; params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } };
      const name = params?.event?.name;
      if (topic !== provider.session?.topic || (name !== 'accountsChanged' && name !== BIP122_ADDRESSES_CHANGED)) return;
      const chain = typeof params?.chainId === 'string' && isCaipNetworkId(params.chainId) ? params.chainId : undefined;
      // A Bitcoin wallet announces its new account as bip122_addressesChanged: its payment addresses are the accounts.
      const accounts = name === BIP122_ADDRESSES_CHANGED ? bip122PaymentAddresses(params?.event?.data) : walletAccounts(params?.event?.data, chain);
      if (accounts) this.#emit({ type: 'accountsChanged', accounts, ...(chain === undefined ? {} : { caipNetworkId: chain }) });
      else this.#options.logger?.warn('Ignored an accountsChanged event the wallet sent with invalid accounts');
    });
    onClient('session_expire', (payload) => {
      const topic = (payload as { topic?: unknown } | undefined)?.topic;
      if (typeof topic === 'string' && topic === provider.session?.topic) this.#emit({ type: 'session_delete', topic });
    });
    return () => {
      for (const detach of detachers) detach();
    };
  }

  // Sessions

  /** True for a session from an earlier page whose chains are stale (checked once per session). */
  #isRestoredStale(provider: Provider, session: WalletConnectSession): boolean {
    if (this.#checkedTopics.has(session.topic)) return false;
    const requested = Object.values(provider.optionalNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []);
    const stale = isSessionStale({
      configuredChains: this.#configuredChains,
      requestedChains: requested,
      approvedChains: sessionChains(session),
    });
    if (!stale) this.#checkedTopics.add(session.topic);
    return stale;
  }

  #parseOrUndefined(raw: unknown): WalletConnectSession | undefined {
    try {
      return parseWalletConnectSession(raw);
    } catch (error) {
      this.#options.logger?.warn('Ignored a WalletConnect session that is not valid', error);
      return undefined;
    }
  }

  /**
   * The provider's connect stores the proposal (with each chain's rpcMap) beside the session, and the next
   * page's provider reads it back; its authenticate does not, so after a reload reads would go to the
   * library's public RPC host and the stale check would not know what was proposed. Stored here with the
   * provider's own `persist` (private in its types, the same call its connect makes).
   */
  async #persistProposal(provider: Provider): Promise<void> {
    await this.#persist(provider, 'optionalNamespaces', provider.optionalNamespaces, 'the WalletConnect proposal');
  }

  /** Stores `value` under the provider's `key` for the current session (its own `persist`); failures are logged. */
  async #persist(provider: Provider, key: 'namespaces' | 'optionalNamespaces', value: unknown, what: string): Promise<void> {
    const persist = (provider as unknown as { persist?: unknown }).persist;
    if (typeof persist !== 'function') return;
    try {
      await (persist as (key: string, value: unknown) => Promise<void>).call(provider, key, value);
    } catch (error) {
      this.#options.logger?.warn(`Could not store ${what} beside the session`, error);
    }
  }

  /**
   * False (and logged) when a session from an earlier page holds an account the provider's record of
   * approvals does not. Called before #isRestoredStale, which marks the sessions it passes as checked.
   */
  #matchesRecord(provider: Provider, session: WalletConnectSession): boolean {
    if (this.#checkedTopics.has(session.topic)) return true;
    const unapproved = unapprovedAccounts({ sessionNamespaces: session.namespaces, record: provider.namespaces });
    if (unapproved.length === 0) return true;
    this.#options.logger?.warn(`Dropped a stored WalletConnect session holding accounts the wallet never approved: ${unapproved.join(', ')}`);
    return false;
  }

  /**
   * Subscribes to the session topic again when the relayer does not know it (its subscription store was lost
   * or damaged): without it the wallet's answers never reach the page. Not awaited: the relay may be down,
   * and the relayer subscribes again by itself once it reconnects.
   */
  #ensureSubscribed(provider: Provider, topic: string): void {
    // Not isKnownTopic: it also counts the topics read back from the (possibly damaged) store.
    void Promise.resolve()
      .then(async () => {
        const relayer = provider.client.core.relayer;
        if (!(await relayer.subscriber.isSubscribed(topic))) await relayer.subscribe(topic);
      })
      .catch((error: unknown) => this.#options.logger?.warn('Could not subscribe to the restored WalletConnect session', error));
  }

  /** Ends the provider's session; a failure (the relay unreachable, the session already gone) is only logged. */
  async #disconnectQuietly(provider: Provider): Promise<void> {
    try {
      if (provider.session) await provider.disconnect();
    } catch (error) {
      this.#options.logger?.warn('Could not end the WalletConnect session', error);
    }
  }

  /** Ends the session `topic`, which may or may not be the provider's current one. */
  async #disconnectTopic(provider: Provider, topic: string): Promise<void> {
    if (provider.session?.topic === topic) {
      await this.#disconnectQuietly(provider);
      return;
    }
    try {
      await provider.client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    } catch (error) {
      this.#options.logger?.warn('Could not end an abandoned WalletConnect session', error);
    }
  }

  #emit(event: WalletConnectEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One failing listener must neither stop the others nor throw into the library's emitter.
        this.#options.logger?.error('A WalletConnect event listener failed', error);
      }
    }
  }
}

function newAttempt(): Attempt {
  let abandonedWith: Error | undefined;
  let reject!: (error: unknown) => void;
  const abandoned = new Promise<never>((_resolve, onReject) => {
    reject = onReject;
  });
  abandoned.catch(() => undefined);
  return {
    abandoned,
    abandon(details) {
      if (abandonedWith) return;
      abandonedWith = abandonedError(details);
      reject(abandonedWith);
    },
    isAbandoned: () => abandonedWith !== undefined,
  };
}

function abandonedError(details: string) {
  return walletportError('MODAL_CLOSED', [], { details });
}

/** The session's active chain on `namespace` as the provider tracks it (CAIP-2), if it holds that namespace. */
function activeChainOf(provider: Provider, namespace: string): string | undefined {
  try {
    const reference = provider.rpcProviders[namespace]?.getDefaultChain();
    const chain = reference === undefined ? undefined : `${namespace}:${reference}`;
    return chain !== undefined && isCaipNetworkId(chain) ? chain : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The addresses of a wallet's accountsChanged payload: plain addresses or CAIP-10 ids (those on another chain
 * than `chain` are left out). Undefined when the payload is not a list of strings.
 */
function walletAccounts(data: unknown, chain: string | undefined): string[] | undefined {
  if (!Array.isArray(data) || !data.every((item) => typeof item === 'string')) return undefined;
  const addresses: string[] = [];
  for (const item of data as string[]) {
    const parts = item.split(':');
    if (parts.length === 3) {
      if (chain === undefined || `${parts[0]}:${parts[1]}` === chain) addresses.push(parts[2] ?? '');
    } else if (parts.length === 1 && item !== '') {
      addresses.push(item);
    } else {
      return undefined;
    }
  }
  return [...new Set(addresses)];
}

function union(first: readonly string[] | undefined, second: readonly string[] | undefined): string[] {
  return [...new Set([...(first ?? []), ...(second ?? [])])];
}

function messageOf(error: unknown): string {
  if (isWalletportError(error)) return `${error.shortMessage} ${error.details ?? ''}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);
}

function pageLocalStorage(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined;
  }
}
