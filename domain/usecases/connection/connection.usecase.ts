/**
 * The wallet connection, per chain namespace (SPEC.md section 4).
 *
 * Status per namespace: 'connecting' while a wallet prompt or a reconnect runs; 'connected' once the
 * account synced; 'disconnected' on a failed sync, a disconnect (ours or the wallet's) or an empty account
 * list. A namespace may hold several connections (the user added another wallet); its active one is the
 * 'connected' connector, the others are 'active', any other connector is 'disconnected' for it.
 *
 * Commands:
 * - `connect` prompts the wallet. Success stores the session (see connection.storage.ts for the keys) and
 *   reports CONNECT_SUCCESS; failure restores the namespace as it was (nothing half-finished is stored),
 *   reports CONNECT_ERROR and throws 'Connection rejected' (the user declined) or 'Failed to connect'.
 *   A wallet prompt has no time limit (the user may take their time); `cancelConnect` (the modal closed)
 *   or a newer connection attempt abandons it with 'Modal closed'.
 * - `connectOrReuse` reuses a connected or active connection without a prompt, connects a disconnected one.
 * - `disconnect` runs per namespace, then clears the account, the stored session, the pairing state and the
 *   stored social login, and remembers the connector as disconnected so a reload does not reconnect it.
 * - `reconnect` (run by `start`) restores stored sessions without a prompt; see RECONNECT_TIMEOUT_MS.
 *
 * The wallet's own events are followed: accountsChanged, chainChanged (re-emitted on `chainChanged$`) and
 * disconnect. Every asynchronous step is tagged with the namespace's generation, so an answer that arrives
 * after a newer operation took the namespace over is ignored.
 */
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { CancelTimer, Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { ConnectorEvent, Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { isCaipNetworkId } from '../../entities/caip/caipNetworkId.js';
import { RETRY_INTERVAL_MS, SIGN_OUT_TIMEOUT_MS } from '../../entities/constants.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc-errors.js';
import { StateStore } from '../shared/state-store.js';
import { addRecentWallet } from './addRecentWallet.js';
import {
  buildNamespaceConnection,
  disconnectedConnection,
  sameConnection,
} from './buildNamespaceConnection.js';
import { connectionAction, type ConnectorConnectionStatus } from './connectionAction.js';
import { ConnectionStorage, type StoredConnection } from './connection.storage.js';
import type { ConnectionState, ConnectorsState, NamespaceConnection, RecentWallet } from './connection.types.js';
import { toConnectError } from './toConnectError.js';
import { walletIdentity, type ConnectMethod, type WalletIdentity } from './walletIdentity.js';

/**
 * How long a reconnect may stay 'connecting' before it gives up and shows 'disconnected'. It covers both a
 * stored connector that has not announced itself yet and a wallet that does not answer. Browser wallets
 * announce within moments of the page loading (EIP-6963 answers the request event synchronously; a slow
 * extension injects within a second or two), so three retry intervals (3 s) leaves room for a slow machine
 * without leaving the account button spinning. Giving up keeps the stored session: a connector that
 * announces later in the session is still reconnected, and so is the next page load.
 */
export const RECONNECT_TIMEOUT_MS = 3 * RETRY_INTERVAL_MS;

/**
 * How long a disconnect waits for the wallet to confirm (SPEC.md section 8: "Disconnect waits at most 3 s
 * for sign-out"); after that the local state is cleared anyway, so a silent wallet cannot keep the user
 * connected.
 */
export const DISCONNECT_TIMEOUT_MS = SIGN_OUT_TIMEOUT_MS;

/** The event bus, narrowed to what this use case sends (EventsUseCase fits). */
export type ConnectionEvents = {
  emit(event: {
    type: 'track';
    event: string;
    properties?: Record<string, unknown> | undefined;
    address?: string | undefined;
  }): unknown;
};

/** The connectors use case, narrowed to what this use case needs. */
export type ConnectionConnectors = {
  getConnector(id: string): WalletConnector | undefined;
  readonly state$: Observable<ConnectorsState>;
};

export type ConnectionUseCaseDependencies = {
  connectors: ConnectionConnectors;
  storage: KeyValueStorage;
  scheduler: Pick<Scheduler, 'schedule'>;
  logger: Logger;
  events: ConnectionEvents;
  /** The namespaces the page configured; connections on others are refused. */
  namespaces: readonly ChainNamespace[];
  /** The network a connect asks the wallet for when the caller names none (only on its own namespace). */
  defaultCaipNetworkId?: string | undefined;
  /** The WalletConnect pairing (uri, expiry, deep link); reset on disconnect. */
  pairing?: { reset(): void } | undefined;
  /** Sign-in sessions; cleared per namespace on disconnect. */
  sessions?: { clear(namespace: ChainNamespace): unknown } | undefined;
};

export type ConnectParameters = {
  connectorId: string;
  /** The network to ask the wallet for; defaults to `defaultCaipNetworkId` when on the same namespace. */
  caipNetworkId?: string | undefined;
  /** Defaults by connector type: WalletConnect 'qrcode', auth 'email', others 'browser'. */
  method?: ConnectMethod | undefined;
  /**
   * The catalogue wallet the user picked (WalletConnect reaches many wallets through one connector): it is
   * what the recent list, the stored wallet id and name, and CONNECT_SUCCESS name. Browser wallets default
   * to their connector; WalletConnect and email/social connections are not recorded as recent without it.
   */
  wallet?: RecentWallet | undefined;
};

export type ChainChangedEvent = { namespace: ChainNamespace; connectorId: string; caipNetworkId: string };

export type { ConnectorConnectionStatus } from './connectionAction.js';
export type { ConnectMethod } from './walletIdentity.js';

type Attempt = {
  namespace: ChainNamespace;
  previous: NamespaceConnection;
  abandon: (error: WalletportError) => void;
  abandonedWith: WalletportError | undefined;
};

type PendingReconnect = { connectorId: string; token: number; cancelTimer: CancelTimer; settle: () => void };

type ActivateKind = 'connect' | 'reuse' | 'reconnect';

const SUPERSEDED = 'Another connection operation replaced this one';

export class ConnectionUseCase {
  readonly #connectors: ConnectionConnectors;
  readonly #storage: ConnectionStorage;
  readonly #scheduler: Pick<Scheduler, 'schedule'>;
  readonly #logger: Logger;
  readonly #events: ConnectionEvents;
  readonly #namespaces: readonly ChainNamespace[];
  readonly #defaultCaipNetworkId: string | undefined;
  readonly #pairing: ConnectionUseCaseDependencies['pairing'];
  readonly #sessions: ConnectionUseCaseDependencies['sessions'];
  readonly #store: StateStore<ConnectionState>;
  readonly #chainChanged = new Subject<ChainChangedEvent>();

  /** Every connection each namespace holds, the active one included, as stored. */
  readonly #connections = new Map<ChainNamespace, StoredConnection[]>();
  /** Bumped by every operation that takes a namespace over; older asynchronous answers are then ignored. */
  readonly #generations = new Map<ChainNamespace, number>();
  readonly #walletEvents = new Map<ChainNamespace, () => void>();
  readonly #reconnects = new Map<ChainNamespace, PendingReconnect>();
  /** Stored connectors a reconnect is waiting for (or gave up on); their late announcement reconnects. */
  readonly #awaitedConnectors = new Map<ChainNamespace, string>();
  #attempt: Attempt | undefined;
  #latestConnectors: readonly Connector[] = [];
  #connectorsSubscription: Subscription | undefined;
  #hydrated = false;
  #disposed = false;

  readonly state$: Observable<ConnectionState>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => ConnectionState;
  /** The wallet switched network by itself (not emitted for the network a connect lands on). */
  readonly chainChanged$: Observable<ChainChangedEvent>;

  constructor({
    connectors,
    storage,
    scheduler,
    logger,
    events,
    namespaces,
    defaultCaipNetworkId,
    pairing,
    sessions,
  }: ConnectionUseCaseDependencies) {
    this.#connectors = connectors;
    this.#storage = new ConnectionStorage(storage);
    this.#scheduler = scheduler;
    this.#logger = logger;
    this.#events = events;
    this.#namespaces = [...new Set(namespaces)];
    this.#defaultCaipNetworkId = defaultCaipNetworkId;
    this.#pairing = pairing;
    this.#sessions = sessions;
    this.#store = new StateStore<ConnectionState>({
      activeNamespace: this.#namespaces[0],
      namespaces: Object.fromEntries(this.#namespaces.map((namespace) => [namespace, disconnectedConnection(namespace)])),
      connectingConnectorId: undefined,
      recentWallets: [],
    });
    this.state$ = this.#store.state$;
    this.subscribe = this.#store.subscribe;
    this.getSnapshot = this.#store.getSnapshot;
    this.chainChanged$ = this.#chainChanged.asObservable();
  }

  get snapshot(): ConnectionState {
    return this.#store.snapshot;
  }

  /**
   * Reads the stored state, follows the connectors (a late announcement resumes a waiting reconnect) and
   * reconnects stored sessions. Call it once the connectors use case has started. Idempotent.
   */
  start(): Promise<void> {
    this.#hydrate();
    if (!this.#connectorsSubscription && !this.#disposed) {
      this.#connectorsSubscription = this.#connectors.state$.subscribe((state) => this.#onConnectorsChanged(state));
    }
    return this.reconnect();
  }

  /**
   * Restores each namespace's stored session without a prompt (unless the user disconnected it): the
   * namespace is 'connecting' until the wallet hands out its accounts ('connected') or not ('disconnected',
   * and the stored session is removed). Resolves once every namespace settled.
   */
  async reconnect(): Promise<void> {
    this.#hydrate();
    await Promise.all(this.#namespaces.map((namespace) => this.#reconnectNamespace(namespace)));
  }

  /** Prompts the wallet behind `connectorId`; see the file comment for what success and failure do. */
  async connect({ connectorId, caipNetworkId, method, wallet }: ConnectParameters): Promise<NamespaceConnection> {
    this.#hydrate();
    const connector = this.#requireConnector(connectorId);
    const namespace = this.#requireNamespace(connector.info.chain);

    this.#abandonAttempt(SUPERSEDED);
    this.#claim(namespace);
    const current = this.#connection(namespace);
    const previous = current.status === 'connecting' ? disconnectedConnection(namespace) : current;
    const abandoned = deferred<never>();
    const attempt: Attempt = { namespace, previous, abandon: abandoned.reject, abandonedWith: undefined };
    this.#attempt = attempt;
    this.#setConnection(namespace, { ...previous, status: 'connecting' });
    this.#store.update({ connectingConnectorId: connectorId });

    const requested = caipNetworkId ?? this.#defaultNetworkOf(namespace);
    let connection: NamespaceConnection;
    try {
      const result = await Promise.race([
        Promise.resolve().then(() => connector.connect(requested === undefined ? undefined : { caipNetworkId: requested })),
        abandoned.promise,
      ]);
      if (attempt.abandonedWith) throw attempt.abandonedWith;
      connection = buildNamespaceConnection({
        namespace,
        connectorId,
        accounts: result.accounts,
        caipNetworkId: result.caipNetworkId,
      });
    } catch (error) {
      if (attempt.abandonedWith) throw attempt.abandonedWith;
      this.#attempt = undefined;
      this.#setConnection(namespace, previous);
      this.#store.update({ connectingConnectorId: undefined });
      const typed = toConnectError(error);
      this.#track('CONNECT_ERROR', { message: typed.details ?? typed.shortMessage });
      throw typed;
    }

    this.#attempt = undefined;
    this.#store.update({ connectingConnectorId: undefined });
    const identity = this.#walletIdentity(connector, wallet);
    this.#activate(namespace, connector, connection, 'connect', identity);
    this.#track(
      'CONNECT_SUCCESS',
      {
        method: method ?? identity.method,
        name: identity.name,
        ...(identity.explorerId === undefined ? {} : { explorer_id: identity.explorerId }),
      },
      connection.address,
    );
    return connection;
  }

  /** Abandons the connect in progress (the modal closed): it rejects with 'Modal closed'. */
  cancelConnect(): void {
    this.#abandonAttempt('The connection attempt was cancelled');
  }

  /**
   * SPEC.md section 4, per connector: 'connected' for the namespace's active connector, 'active' for
   * another connection the namespace holds, 'disconnected' otherwise.
   */
  connectorStatus(connectorId: string, namespace: ChainNamespace): ConnectorConnectionStatus {
    this.#hydrate();
    const connection = this.#connection(namespace);
    if (connection.status === 'connected' && connection.connectorId === connectorId) return 'connected';
    if ((this.#connections.get(namespace) ?? []).some((entry) => entry.connectorId === connectorId)) return 'active';
    return 'disconnected';
  }

  /**
   * Reuses a connected or active connection without a prompt (an active one becomes the namespace's active
   * connection; if the wallet no longer hands out its accounts, it is connected again), and connects a
   * disconnected one. Throws 'Invalid connection status' for any other status.
   */
  async connectOrReuse(
    connectorId: string,
    parameters: Omit<ConnectParameters, 'connectorId'> = {},
  ): Promise<NamespaceConnection> {
    const connector = this.#requireConnector(connectorId);
    const namespace = this.#requireNamespace(connector.info.chain);
    const status = this.connectorStatus(connectorId, namespace);
    if (connectionAction(status) === 'connect') return this.connect({ ...parameters, connectorId });
    if (status === 'connected') return this.#connection(namespace);
    return this.#reuse(namespace, connector, parameters);
  }

  /** Disconnects one namespace, or every configured namespace when none is given. */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    this.#hydrate();
    const targets = namespace === undefined ? this.#namespaces : [this.#requireNamespace(namespace)];
    const outcomes = await Promise.all(targets.map((target) => this.#disconnectNamespace(target)));
    this.#resetSessionData(targets);
    const failure = outcomes.find((outcome) => outcome !== undefined);
    if (failure) {
      const error = walletportError('DISCONNECT_FAILED', [], { cause: parseWalletError(failure.error) });
      this.#track('DISCONNECT_ERROR', { message: error.details ?? error.shortMessage });
      throw error;
    }
    this.#track('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' });
  }

  /** The connected wallet's EIP-1193 provider on `namespace`, or undefined when it is not connected. */
  async getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined> {
    const connection = this.#connection(namespace);
    if (connection.status !== 'connected' || connection.connectorId === undefined) return undefined;
    return this.#requireConnector(connection.connectorId).getProvider();
  }

  /** Every connection `namespace` holds (the active one first after a connect), for the wallets list. */
  getConnections(namespace: ChainNamespace): readonly StoredConnection[] {
    this.#hydrate();
    return this.#connections.get(namespace) ?? [];
  }

  /** Shows another namespace in the modal (SwitchActiveChain); remembered across reloads. */
  setActiveNamespace(namespace: ChainNamespace): void {
    this.#requireNamespace(namespace);
    this.#store.update({ activeNamespace: namespace });
    this.#storage.writeActiveNamespace(namespace);
  }

  /** Abandons a connect in progress, cancels timers, stops following wallets and completes the streams. */
  dispose(): void {
    if (this.#disposed) return;
    this.#abandonAttempt('The connection use case was disposed');
    this.#disposed = true;
    for (const namespace of [...this.#reconnects.keys()]) this.#finishReconnect(namespace);
    for (const namespace of [...this.#walletEvents.keys()]) this.#unfollow(namespace);
    this.#connectorsSubscription?.unsubscribe();
    this.#connectorsSubscription = undefined;
    this.#chainChanged.complete();
    this.#store.dispose();
  }

  // Reconnect

  #reconnectNamespace(namespace: ChainNamespace): Promise<void> {
    if (this.#disposed || this.#connection(namespace).status !== 'disconnected') return Promise.resolve();
    const connectorId = this.#storage.readConnectedConnectorId(namespace);
    if (connectorId === undefined) return Promise.resolve();
    if (this.#storage.isDisconnected(namespace, connectorId)) {
      // The user disconnected it; a leftover id must not bring the session back.
      this.#storage.writeConnectedConnectorId(namespace, undefined);
      return Promise.resolve();
    }
    const token = this.#claim(namespace);
    this.#setConnection(namespace, { ...disconnectedConnection(namespace), status: 'connecting', connectorId });
    return new Promise<void>((settle) => {
      const cancelTimer = this.#scheduler.schedule(() => this.#giveUp(namespace, token), RECONNECT_TIMEOUT_MS);
      this.#reconnects.set(namespace, { connectorId, token, cancelTimer, settle });
      const connector = this.#connectors.getConnector(connectorId);
      if (connector) void this.#syncReconnect(namespace, connector, token);
      else this.#awaitedConnectors.set(namespace, connectorId);
    });
  }

  async #syncReconnect(namespace: ChainNamespace, connector: WalletConnector, token: number): Promise<void> {
    try {
      const accounts = await connector.getAccounts();
      if (!this.#isCurrent(namespace, token)) return;
      if (accounts.length === 0) {
        throw walletportError('CONNECT_FAILED', [], { details: 'The wallet hands out no accounts without a prompt' });
      }
      const caipNetworkId = await connector.getCaipNetworkId();
      if (!this.#isCurrent(namespace, token)) return;
      const connection = buildNamespaceConnection({ namespace, connectorId: connector.info.id, accounts, caipNetworkId });
      this.#finishReconnect(namespace);
      this.#activate(namespace, connector, connection, 'reconnect');
    } catch (error) {
      if (!this.#isCurrent(namespace, token)) return;
      this.#logger.warn(`Could not restore the ${namespace} connection with ${connector.info.id}`, error);
      this.#finishReconnect(namespace);
      this.#clearNamespace(namespace);
    }
  }

  #giveUp(namespace: ChainNamespace, token: number): void {
    if (!this.#isCurrent(namespace, token)) return;
    const pending = this.#reconnects.get(namespace);
    this.#finishReconnect(namespace);
    this.#bump(namespace);
    this.#logger.warn(
      `Gave up restoring the ${namespace} connection with ${pending?.connectorId ?? 'its connector'} after ${RECONNECT_TIMEOUT_MS} ms`,
    );
    // The stored session stays: the wallet may still announce itself, now or on the next page load.
    this.#setConnection(namespace, disconnectedConnection(namespace));
  }

  #finishReconnect(namespace: ChainNamespace): void {
    const pending = this.#reconnects.get(namespace);
    if (!pending) return;
    this.#reconnects.delete(namespace);
    pending.cancelTimer();
    pending.settle();
  }

  #onConnectorsChanged(state: ConnectorsState): void {
    this.#latestConnectors = state.connectors;
    for (const [namespace, connectorId] of [...this.#awaitedConnectors]) {
      const connector = this.#connectors.getConnector(connectorId);
      if (!connector) continue;
      this.#awaitedConnectors.delete(namespace);
      const pending = this.#reconnects.get(namespace);
      if (pending?.connectorId === connectorId) void this.#syncReconnect(namespace, connector, pending.token);
      else void this.#reconnectNamespace(namespace);
    }
  }

  // Reuse

  async #reuse(
    namespace: ChainNamespace,
    connector: WalletConnector,
    parameters: Omit<ConnectParameters, 'connectorId'>,
  ): Promise<NamespaceConnection> {
    const connectorId = connector.info.id;
    const token = this.#claim(namespace);
    let accounts: readonly string[];
    let caipNetworkId = '';
    try {
      accounts = await connector.getAccounts();
      if (accounts.length > 0) caipNetworkId = await connector.getCaipNetworkId();
    } catch (error) {
      this.#logger.debug(`The ${connectorId} connection could not be reused without a prompt`, error);
      accounts = [];
    }
    if (!this.#isCurrent(namespace, token)) throw walletportError('MODAL_CLOSED', [], { details: SUPERSEDED });
    if (accounts.length === 0) {
      // The wallet forgot this page: drop the stale connection and ask again.
      this.#storeConnections(namespace, (this.#connections.get(namespace) ?? []).filter((entry) => entry.connectorId !== connectorId));
      return this.connect({ ...parameters, connectorId });
    }
    let connection: NamespaceConnection;
    try {
      connection = buildNamespaceConnection({ namespace, connectorId, accounts, caipNetworkId });
    } catch (error) {
      // A reconnect this reuse took over must not leave the namespace 'connecting'.
      if (this.#connection(namespace).status === 'connecting') this.#setConnection(namespace, disconnectedConnection(namespace));
      throw walletportError('CONNECT_FAILED', [], { cause: error });
    }
    this.#activate(namespace, connector, connection, 'reuse', this.#walletIdentity(connector, parameters.wallet));
    return connection;
  }

  // Disconnect

  async #disconnectNamespace(namespace: ChainNamespace): Promise<{ error: unknown } | undefined> {
    const current = this.#connection(namespace);
    const connectorIds = [
      ...new Set(
        [
          current.connectorId,
          ...(this.#connections.get(namespace) ?? []).map((entry) => entry.connectorId),
          this.#storage.readConnectedConnectorId(namespace),
        ].filter((id): id is string => id !== undefined),
      ),
    ];
    const token = this.#claim(namespace);
    this.#unfollow(namespace);

    let failure: { error: unknown } | undefined;
    for (const connectorId of connectorIds) {
      const connector = this.#connectors.getConnector(connectorId);
      if (!connector) continue;
      failure ??= await this.#disconnectConnector(connector);
    }
    // A connect that started meanwhile owns the namespace now; it must not be cleared.
    if (!this.#isCurrent(namespace, token)) return failure;
    this.#clearNamespace(namespace);
    this.#storage.addDisconnectedConnectorIds(namespace, connectorIds);
    return failure;
  }

  /** The wallet's disconnect, bounded by DISCONNECT_TIMEOUT_MS (a silent wallet counts as done). */
  #disconnectConnector(connector: WalletConnector): Promise<{ error: unknown } | undefined> {
    return new Promise((resolve) => {
      const cancel = this.#scheduler.schedule(() => {
        this.#logger.warn(`${connector.info.id} did not confirm the disconnect within ${DISCONNECT_TIMEOUT_MS} ms`);
        resolve(undefined);
      }, DISCONNECT_TIMEOUT_MS);
      Promise.resolve()
        .then(() => connector.disconnect())
        .then(
          () => {
            cancel();
            resolve(undefined);
          },
          (error: unknown) => {
            cancel();
            resolve({ error });
          },
        );
    });
  }

  /** Pairing state, sign-in sessions and the stored social login go with a disconnect (SPEC.md section 4). */
  #resetSessionData(namespaces: readonly ChainNamespace[]): void {
    this.#storage.clearSocial();
    this.#storage.clearDeepLinkChoice();
    this.#safely('reset the pairing', () => this.#pairing?.reset());
    for (const namespace of namespaces) this.#safely(`clear the ${namespace} sessions`, () => this.#sessions?.clear(namespace));
  }

  // Wallet events

  #follow(namespace: ChainNamespace, connector: WalletConnector): void {
    this.#unfollow(namespace);
    const connectorId = connector.info.id;
    const unsubscribe = connector.subscribe((event) => this.#onWalletEvent(namespace, connectorId, event));
    this.#walletEvents.set(namespace, unsubscribe);
  }

  #unfollow(namespace: ChainNamespace): void {
    const unsubscribe = this.#walletEvents.get(namespace);
    this.#walletEvents.delete(namespace);
    unsubscribe?.();
  }

  #onWalletEvent(namespace: ChainNamespace, connectorId: string, event: ConnectorEvent): void {
    if (this.#disposed) return;
    const current = this.#connection(namespace);
    if (current.status !== 'connected' || current.connectorId !== connectorId) return;
    switch (event.type) {
      case 'accountsChanged':
        this.#onAccountsChanged(namespace, current, event.accounts);
        return;
      case 'chainChanged':
        this.#onChainChanged(namespace, current, event.caipNetworkId);
        return;
      case 'disconnect':
        this.#onWalletDisconnected(namespace);
        return;
      case 'displayUri':
        return;
    }
  }

  #onAccountsChanged(namespace: ChainNamespace, current: NamespaceConnection, accounts: readonly string[]): void {
    if (accounts.length === 0) {
      this.#onWalletDisconnected(namespace);
      return;
    }
    let next: NamespaceConnection;
    try {
      next = buildNamespaceConnection({
        namespace,
        connectorId: current.connectorId ?? '',
        accounts,
        caipNetworkId: current.caipNetworkId ?? '',
      });
    } catch (error) {
      this.#logger.warn(`Ignored an accountsChanged event the wallet sent with invalid accounts`, error);
      return;
    }
    this.#setConnection(namespace, next);
    this.#upsertConnection(namespace, next);
  }

  #onChainChanged(namespace: ChainNamespace, current: NamespaceConnection, caipNetworkId: string): void {
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) {
      this.#logger.warn(`Ignored a chainChanged event to ${String(caipNetworkId)} on ${namespace}`);
      return;
    }
    if (caipNetworkId === current.caipNetworkId || current.connectorId === undefined) return;
    this.#setConnection(namespace, {
      ...current,
      caipNetworkId,
      caipAddress: current.address === undefined ? undefined : `${caipNetworkId}:${current.address}`,
    });
    this.#chainChanged.next({ namespace, connectorId: current.connectorId, caipNetworkId });
  }

  /** The wallet ended the session (or locked with no account): cleared as a disconnect, without asking it. */
  #onWalletDisconnected(namespace: ChainNamespace): void {
    this.#claim(namespace);
    this.#unfollow(namespace);
    this.#clearNamespace(namespace);
    this.#resetSessionData([namespace]);
  }

  // State and storage

  #hydrate(): void {
    if (this.#hydrated) return;
    this.#hydrated = true;
    for (const namespace of this.#namespaces) {
      const disconnected = this.#storage.readDisconnectedConnectorIds(namespace);
      const connections = this.#storage
        .readConnections(namespace)
        .filter((entry) => !disconnected.includes(entry.connectorId));
      if (connections.length > 0) this.#connections.set(namespace, connections);
    }
    const activeNamespace = this.#storage.readActiveNamespace();
    this.#store.update({
      recentWallets: this.#storage.readRecentWallets(),
      ...(activeNamespace !== undefined && this.#namespaces.includes(activeNamespace) ? { activeNamespace } : {}),
    });
  }

  /** Makes `connection` the namespace's active connection: state, storage and the wallet's events. */
  #activate(
    namespace: ChainNamespace,
    connector: WalletConnector,
    connection: NamespaceConnection,
    kind: ActivateKind,
    identity?: WalletIdentity,
  ): void {
    const active = this.#store.snapshot.activeNamespace;
    const makeActive =
      kind !== 'reconnect' || active === undefined || active === namespace || this.#connection(active).status === 'disconnected';
    this.#setConnection(namespace, connection);
    this.#upsertConnection(namespace, connection);
    this.#storage.writeConnectedConnectorId(namespace, connection.connectorId);
    this.#storage.addConnectedNamespace(namespace);
    this.#storage.writeConnectionStatus('connected');
    if (makeActive) {
      this.#store.update({ activeNamespace: namespace });
      this.#storage.writeActiveNamespace(namespace);
    }
    if (identity) this.#storage.writeWallet({ id: identity.id, name: identity.name });
    if (kind === 'connect' && connection.connectorId !== undefined) {
      this.#storage.removeDisconnectedConnectorId(namespace, connection.connectorId);
      if (identity?.recent) {
        const recentWallets = addRecentWallet(this.#store.snapshot.recentWallets, identity.recent);
        this.#store.update({ recentWallets });
        this.#storage.writeRecentWallets(recentWallets);
      }
    }
    this.#follow(namespace, connector);
  }

  /** Back to 'disconnected', and the namespace's stored session removed. */
  #clearNamespace(namespace: ChainNamespace): void {
    this.#unfollow(namespace);
    this.#setConnection(namespace, disconnectedConnection(namespace));
    this.#storeConnections(namespace, []);
    this.#storage.writeConnectedConnectorId(namespace, undefined);
    this.#storage.removeConnectedNamespace(namespace);

    const connected = this.#namespaces.filter((entry) => this.#connection(entry).status === 'connected');
    if (connected.length === 0) {
      // A namespace still reconnecting decides the global keys when it settles.
      if (this.#namespaces.some((entry) => this.#connection(entry).status === 'connecting')) return;
      this.#storage.writeConnectionStatus('disconnected');
      this.#storage.writeWallet(undefined);
      return;
    }
    const active = this.#store.snapshot.activeNamespace;
    const [next] = connected;
    if (next === undefined || (active !== undefined && connected.includes(active))) return;
    this.#store.update({ activeNamespace: next });
    this.#storage.writeActiveNamespace(next);
    const connectorId = this.#connection(next).connectorId;
    const connector = connectorId === undefined ? undefined : this.#connectors.getConnector(connectorId);
    if (connector) {
      const identity = this.#walletIdentity(connector, undefined);
      this.#storage.writeWallet({ id: identity.id, name: identity.name });
    }
  }

  #upsertConnection(namespace: ChainNamespace, connection: NamespaceConnection): void {
    const connectorId = connection.connectorId;
    if (connectorId === undefined) return;
    const others = (this.#connections.get(namespace) ?? []).filter((entry) => entry.connectorId !== connectorId);
    this.#storeConnections(namespace, [{ connectorId, accounts: connection.allAccounts }, ...others]);
  }

  #storeConnections(namespace: ChainNamespace, connections: readonly StoredConnection[]): void {
    if (connections.length === 0) this.#connections.delete(namespace);
    else this.#connections.set(namespace, [...connections]);
    this.#storage.writeConnections(namespace, connections);
  }

  #connection(namespace: ChainNamespace): NamespaceConnection {
    return this.#store.snapshot.namespaces[namespace] ?? disconnectedConnection(namespace);
  }

  #setConnection(namespace: ChainNamespace, next: NamespaceConnection): void {
    if (this.#disposed) return;
    const { namespaces } = this.#store.snapshot;
    if (sameConnection(namespaces[namespace], next)) return;
    this.#store.update({ namespaces: { ...namespaces, [namespace]: next } });
  }

  // Ownership of a namespace

  /** Takes `namespace` over: abandons its connect and its reconnect; returns the new generation. */
  #claim(namespace: ChainNamespace): number {
    if (this.#attempt?.namespace === namespace) this.#abandonAttempt(SUPERSEDED);
    this.#finishReconnect(namespace);
    this.#awaitedConnectors.delete(namespace);
    return this.#bump(namespace);
  }

  #bump(namespace: ChainNamespace): number {
    const next = (this.#generations.get(namespace) ?? 0) + 1;
    this.#generations.set(namespace, next);
    return next;
  }

  #isCurrent(namespace: ChainNamespace, token: number): boolean {
    return !this.#disposed && this.#generations.get(namespace) === token;
  }

  #abandonAttempt(details: string): void {
    const attempt = this.#attempt;
    if (!attempt) return;
    this.#attempt = undefined;
    const error = walletportError('MODAL_CLOSED', [], { details });
    attempt.abandonedWith = error;
    this.#setConnection(attempt.namespace, attempt.previous);
    if (!this.#disposed) this.#store.update({ connectingConnectorId: undefined });
    attempt.abandon(error);
  }

  // Helpers

  #requireConnector(connectorId: string): WalletConnector {
    const connector = this.#connectors.getConnector(connectorId);
    if (!connector) throw walletportError('NO_CONNECTOR_FOR_CONNECTION', [connectorId]);
    return connector;
  }

  #requireNamespace(namespace: ChainNamespace): ChainNamespace {
    if (!this.#namespaces.includes(namespace)) throw walletportError('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN', [namespace]);
    return namespace;
  }

  #defaultNetworkOf(namespace: ChainNamespace): string | undefined {
    const network = this.#defaultCaipNetworkId;
    return network?.startsWith(`${namespace}:`) ? network : undefined;
  }

  /** The connector's description as the connectors use case publishes it (with its catalogue id). */
  #describe(connector: WalletConnector): Connector {
    return this.#latestConnectors.find((entry) => entry.id === connector.info.id) ?? connector.info;
  }

  #walletIdentity(connector: WalletConnector, wallet: RecentWallet | undefined): WalletIdentity {
    return walletIdentity(this.#describe(connector), wallet);
  }

  #track(event: string, properties: Record<string, unknown>, address?: string): void {
    this.#safely(`report ${event}`, () =>
      this.#events.emit({ type: 'track', event, properties, ...(address === undefined ? {} : { address }) }),
    );
  }

  /** Runs a side effect owned by someone else; its failure (thrown or rejected) is logged, never raised. */
  #safely(what: string, effect: () => unknown): void {
    const log = (error: unknown) => this.#logger.warn(`Could not ${what}`, error);
    try {
      const result = effect();
      if (result instanceof Promise) result.catch(log);
    } catch (error) {
      log(error);
    }
  }
}

function deferred<TValue>(): { promise: Promise<TValue>; reject: (error: unknown) => void } {
  let reject!: (error: unknown) => void;
  const promise = new Promise<TValue>((_resolve, onReject) => {
    reject = onReject;
  });
  // The race settles it; an abandon after the race is only read through `abandonedWith`.
  promise.catch(() => undefined);
  return { promise, reject };
}
