/**
 * The active network and network switching. A facade over two jobs that share one small state (active-network.ts):
 * - switching on request: network-switch.ts (switchNetwork, retrySwitch, setActiveNetwork, the
 *   SwitchNetwork and SwitchActiveChain views);
 * - following the wallet's own network and the connection's active namespace: wallet-network-follower.ts
 *   (isUnsupportedChain, the UnsupportedChain view).
 *
 * State: the active network (the one of the active namespace, as the modal shows it) and the last network of
 * every namespace, the configured networks, a `switching` flag while a wallet is asked to switch, whether the
 * wallet sits on a network the page did not configure, and the last switch error.
 *
 * Building it reads nothing and follows nothing: until `start()` the active network is the default network
 * when it is configured, else the first configured network, else eip155:1. `start()` restores the stored
 * network (ACTIVE_CAIP_NETWORK_ID) when it is still configured and begins following the connection.
 */
import type { CaipNetwork } from '../../entities/network/index.js';
import { StatefulUseCase } from '../shared/index.js';
import { ActiveNetwork, defaultActiveNetwork } from './active-network.js';
import { NetworkSwitch } from './network-switch.js';
import type { NetworkState, NetworkUseCaseDependencies, SwitchNetworkOptions, SwitchNetworkResult } from './network.types.js';
import { WalletNetworkFollower } from './wallet-network-follower.js';

export type {
  NetworkConnection,
  NetworkModal,
  NetworkOptions,
  NetworkRouter,
  NetworkState,
  NetworkSwitchConnector,
  NetworkUseCaseDependencies,
  SwitchNetworkOptions,
  SwitchNetworkResult,
} from './network.types.js';

export class NetworkUseCase extends StatefulUseCase<NetworkState> {
  readonly #network: ActiveNetwork;
  readonly #switch: NetworkSwitch;
  readonly #follower: WalletNetworkFollower;
  #started = false;

  constructor({ networks, defaultNetwork, connection, router, storage, events, options, modal, logger }: NetworkUseCaseDependencies) {
    const configured = [...networks];
    const initial = defaultActiveNetwork(configured, defaultNetwork);
    super({
      activeCaipNetwork: initial,
      activeCaipNetworks: { [initial.chainNamespace]: initial },
      networks: configured,
      switching: false,
      isUnsupportedChain: false,
      unsupportedCaipNetworkId: undefined,
      lastError: undefined,
    });
    this.#network = new ActiveNetwork({
      networks: configured,
      state: { getSnapshot: this.getSnapshot, update: (change) => this.setState(change) },
      router,
      storage,
      logger,
    });
    this.#switch = new NetworkSwitch({ network: this.#network, connection, router, events, logger });
    this.#follower = new WalletNetworkFollower({ network: this.#network, connection, router, modal, options, logger });
  }

  /** Restores the stored active network and begins following the connection. Idempotent. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    this.#network.restore();
    this.#follower.start();
  }

  /** The configured network with this CAIP-2 id (a deprecated id matches too). */
  getNetwork(caipNetworkId: string): CaipNetwork | undefined {
    return this.#network.getNetwork(caipNetworkId);
  }

  /**
   * Switches to `network` (a network or its CAIP-2 id) along the rules of decideNetworkSwitch.ts. Rejects
   * with NAMESPACE_NOT_CONFIGURED_FOR_CHAIN when no configured network is on its namespace, CHAIN_NOT_SUPPORTED
   * when the namespace is configured but the network is not, and with the wallet's typed error when the
   * wallet refuses (then `lastError` is set and SwitchNetwork stays on screen for `retrySwitch`).
   */
  switchNetwork(network: CaipNetwork | string, options?: SwitchNetworkOptions): Promise<SwitchNetworkResult> {
    return this.#switch.switchNetwork(network, options);
  }

  /** Asks the wallet again for the network whose switch failed last; 'unchanged' when none failed. */
  retrySwitch(): Promise<SwitchNetworkResult> {
    return this.#switch.retrySwitch();
  }

  /**
   * Makes `network` active without asking any wallet (and its namespace the active one): what the
   * SwitchActiveChain view does once the user confirmed, before it navigates to Connect.
   */
  setActiveNetwork(network: CaipNetwork | string): void {
    this.#switch.setActiveNetwork(network);
  }

  /**
   * What the SwitchActiveChain view does once the user confirmed, before it navigates to Connect: makes
   * `network` active as setActiveNetwork does, and brings the network active before back if the visitor leaves
   * the Connect flow without connecting a wallet for its namespace.
   */
  confirmSwitchActiveChain(network: CaipNetwork | string): void {
    this.#switch.confirmSwitchActiveChain(network);
  }

  /** Stops following the connection; answers of pending switches change nothing. */
  protected override onDispose(): void {
    this.#switch.dispose();
    this.#follower.dispose();
  }
}
