/**
 * Following the wallet's own network through the connection state (SPEC.md section 4 "Network change on
 * namespace sets a switching flag"): a configured network the wallet moves to becomes active; an
 * unconfigured one sets `isUnsupportedChain` and opens UnsupportedChain when network switching is on and
 * unsupported chains are not allowed. A change of the connection's active namespace shows that namespace's
 * network. Nothing is followed before `start()`.
 */
import type { Subscription } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionState, NamespaceConnection } from '../connection/index.js';
import { runSafely } from '../shared/index.js';
import type { ActiveNetwork } from './active-network.js';
import { hasAddress } from './hasAddress.js';
import type { NetworkConnection, NetworkModal, NetworkOptions, NetworkRouter } from './network.types.js';

export type WalletNetworkFollowerDependencies = {
  readonly network: ActiveNetwork;
  readonly connection: Pick<NetworkConnection, 'state$'>;
  readonly router: Pick<NetworkRouter, 'push'>;
  readonly modal?: NetworkModal | undefined;
  readonly options?: NetworkOptions | undefined;
  readonly logger?: Logger | undefined;
};

export class WalletNetworkFollower {
  readonly #network: ActiveNetwork;
  readonly #connection: Pick<NetworkConnection, 'state$'>;
  readonly #router: Pick<NetworkRouter, 'push'>;
  readonly #modal: NetworkModal | undefined;
  readonly #logger: Logger | undefined;
  readonly #opensUnsupportedChainView: boolean;
  #subscription: Subscription | undefined;
  #previous: ConnectionState | undefined;
  #disposed = false;

  constructor({ network, connection, router, modal, options = {}, logger }: WalletNetworkFollowerDependencies) {
    this.#network = network;
    this.#connection = connection;
    this.#router = router;
    this.#modal = modal;
    this.#logger = logger;
    this.#opensUnsupportedChainView = (options.enableNetworkSwitch ?? true) && !(options.allowUnsupportedChain ?? false);
  }

  /** Follows the connection; its state replays the current value, so a wallet already connected is followed at once. */
  start(): void {
    if (this.#subscription || this.#disposed) return;
    this.#subscription = this.#connection.state$.subscribe((state) => this.#onConnectionState(state));
  }

  dispose(): void {
    this.#disposed = true;
    this.#subscription?.unsubscribe();
  }

  #onConnectionState(state: ConnectionState): void {
    if (this.#disposed) return;
    const previous = this.#previous;
    this.#previous = state;
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
      activeNamespace !== this.#network.snapshot.activeCaipNetwork.chainNamespace
    ) {
      this.#onActiveNamespaceChanged(activeNamespace);
    }
  }

  /** The wallet of `namespace` is on `caipNetworkId` (it switched by itself, or it just connected). */
  #onWalletNetwork(namespace: ChainNamespace, caipNetworkId: string): void {
    const network = this.#network.getNetwork(caipNetworkId);
    const state = this.#network.snapshot;
    const isActiveNamespace = state.activeCaipNetwork.chainNamespace === namespace;
    if (network && isActiveNamespace) {
      this.#network.activate(network);
    } else if (network) {
      this.#network.unsupported.delete(namespace);
      this.#network.update({ activeCaipNetworks: { ...state.activeCaipNetworks, [namespace]: network } });
    } else {
      this.#network.unsupported.set(namespace, caipNetworkId);
      if (isActiveNamespace) this.#flagUnsupported(caipNetworkId);
    }
  }

  /** The namespace's wallet went away: nothing on it is unsupported any more. */
  #onWalletGone(namespace: ChainNamespace): void {
    this.#network.unsupported.delete(namespace);
    if (this.#network.snapshot.activeCaipNetwork.chainNamespace === namespace) {
      this.#network.update({ isUnsupportedChain: false, unsupportedCaipNetworkId: undefined });
    }
  }

  /** The connection made another namespace the active one: show that namespace's network. */
  #onActiveNamespaceChanged(namespace: ChainNamespace): void {
    const state = this.#network.snapshot;
    const network = state.activeCaipNetworks[namespace] ?? this.#network.networks.find((entry) => entry.chainNamespace === namespace);
    if (network === undefined) {
      this.#logger?.warn(`No configured network on the active namespace ${namespace}`);
      return;
    }
    this.#network.update({ activeCaipNetwork: network, activeCaipNetworks: { ...state.activeCaipNetworks, [namespace]: network } });
    this.#network.store(network);
    const unsupported = this.#network.unsupported.get(namespace);
    if (unsupported !== undefined) this.#flagUnsupported(unsupported);
    else this.#network.update({ isUnsupportedChain: false, unsupportedCaipNetworkId: undefined });
  }

  #flagUnsupported(caipNetworkId: string): void {
    this.#network.update({ isUnsupportedChain: true, unsupportedCaipNetworkId: caipNetworkId });
    if (!this.#opensUnsupportedChainView) return;
    if (this.#modal) runSafely(this.#logger, 'open UnsupportedChain', () => this.#modal?.open({ view: 'UnsupportedChain' }));
    else this.#router.push('UnsupportedChain');
  }
}
