/**
 * The wallet connection, per chain namespace.
 *
 * Status per namespace: 'connecting' while a wallet prompt or a reconnect runs; 'connected' once the
 * account synced; 'disconnected' on a failed sync, a disconnect (ours or the wallet's) or an empty account
 * list. A namespace may hold several connections (the user added another wallet); its active one is the
 * 'connected' connector, the others are 'active', any other connector is 'disconnected' for it.
 *
 * This class is the facade the views, the other use cases and the container use; each job has its module:
 * - connection.store.ts: the state, the per-namespace generations, the held connections, storage sync;
 * - connect.ts: `connect` and `cancelConnect` (one prompt at a time, abandoned with 'Modal closed');
 * - connectOrReuse.ts: reuse a connected or held connection without a prompt;
 * - reconnect.ts: `start` / `reconnect` restore stored sessions (RECONNECT_TIMEOUT_MS);
 * - disconnect.ts: `disconnect` (DISCONNECT_TIMEOUT_MS) and resetSessionData.ts, what goes with it;
 * - switchConnection.ts, disconnectConnection.ts: several wallets in one namespace (switch, end one);
 * - followWalletEvents.ts: accountsChanged, chainChanged (re-emitted on `chainChanged$`) and disconnect.
 */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { StatefulUseCase } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import { ConnectCommand, type ConnectParameters } from './connect.js';
import { trackWith, type ConnectionContext } from './connection.context.js';
import { ConnectionStore, initialConnectionState } from './connection.store.js';
import type { StoredConnection } from './connection.storage.js';
import type { ConnectionState, NamespaceConnection } from './connection.types.js';
import type { ConnectorConnectionStatus } from './connectionAction.js';
import { connectOrReuse } from './connectOrReuse.js';
import { ConnectorDirectory, type ConnectionConnectors } from './connectorDirectory.js';
import { disconnect } from './disconnect.js';
import { disconnectConnection, onHeldWalletGone, type DisconnectConnectionParameters } from './disconnectConnection.js';
import { WalletEventsFollower, type ChainChangedEvent } from './followWalletEvents.js';
import { Reconnector } from './reconnect.js';
import { resetSessionData } from './resetSessionData.js';
import { switchConnection, type SwitchConnectionParameters } from './switchConnection.js';

export { RECONNECT_TIMEOUT_MS } from './reconnect.js';
export { DISCONNECT_TIMEOUT_MS } from './disconnect.js';
export type { ConnectParameters } from './connect.js';
export type { ChainChangedEvent } from './followWalletEvents.js';
export type { ConnectionConnectors } from './connectorDirectory.js';
export type { ConnectorConnectionStatus } from './connectionAction.js';
export type { ConnectMethod } from './walletIdentity.js';
export type { SwitchConnectionParameters } from './switchConnection.js';
export type { DisconnectConnectionParameters } from './disconnectConnection.js';

export type ConnectionUseCaseDependencies = {
  connectors: ConnectionConnectors;
  storage: KeyValueStorage;
  scheduler: Pick<Scheduler, 'schedule'>;
  logger: Logger;
  events: TrackEvents;
  /** The namespaces the page configured; connections on others are refused. */
  namespaces: readonly ChainNamespace[];
  /** The network a connect asks the wallet for when the caller names none (only on its own namespace). */
  defaultCaipNetworkId?: string | undefined;
  /** The WalletConnect pairing (uri, expiry, deep-link choice); reset on disconnect. */
  pairing?: { reset(): void } | undefined;
  /** Sign-in sessions; cleared per namespace on disconnect. */
  sessions?: { clear(namespace: ChainNamespace): unknown } | undefined;
  /**
   * Wraps the provider getProvider hands out (the transaction follower: balances reload after a transaction
   * sent through it); the same wrapper for the same provider. `network` reads the namespace's network now.
   */
  providerFor?: ((provider: Eip1193Provider, network: () => string | undefined) => Eip1193Provider) | undefined;
};

export class ConnectionUseCase extends StatefulUseCase<ConnectionState> {
  /** The wallet switched network by itself (not emitted for the network a connect lands on). */
  readonly chainChanged$: Observable<ChainChangedEvent>;
  readonly #context: ConnectionContext;
  readonly #connect: ConnectCommand;
  readonly #reconnector: Reconnector;
  readonly #providerFor: ConnectionUseCaseDependencies['providerFor'];

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
    providerFor,
  }: ConnectionUseCaseDependencies) {
    const configured = [...new Set(namespaces)];
    super(initialConnectionState(configured));
    const directory = new ConnectorDirectory(connectors);
    const store = new ConnectionStore({
      state: { read: () => this.snapshot, update: (change) => this.setState(change), isDisposed: () => this.isDisposed },
      storage,
      namespaces: configured,
      walletOf: (connectorId) => directory.walletOf(connectorId),
    });
    const reset = (targets: readonly ChainNamespace[]) => resetSessionData({ store, logger, pairing, sessions }, targets);
    const walletEvents = new WalletEventsFollower({
      store,
      logger,
      resetSessionData: reset,
      // The context is complete by the time a wallet sends anything.
      onHeldWalletGone: (namespace, connectorId) =>
        void onHeldWalletGone(this.#context, { namespace, connectorId }).catch((error: unknown) =>
          logger.warn(`Could not take up another ${namespace} connection`, error),
        ),
    });
    this.#context = {
      store,
      connectors: directory,
      walletEvents,
      scheduler,
      logger,
      track: trackWith(events, logger),
      resetSessionData: reset,
    };
    // Both let go of a namespace another operation claims, in this order: the connect in progress first (it
    // puts the namespace back as it was), then the reconnect.
    this.#connect = new ConnectCommand(this.#context, defaultCaipNetworkId);
    this.#reconnector = new Reconnector(this.#context);
    this.chainChanged$ = walletEvents.chainChanged$;
    this.#providerFor = providerFor;
  }

  /**
   * Reads the stored state, follows the connectors (a late announcement resumes a waiting reconnect) and
   * reconnects stored sessions. Call it once the connectors use case has started. Idempotent.
   */
  start(): Promise<void> {
    this.#context.store.hydrate();
    if (!this.isDisposed) this.#context.connectors.follow(() => this.#reconnector.onConnectorsChanged());
    return this.reconnect();
  }

  /** Restores each namespace's stored session without a prompt; resolves once every namespace settled. */
  reconnect(): Promise<void> {
    return this.#reconnector.reconnect();
  }

  /** Prompts the wallet behind `connectorId` (connect.ts says what success and failure do). */
  connect(parameters: ConnectParameters): Promise<NamespaceConnection> {
    return this.#connect.connect(parameters);
  }

  /** Abandons the connect in progress (the modal closed): it rejects with 'Modal closed'. */
  cancelConnect(): void {
    this.#connect.abandon('The connection attempt was cancelled');
  }

  /** 'connected' for the namespace's active connector, 'active' for another held connection, else 'disconnected'. */
  connectorStatus(connectorId: string, namespace: ChainNamespace): ConnectorConnectionStatus {
    return this.#context.store.connectorStatus(connectorId, namespace);
  }

  /**
   * Reuses a connected or active connection without a prompt and connects a disconnected one; throws
   * 'Invalid connection status' for any other status.
   */
  connectOrReuse(connectorId: string, parameters: Omit<ConnectParameters, 'connectorId'> = {}): Promise<NamespaceConnection> {
    return connectOrReuse(this.#context, (connect) => this.connect(connect), connectorId, parameters);
  }

  /**
   * Makes another connection the namespace holds the one in use, without a prompt (switchConnection.ts);
   * the one in use stays held.
   */
  switchConnection(parameters: SwitchConnectionParameters): Promise<NamespaceConnection> {
    this.#context.store.hydrate();
    return switchConnection(this.#context, (connectorId) => this.connectOrReuse(connectorId), parameters);
  }

  /** Ends one connection the namespace holds; the others stay (disconnectConnection.ts). */
  disconnectConnection(parameters: DisconnectConnectionParameters): Promise<void> {
    return disconnectConnection(this.#context, parameters);
  }

  /** Disconnects one namespace, or every configured namespace when none is given. */
  disconnect(namespace?: ChainNamespace): Promise<void> {
    return disconnect(this.#context, namespace);
  }

  /** The connected wallet's EIP-1193 provider on `namespace`, or undefined when it is not connected. */
  async getProvider(namespace: ChainNamespace): Promise<Eip1193Provider | undefined> {
    const connection = this.#context.store.connection(namespace);
    if (connection.status !== 'connected' || connection.connectorId === undefined) return undefined;
    const provider = await this.#context.connectors.require(connection.connectorId).getProvider();
    const { store } = this.#context;
    return this.#providerFor ? this.#providerFor(provider, () => store.connection(namespace).caipNetworkId) : provider;
  }

  /** Every connection `namespace` holds (the active one first after a connect), for the wallets list. */
  getConnections(namespace: ChainNamespace): readonly StoredConnection[] {
    this.#context.store.hydrate();
    return this.#context.store.connections(namespace);
  }

  /** Shows another namespace in the modal (SwitchActiveChain); remembered across reloads. */
  setActiveNamespace(namespace: ChainNamespace): void {
    this.#context.store.setActiveNamespace(this.#context.store.requireNamespace(namespace));
  }

  /** Abandons a connect in progress, cancels timers, stops following wallets and completes the streams. */
  override dispose(): void {
    // Before the base class stops taking changes, so the abandoned namespace shows what it showed before.
    if (!this.isDisposed) this.#connect.abandon('The connection use case was disposed');
    super.dispose();
  }

  protected override onDispose(): void {
    this.#reconnector.dispose();
    this.#context.walletEvents.dispose();
    this.#context.connectors.dispose();
  }
}
