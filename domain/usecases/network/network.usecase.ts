/**
 * The active network and network switching (SPEC.md section 2 "Network switching", section 4 "Network change
 * on namespace sets a switching flag", section 5 "Requesting a chain whose namespace is not configured is
 * rejected").
 *
 * State: the active network (the one of the active namespace, as the modal shows it) and the last network of
 * every namespace, the configured networks, a `switching` flag while a wallet is asked to switch, whether the
 * wallet sits on a network the page did not configure, and the last switch error.
 *
 * The first active network is the stored one (ACTIVE_CAIP_NETWORK_ID) when it is still configured, else the
 * default network, else the first configured network, else eip155:1.
 *
 * `switchNetwork` routes as decideNetworkSwitch.ts says; when it pushes SwitchNetwork it asks the wallet of
 * the target namespace (adding the chain on 4902 is the wallet adapter's job). Success makes the network
 * active, stores it, reports SWITCH_NETWORK and goes back from SwitchNetwork; failure keeps SwitchNetwork on
 * screen with `lastError` set and `retrySwitch` available. A rejection never disconnects.
 *
 * The wallet's own network changes are followed through the connection state: a configured network becomes
 * active; an unconfigured one sets `isUnsupportedChain` and opens UnsupportedChain when network switching is
 * on and unsupported chains are not allowed.
 */
import type { Observable, Subscription } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { AUTH_NAMESPACES, DEFAULT_CAIP_NETWORK_ID } from '../../entities/constants.js';
import { AUTH_CONNECTOR_ID, type ChainNamespace, type Connector } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc-errors.js';
import { ethereum, findNetworkByCaipId, shippedNetworks, type CaipNetwork } from '../../entities/network/index.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import type { ConnectionState, NamespaceConnection } from '../connection/connection.types.js';
import type { RouterState } from '../router/router.usecase.js';
import type { RouterData, ViewName } from '../router/views.js';
import { StateStore } from '../shared/state-store.js';
import { decideNetworkSwitch } from './decideNetworkSwitch.js';

/** What a connector must offer to be asked to switch (WalletConnector fits). */
export type NetworkSwitchConnector = Pick<WalletConnector, 'switchNetwork'> & {
  readonly info?: Pick<Connector, 'id' | 'type'> | undefined;
};

/** The connection use case, narrowed to what network switching reads and asks. */
export type NetworkConnection = {
  readonly snapshot: ConnectionState;
  readonly state$: Observable<ConnectionState>;
  /** The connector holding `namespace`'s connection, if any. */
  getConnectorFor(namespace: ChainNamespace): NetworkSwitchConnector | undefined;
  /** Makes `namespace` the one the modal shows (when the connection use case offers it). */
  setActiveNamespace?(namespace: ChainNamespace): void;
};

/** The router, narrowed (RouterUseCase fits). */
export type NetworkRouter = {
  readonly snapshot: Pick<RouterState, 'view' | 'data'>;
  push(view: ViewName, data?: RouterData): void;
  goBack(): void;
};

/** The event bus, narrowed to what this use case sends (EventsUseCase fits). */
export type NetworkEvents = {
  emit(event: { type: 'track'; event: string; properties?: Record<string, unknown> | undefined }): unknown;
};

/** The modal, narrowed: when given, UnsupportedChain is opened through it (so a closed modal opens). */
export type NetworkModal = {
  open(options: { view: ViewName }): void;
};

export type NetworkOptions = {
  /** The network switch is offered (default true). */
  readonly enableNetworkSwitch?: boolean | undefined;
  /** A wallet on an unconfigured network is tolerated without the UnsupportedChain view (default false). */
  readonly allowUnsupportedChain?: boolean | undefined;
};

export type NetworkUseCaseDependencies = {
  readonly networks: readonly CaipNetwork[];
  readonly defaultNetwork?: CaipNetwork | undefined;
  readonly connection: NetworkConnection;
  readonly router: NetworkRouter;
  readonly storage: KeyValueStorage;
  readonly events: NetworkEvents;
  readonly options?: NetworkOptions | undefined;
  readonly modal?: NetworkModal | undefined;
  readonly logger?: Logger | undefined;
};

export type NetworkState = {
  /** The network of the active namespace: the one the modal shows and balances are read on. */
  readonly activeCaipNetwork: CaipNetwork;
  /** The last known network of every namespace (the wallet's, or the one chosen). */
  readonly activeCaipNetworks: Readonly<Partial<Record<ChainNamespace, CaipNetwork>>>;
  readonly networks: readonly CaipNetwork[];
  /** A wallet is being asked to switch. */
  readonly switching: boolean;
  /** The wallet on the active namespace is on a network the page did not configure. */
  readonly isUnsupportedChain: boolean;
  /** That network's CAIP-2 id, as the wallet reports it. */
  readonly unsupportedCaipNetworkId: string | undefined;
  readonly lastError: WalletportError | undefined;
};

export type SwitchNetworkOptions = {
  /** Skip the SwitchActiveChain confirmation (programmatic switches). */
  readonly ignoreConfirmation?: boolean | undefined;
};

/**
 * How a switch request ended: nothing to do, switched, or waiting for the user to confirm on
 * SwitchActiveChain. A failure rejects with the typed error (also kept in `lastError`).
 */
export type SwitchNetworkResult = 'unchanged' | 'switched' | 'confirmation-required';

export class NetworkUseCase {
  readonly #networks: readonly CaipNetwork[];
  readonly #connection: NetworkConnection;
  readonly #router: NetworkRouter;
  readonly #storage: KeyValueStorage;
  readonly #events: NetworkEvents;
  readonly #modal: NetworkModal | undefined;
  readonly #logger: Logger | undefined;
  readonly #enableNetworkSwitch: boolean;
  readonly #allowUnsupportedChain: boolean;
  readonly #store: StateStore<NetworkState>;
  readonly #subscription: Subscription;
  /** The wallet's unconfigured network per namespace (absent when it is on a configured one). */
  readonly #unsupported = new Map<ChainNamespace, string>();
  #previousConnection: ConnectionState | undefined;
  /** Bumped by every switch request; an older request's answer then changes nothing. */
  #generation = 0;
  #failedTarget: CaipNetwork | undefined;
  #disposed = false;

  readonly state$: Observable<NetworkState>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => NetworkState;

  constructor({
    networks,
    defaultNetwork,
    connection,
    router,
    storage,
    events,
    options = {},
    modal,
    logger,
  }: NetworkUseCaseDependencies) {
    this.#networks = [...networks];
    this.#connection = connection;
    this.#router = router;
    this.#storage = storage;
    this.#events = events;
    this.#modal = modal;
    this.#logger = logger;
    this.#enableNetworkSwitch = options.enableNetworkSwitch ?? true;
    this.#allowUnsupportedChain = options.allowUnsupportedChain ?? false;
    const initial = this.#initialNetwork(defaultNetwork);
    this.#store = new StateStore<NetworkState>({
      activeCaipNetwork: initial,
      activeCaipNetworks: { [initial.chainNamespace]: initial },
      networks: this.#networks,
      switching: false,
      isUnsupportedChain: false,
      unsupportedCaipNetworkId: undefined,
      lastError: undefined,
    });
    this.state$ = this.#store.state$;
    this.subscribe = this.#store.subscribe;
    this.getSnapshot = this.#store.getSnapshot;
    // The connection state replays its current value: a wallet already connected is followed at once.
    this.#subscription = connection.state$.subscribe((state) => this.#onConnectionState(state));
  }

  get snapshot(): NetworkState {
    return this.#store.snapshot;
  }

  /** The configured network with this CAIP-2 id (a deprecated id matches too). */
  getNetwork(caipNetworkId: string): CaipNetwork | undefined {
    return findNetworkByCaipId(this.#networks, caipNetworkId);
  }

  /**
   * Switches to `network` (a network or its CAIP-2 id) along the rules of decideNetworkSwitch.ts. Rejects
   * with NAMESPACE_NOT_CONFIGURED_FOR_CHAIN when no configured network is on its namespace, CHAIN_NOT_SUPPORTED
   * when the namespace is configured but the network is not, and with the wallet's typed error when the
   * wallet refuses (then `lastError` is set and SwitchNetwork stays on screen for `retrySwitch`).
   */
  async switchNetwork(network: CaipNetwork | string, { ignoreConfirmation = false }: SwitchNetworkOptions = {}): Promise<SwitchNetworkResult> {
    const target = this.#requireConfigured(network);
    const state = this.#store.snapshot;
    const snapshot = this.#connection.snapshot;
    const activeNamespace = state.activeCaipNetwork.chainNamespace;
    const route = decideNetworkSwitch({
      activeCaipNetworkId: state.activeCaipNetwork.caipNetworkId,
      activeNamespace,
      isUnsupportedChain: state.isUnsupportedChain,
      target,
      hasAddress: (namespace) => hasAddress(snapshot.namespaces[namespace]),
      embeddedWalletActive: this.#isEmbeddedWalletActive(activeNamespace),
      ignoreConfirmation,
    });
    switch (route) {
      case 'unchanged':
        return 'unchanged';
      case 'direct':
        this.#generation += 1;
        this.#activate(target);
        this.#reportSwitch(target);
        return 'switched';
      case 'SwitchActiveChain':
        this.#router.push('SwitchActiveChain', {
          switchToChain: target.chainNamespace,
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network: target,
        });
        return 'confirmation-required';
      case 'SwitchNetwork':
        this.#router.push('SwitchNetwork', { network: target });
        return this.#performSwitch(target);
    }
  }

  /** Asks the wallet again for the network whose switch failed last; 'unchanged' when none failed. */
  async retrySwitch(): Promise<SwitchNetworkResult> {
    const target = this.#failedTarget;
    if (target === undefined) return 'unchanged';
    return this.#performSwitch(target);
  }

  /**
   * Makes `network` active without asking any wallet (and its namespace the active one): what the
   * SwitchActiveChain view does once the user confirmed, before it navigates to Connect.
   */
  setActiveNetwork(network: CaipNetwork | string): void {
    const target = this.#requireConfigured(network);
    if (target.caipNetworkId === this.#store.snapshot.activeCaipNetwork.caipNetworkId) return;
    this.#generation += 1;
    this.#activate(target);
    this.#reportSwitch(target);
  }

  /** Stops following the connection and completes `state$`. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#generation += 1;
    this.#subscription.unsubscribe();
    this.#store.dispose();
  }

  // Switching

  async #performSwitch(target: CaipNetwork): Promise<SwitchNetworkResult> {
    const generation = ++this.#generation;
    const snapshot = this.#connection.snapshot;
    const targetConnection = snapshot.namespaces[target.chainNamespace];
    const activeNamespace = this.#store.snapshot.activeCaipNetwork.chainNamespace;
    // The wallet of the target namespace; the embedded wallet carries its other namespaces itself.
    const connector = hasAddress(targetConnection)
      ? this.#connection.getConnectorFor(target.chainNamespace)
      : this.#isEmbeddedWalletActive(activeNamespace) && isEmbeddedWalletNamespace(target.chainNamespace)
        ? this.#connection.getConnectorFor(activeNamespace)
        : undefined;
    const walletAlreadyThere = hasAddress(targetConnection) && sameNetwork(target, targetConnection?.caipNetworkId);
    if (connector === undefined || walletAlreadyThere) {
      this.#failedTarget = undefined;
      this.#store.update({ switching: false, lastError: undefined });
      this.#completeSwitch(target);
      return 'switched';
    }

    this.#store.update({ switching: true, lastError: undefined });
    try {
      await connector.switchNetwork(switchParameters(target));
    } catch (error) {
      const typed = parseWalletError(error);
      if (generation === this.#generation && !this.#disposed) {
        this.#failedTarget = target;
        this.#store.update({ switching: false, lastError: typed });
      }
      throw typed;
    }
    if (generation !== this.#generation || this.#disposed) return 'switched';
    this.#failedTarget = undefined;
    this.#store.update({ switching: false, lastError: undefined });
    this.#completeSwitch(target);
    return 'switched';
  }

  /** Leaves SwitchNetwork first, so that activating can then leave an UnsupportedChain view beneath it. */
  #completeSwitch(target: CaipNetwork): void {
    this.#leaveSwitchView(target);
    this.#activate(target);
    this.#reportSwitch(target);
  }

  /** Makes `target` active (and its namespace), remembers it per namespace and stores it. */
  #activate(target: CaipNetwork): void {
    const previous = this.#store.snapshot;
    this.#unsupported.delete(target.chainNamespace);
    this.#store.update({
      activeCaipNetwork: target,
      activeCaipNetworks: { ...previous.activeCaipNetworks, [target.chainNamespace]: target },
      isUnsupportedChain: false,
      unsupportedCaipNetworkId: undefined,
    });
    this.#storeActive(target);
    if (this.#connection.snapshot.activeNamespace !== target.chainNamespace) {
      this.#safely('set the active namespace', () => this.#connection.setActiveNamespace?.(target.chainNamespace));
    }
    this.#leaveUnsupportedChainView();
  }

  #reportSwitch(target: CaipNetwork): void {
    this.#safely('report SWITCH_NETWORK', () =>
      this.#events.emit({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } }),
    );
  }

  /** Goes back from the SwitchNetwork view of `target`, when it is on screen. */
  #leaveSwitchView(target: CaipNetwork): void {
    const { view, data } = this.#router.snapshot;
    if (view === 'SwitchNetwork' && data?.network?.caipNetworkId === target.caipNetworkId) this.#router.goBack();
  }

  #leaveUnsupportedChainView(): void {
    if (this.#router.snapshot.view === 'UnsupportedChain') this.#router.goBack();
  }

  // Following the wallet

  #onConnectionState(state: ConnectionState): void {
    if (this.#disposed) return;
    const previous = this.#previousConnection;
    this.#previousConnection = state;
    for (const [namespace, connection] of Object.entries(state.namespaces) as [ChainNamespace, NamespaceConnection | undefined][]) {
      const before = previous?.namespaces[namespace];
      if (connection?.status === 'connected' && connection.caipNetworkId !== undefined) {
        // A network of another namespace is not this namespace's (the connection use case drops those too).
        if (!connection.caipNetworkId.startsWith(`${namespace}:`)) continue;
        if (before?.status !== 'connected' || before.caipNetworkId !== connection.caipNetworkId) {
          this.#onWalletNetwork(namespace, connection.caipNetworkId);
        }
      } else if (before?.status === 'connected') {
        this.#onWalletGone(namespace);
      }
    }
    const activeNamespace = state.activeNamespace;
    // On the first pass the restored network wins unless a wallet holds the connection's active namespace;
    // afterwards every change of the active namespace is followed.
    const namespaceChanged =
      previous === undefined
        ? activeNamespace !== undefined && hasAddress(state.namespaces[activeNamespace])
        : activeNamespace !== previous.activeNamespace;
    if (
      namespaceChanged &&
      activeNamespace !== undefined &&
      activeNamespace !== this.#store.snapshot.activeCaipNetwork.chainNamespace
    ) {
      this.#onActiveNamespaceChanged(activeNamespace);
    }
  }

  /** The wallet of `namespace` is on `caipNetworkId` (it switched by itself, or it just connected). */
  #onWalletNetwork(namespace: ChainNamespace, caipNetworkId: string): void {
    const network = this.getNetwork(caipNetworkId);
    const state = this.#store.snapshot;
    const isActiveNamespace = state.activeCaipNetwork.chainNamespace === namespace;
    if (network) {
      this.#unsupported.delete(namespace);
      this.#store.update({ activeCaipNetworks: { ...state.activeCaipNetworks, [namespace]: network } });
      if (!isActiveNamespace) return;
      this.#store.update({ activeCaipNetwork: network, isUnsupportedChain: false, unsupportedCaipNetworkId: undefined });
      this.#storeActive(network);
      this.#leaveUnsupportedChainView();
      return;
    }
    this.#unsupported.set(namespace, caipNetworkId);
    if (isActiveNamespace) this.#flagUnsupported(caipNetworkId);
  }

  /** The namespace's wallet went away: nothing on it is unsupported any more. */
  #onWalletGone(namespace: ChainNamespace): void {
    this.#unsupported.delete(namespace);
    if (this.#store.snapshot.activeCaipNetwork.chainNamespace === namespace) {
      this.#store.update({ isUnsupportedChain: false, unsupportedCaipNetworkId: undefined });
    }
  }

  /** The connection made another namespace the active one: show that namespace's network. */
  #onActiveNamespaceChanged(namespace: ChainNamespace): void {
    const state = this.#store.snapshot;
    const network = state.activeCaipNetworks[namespace] ?? this.#networks.find((entry) => entry.chainNamespace === namespace);
    if (network === undefined) {
      this.#logger?.warn(`No configured network on the active namespace ${namespace}`);
      return;
    }
    this.#store.update({ activeCaipNetwork: network, activeCaipNetworks: { ...state.activeCaipNetworks, [namespace]: network } });
    this.#storeActive(network);
    const unsupported = this.#unsupported.get(namespace);
    if (unsupported !== undefined) this.#flagUnsupported(unsupported);
    else this.#store.update({ isUnsupportedChain: false, unsupportedCaipNetworkId: undefined });
  }

  #flagUnsupported(caipNetworkId: string): void {
    this.#store.update({ isUnsupportedChain: true, unsupportedCaipNetworkId: caipNetworkId });
    if (!this.#enableNetworkSwitch || this.#allowUnsupportedChain) return;
    if (this.#modal) this.#safely('open UnsupportedChain', () => this.#modal?.open({ view: 'UnsupportedChain' }));
    else this.#router.push('UnsupportedChain');
  }

  // Helpers

  #initialNetwork(defaultNetwork: CaipNetwork | undefined): CaipNetwork {
    const stored = this.#readStoredActive();
    if (stored) return stored;
    const configuredDefault = defaultNetwork && this.getNetwork(defaultNetwork.caipNetworkId);
    if (configuredDefault) return configuredDefault;
    const first = this.#networks[0];
    if (first) return first;
    return defaultNetwork ?? findNetworkByCaipId(shippedNetworks, DEFAULT_CAIP_NETWORK_ID) ?? ethereum;
  }

  /** The stored active network when it is still configured; storage is untrusted, so anything else is ignored. */
  #readStoredActive(): CaipNetwork | undefined {
    let raw: string | null;
    try {
      raw = this.#storage.getItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    // The production modal stores the id unquoted; accept a JSON string too.
    const id = raw.startsWith('"') ? safeJsonString(raw) : raw;
    return id === undefined ? undefined : this.getNetwork(id);
  }

  #storeActive(network: CaipNetwork): void {
    try {
      this.#storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, network.caipNetworkId);
    } catch (error) {
      this.#logger?.warn('Could not store the active network', error);
    }
  }

  #requireConfigured(network: CaipNetwork | string): CaipNetwork {
    const caipNetworkId = typeof network === 'string' ? network : network.caipNetworkId;
    const found = this.getNetwork(caipNetworkId);
    if (found) return found;
    const namespace = caipNetworkId.split(':')[0] ?? '';
    const namespaceConfigured = this.#networks.some((entry) => entry.chainNamespace === namespace);
    if (!namespaceConfigured) {
      throw walletportError('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN', [namespace], { details: `Requested ${caipNetworkId}` });
    }
    throw walletportError('CHAIN_NOT_SUPPORTED', [], { details: `${caipNetworkId} is not among the configured networks` });
  }

  #isEmbeddedWalletActive(namespace: ChainNamespace): boolean {
    const connection = this.#connection.snapshot.namespaces[namespace];
    if (!hasAddress(connection)) return false;
    if (connection?.connectorId === AUTH_CONNECTOR_ID) return true;
    const type = this.#connection.getConnectorFor(namespace)?.info?.type;
    return type === 'AUTH' || type === 'ID_AUTH';
  }

  #safely(what: string, effect: () => unknown): void {
    try {
      const result = effect();
      if (result instanceof Promise) result.catch((error: unknown) => this.#logger?.warn(`Could not ${what}`, error));
    } catch (error) {
      this.#logger?.warn(`Could not ${what}`, error);
    }
  }
}

function hasAddress(connection: NamespaceConnection | undefined): boolean {
  return connection?.status === 'connected' && connection.address !== undefined;
}

function sameNetwork(network: CaipNetwork, caipNetworkId: string | undefined): boolean {
  return caipNetworkId !== undefined && (network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId);
}

const embeddedWalletNamespaces: ReadonlySet<ChainNamespace> = new Set(AUTH_NAMESPACES);

/** The embedded wallet "supports the chain" when the chain is on one of its namespaces (AUTH_NAMESPACES). */
function isEmbeddedWalletNamespace(namespace: ChainNamespace): boolean {
  return embeddedWalletNamespaces.has(namespace);
}

/** What the wallet is asked: the chain's own RPC (not the API proxy) and explorer, for an add-chain. */
function switchParameters(network: CaipNetwork): Parameters<WalletConnector['switchNetwork']>[0] {
  const rpcUrl = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0];
  if (rpcUrl === undefined) throw walletportError('NO_RPC_URL', [], { details: network.caipNetworkId });
  return {
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    rpcUrl,
    nativeCurrency: { ...network.nativeCurrency },
    ...(network.blockExplorers ? { blockExplorerUrl: network.blockExplorers.default.url } : {}),
  };
}

function safeJsonString(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
