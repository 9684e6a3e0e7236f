/**
 * The connection's state and what must stay in step with it; every command works through this store.
 *
 * - State: each namespace's connection, the active namespace, the connecting connector and the recent
 *   wallets. The state itself lives in the use case (a StatefulUseCase); the store reads and merges it
 *   through `ConnectionStateAccess`, so the use case keeps one snapshot and one `state$`.
 * - Generations: every operation that takes a namespace over `claim`s it, which bumps the namespace's
 *   generation and tells the other commands to let go (the connect abandons its attempt, the reconnect
 *   stops waiting). An asynchronous step checks `isCurrent` with the generation it started with, so an
 *   answer that arrives after a newer operation took the namespace over is ignored.
 * - Stored connections: every connection each namespace holds (the active one and any other the user
 *   added), as written under `@appkit/connections`.
 * - Storage sync: `activate` and `clear` write the session keys (connection.storage.ts) together with the
 *   state, so storage never tells a reload something the state did not show.
 */
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { addRecentWallet } from './addRecentWallet.js';
import { disconnectedConnection, sameConnection } from './buildNamespaceConnection.js';
import type { ConnectorConnectionStatus } from './connectionAction.js';
import { ConnectionStorage, type StoredConnection } from './connection.storage.js';
import { heldConnections } from './heldConnections.js';
import type { ConnectionState, NamespaceConnection } from './connection.types.js';
import type { WalletIdentity } from './walletIdentity.js';

/** The use case's state as the store sees it (StatefulUseCase's snapshot, setState and isDisposed). */
export type ConnectionStateAccess = {
  read(): ConnectionState;
  update(change: Partial<ConnectionState>): void;
  isDisposed(): boolean;
};

/** How a connection became active: a reconnect does not take the active namespace from a connected one. */
export type ActivateKind = 'connect' | 'reuse' | 'reconnect';

export type ConnectionStoreDependencies = {
  state: ConnectionStateAccess;
  storage: KeyValueStorage;
  /** The configured namespaces, without repeats. */
  namespaces: readonly ChainNamespace[];
  /** The stored wallet id and name of a connector, for the namespace that becomes active after a clear. */
  walletOf: (connectorId: string) => { id: string; name: string } | undefined;
};

export function initialConnectionState(namespaces: readonly ChainNamespace[]): ConnectionState {
  return {
    activeNamespace: namespaces[0],
    namespaces: Object.fromEntries(namespaces.map((namespace) => [namespace, disconnectedConnection(namespace)])),
    connectingConnectorId: undefined,
    recentWallets: [],
  };
}

export class ConnectionStore {
  readonly namespaces: readonly ChainNamespace[];
  readonly #state: ConnectionStateAccess;
  readonly #storage: ConnectionStorage;
  readonly #walletOf: ConnectionStoreDependencies['walletOf'];
  readonly #connections = new Map<ChainNamespace, StoredConnection[]>();
  readonly #generations = new Map<ChainNamespace, number>();
  readonly #onClaim: ((namespace: ChainNamespace) => void)[] = [];
  #hydrated = false;

  constructor({ state, storage, namespaces, walletOf }: ConnectionStoreDependencies) {
    this.namespaces = namespaces;
    this.#state = state;
    this.#storage = new ConnectionStorage(storage);
    this.#walletOf = walletOf;
  }

  get snapshot(): ConnectionState {
    return this.#state.read();
  }

  get isDisposed(): boolean {
    return this.#state.isDisposed();
  }

  /** Reads the stored connections, recent wallets and active namespace, once (nothing is read before). */
  hydrate(): void {
    if (this.#hydrated) return;
    this.#hydrated = true;
    for (const namespace of this.namespaces) {
      const disconnected = this.#storage.readDisconnectedConnectorIds(namespace);
      const connections = this.#storage.readConnections(namespace).filter((entry) => !disconnected.includes(entry.connectorId));
      if (connections.length > 0) this.#connections.set(namespace, connections);
    }
    // The held connections show at once, 'active' until the reconnect makes the stored one 'connected'.
    for (const namespace of this.#connections.keys()) this.setConnection(namespace, this.connection(namespace));
    const activeNamespace = this.#storage.readActiveNamespace();
    this.#state.update({
      recentWallets: this.#storage.readRecentWallets(),
      ...(activeNamespace !== undefined && this.namespaces.includes(activeNamespace) ? { activeNamespace } : {}),
    });
  }

  // State

  connection(namespace: ChainNamespace): NamespaceConnection {
    return this.snapshot.namespaces[namespace] ?? disconnectedConnection(namespace);
  }

  /** Publishes `next` as the namespace's connection, with the connections it holds (heldConnections.ts). */
  setConnection(namespace: ChainNamespace, next: NamespaceConnection): void {
    const { namespaces } = this.snapshot;
    const published = { ...next, connections: heldConnections({ stored: this.connections(namespace), current: next }) };
    if (sameConnection(namespaces[namespace], published)) return;
    this.#state.update({ namespaces: { ...namespaces, [namespace]: published } });
  }

  setConnectingConnectorId(connectorId: string | undefined): void {
    this.#state.update({ connectingConnectorId: connectorId });
  }

  /** Per connector: 'connected' (the active one), 'active' (another one held), else 'disconnected'. */
  connectorStatus(connectorId: string, namespace: ChainNamespace): ConnectorConnectionStatus {
    this.hydrate();
    const connection = this.connection(namespace);
    if (connection.status === 'connected' && connection.connectorId === connectorId) return 'connected';
    if (this.connections(namespace).some((entry) => entry.connectorId === connectorId)) return 'active';
    return 'disconnected';
  }

  requireNamespace(namespace: ChainNamespace): ChainNamespace {
    if (!this.namespaces.includes(namespace)) throw walletportError('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN', [namespace]);
    return namespace;
  }

  setActiveNamespace(namespace: ChainNamespace): void {
    this.#state.update({ activeNamespace: namespace });
    this.#storage.writeActiveNamespace(namespace);
  }

  // Generations

  /** Runs `release(namespace)` whenever an operation takes a namespace over (before its generation bumps). */
  onClaim(release: (namespace: ChainNamespace) => void): void {
    this.#onClaim.push(release);
  }

  /** Takes `namespace` over: whatever else worked on it lets go; returns the new generation. */
  claim(namespace: ChainNamespace): number {
    for (const release of this.#onClaim) release(namespace);
    return this.bump(namespace);
  }

  /** A new generation without a takeover (a reconnect giving up): only its own late answers are ignored. */
  bump(namespace: ChainNamespace): number {
    const next = (this.#generations.get(namespace) ?? 0) + 1;
    this.#generations.set(namespace, next);
    return next;
  }

  isCurrent(namespace: ChainNamespace, generation: number): boolean {
    return !this.isDisposed && this.#generations.get(namespace) === generation;
  }

  // Stored connections

  /** Every connection `namespace` holds, the active one included (the latest connect first). */
  connections(namespace: ChainNamespace): readonly StoredConnection[] {
    return this.#connections.get(namespace) ?? [];
  }

  /** Forgets one held connection (the wallet no longer knows the page). */
  dropConnection(namespace: ChainNamespace, connectorId: string): void {
    this.#storeConnections(
      namespace,
      this.connections(namespace).filter((entry) => entry.connectorId !== connectorId),
    );
  }

  /** Puts `connection` first among the namespace's held connections, with its current accounts. */
  upsertConnection(namespace: ChainNamespace, connection: NamespaceConnection): void {
    this.#holdFirst(namespace, connection);
    this.setConnection(namespace, this.connection(namespace));
  }

  // Transitions, state and storage together

  /** Makes `connection` the namespace's active connection, in the state and in storage. */
  activate(namespace: ChainNamespace, connection: NamespaceConnection, kind: ActivateKind, identity?: WalletIdentity): void {
    const active = this.snapshot.activeNamespace;
    const makeActive =
      kind !== 'reconnect' || active === undefined || active === namespace || this.connection(active).status === 'disconnected';
    // The held list first, so the state is published once, with the new connection in it.
    this.#holdFirst(namespace, connection);
    this.setConnection(namespace, connection);
    this.#storage.writeConnectedConnectorId(namespace, connection.connectorId);
    this.#storage.addConnectedNamespace(namespace);
    this.#storage.writeConnectionStatus('connected');
    if (makeActive) this.setActiveNamespace(namespace);
    if (identity) this.#storage.writeWallet({ id: identity.id, name: identity.name });
    if (namespace === 'solana' && connection.connectorId !== undefined) {
      const walletName = identity?.name ?? this.#walletOf(connection.connectorId)?.name ?? connection.connectorId;
      this.#storage.writeSolanaSession({ walletName, caipNetworkId: connection.caipNetworkId });
    }
    if (kind === 'connect' && connection.connectorId !== undefined) {
      this.#storage.removeDisconnectedConnectorId(namespace, connection.connectorId);
      if (identity?.recent) {
        const recentWallets = addRecentWallet(this.snapshot.recentWallets, identity.recent);
        this.#state.update({ recentWallets });
        this.#storage.writeRecentWallets(recentWallets);
      }
    }
  }

  /** Back to 'disconnected', the namespace's stored session removed, another connected namespace made active. */
  clear(namespace: ChainNamespace): void {
    this.setConnection(namespace, disconnectedConnection(namespace));
    this.#storeConnections(namespace, []);
    this.#storage.writeConnectedConnectorId(namespace, undefined);
    this.#storage.removeConnectedNamespace(namespace);
    if (namespace === 'solana') this.#storage.writeSolanaSession(undefined);

    const connected = this.namespaces.filter((entry) => this.connection(entry).status === 'connected');
    if (connected.length === 0) {
      // A namespace still reconnecting decides the global keys when it settles.
      if (this.namespaces.some((entry) => this.connection(entry).status === 'connecting')) return;
      this.#storage.writeConnectionStatus('disconnected');
      this.#storage.writeWallet(undefined);
      return;
    }
    const active = this.snapshot.activeNamespace;
    const [next] = connected;
    if (next === undefined || (active !== undefined && connected.includes(active))) return;
    this.setActiveNamespace(next);
    const connectorId = this.connection(next).connectorId;
    const wallet = connectorId === undefined ? undefined : this.#walletOf(connectorId);
    if (wallet) this.#storage.writeWallet(wallet);
  }

  // Stored session keys the commands read or write on their own

  /** The connector a reload should reconnect on `namespace`. */
  storedConnectorId(namespace: ChainNamespace): string | undefined {
    return this.#storage.readConnectedConnectorId(namespace);
  }

  forgetStoredConnectorId(namespace: ChainNamespace): void {
    this.#storage.writeConnectedConnectorId(namespace, undefined);
  }

  /** True when the user disconnected this connector on this namespace (a reload must not reconnect it). */
  wasDisconnectedByUser(namespace: ChainNamespace, connectorId: string): boolean {
    return this.#storage.isDisconnected(namespace, connectorId);
  }

  rememberDisconnected(namespace: ChainNamespace, connectorIds: readonly string[]): void {
    this.#storage.addDisconnectedConnectorIds(namespace, connectorIds);
  }

  /** The stored social-login provider and username go with a disconnect. */
  clearSocialLogin(): void {
    this.#storage.clearSocial();
  }

  /** Stores the held connections and publishes them with the namespace's connection. */
  #storeConnections(namespace: ChainNamespace, connections: readonly StoredConnection[]): void {
    this.#writeHeld(namespace, connections);
    this.setConnection(namespace, this.connection(namespace));
  }

  /** upsertConnection without publishing: the caller publishes the connection next. */
  #holdFirst(namespace: ChainNamespace, connection: NamespaceConnection): void {
    const connectorId = connection.connectorId;
    if (connectorId === undefined) return;
    const others = this.connections(namespace).filter((entry) => entry.connectorId !== connectorId);
    this.#writeHeld(namespace, [{ connectorId, accounts: connection.allAccounts }, ...others]);
  }

  #writeHeld(namespace: ChainNamespace, connections: readonly StoredConnection[]): void {
    if (connections.length === 0) this.#connections.delete(namespace);
    else this.#connections.set(namespace, [...connections]);
    this.#storage.writeConnections(namespace, connections);
  }
}
