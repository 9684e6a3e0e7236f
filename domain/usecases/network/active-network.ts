/**
 * The state that switching (network-switch.ts) and following the wallet (wallet-network-follower.ts) share:
 * the network state itself, the configured networks, the unconfigured network each namespace's wallet sits
 * on, and what making a network active means (the state, storage, and leaving UnsupportedChain).
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
// Ethereum by its own module, not the chains' index: that would evaluate every shipped network's definition in
// the core's chunk, and keep them on the heap of a page that configured two (issue 27, heap after open).
import { ethereum } from '../../entities/network/chains/ethereum.js';
import { findNetworkByCaipId } from '../../entities/network/findNetworkByCaipId.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { readStoredActiveNetworkId, writeStoredActiveNetworkId } from './active-network.storage.js';
import type { NetworkRouter, NetworkState } from './network.types.js';

/** Read and change access to the use case's state (its StatefulUseCase hands these out). */
export type NetworkStateAccess = {
  getSnapshot(): NetworkState;
  update(change: Partial<NetworkState>): void;
};

export type ActiveNetworkDependencies = {
  readonly networks: readonly CaipNetwork[];
  readonly state: NetworkStateAccess;
  readonly router: Pick<NetworkRouter, 'snapshot' | 'goBack'>;
  readonly storage: KeyValueStorage;
  readonly logger?: Logger | undefined;
};

export class ActiveNetwork {
  readonly networks: readonly CaipNetwork[];
  /** The wallet's unconfigured network per namespace (absent when it is on a configured one). */
  readonly unsupported = new Map<ChainNamespace, string>();
  readonly #state: NetworkStateAccess;
  readonly #router: ActiveNetworkDependencies['router'];
  readonly #storage: KeyValueStorage;
  readonly #logger: Logger | undefined;

  constructor({ networks, state, router, storage, logger }: ActiveNetworkDependencies) {
    this.networks = networks;
    this.#state = state;
    this.#router = router;
    this.#storage = storage;
    this.#logger = logger;
  }

  get snapshot(): NetworkState {
    return this.#state.getSnapshot();
  }

  update(change: Partial<NetworkState>): void {
    this.#state.update(change);
  }

  /** The configured network with this CAIP-2 id (a deprecated id matches too). */
  getNetwork(caipNetworkId: string): CaipNetwork | undefined {
    return findNetworkByCaipId(this.networks, caipNetworkId);
  }

  /** Shows the stored active network, when it is still configured; storage is untrusted, so anything else is ignored. */
  restore(): void {
    const id = readStoredActiveNetworkId(this.#storage);
    const stored = id === undefined ? undefined : this.getNetwork(id);
    if (stored === undefined || stored === this.snapshot.activeCaipNetwork) return;
    this.update({ activeCaipNetwork: stored, activeCaipNetworks: { [stored.chainNamespace]: stored } });
  }

  /** Makes `network` active (and the one of its namespace), stores it, and leaves UnsupportedChain. */
  activate(network: CaipNetwork): void {
    this.unsupported.delete(network.chainNamespace);
    this.update({
      activeCaipNetwork: network,
      activeCaipNetworks: { ...this.snapshot.activeCaipNetworks, [network.chainNamespace]: network },
      isUnsupportedChain: false,
      unsupportedCaipNetworkId: undefined,
    });
    this.store(network);
    if (this.#router.snapshot.view === 'UnsupportedChain') this.#router.goBack();
  }

  store(network: CaipNetwork): void {
    writeStoredActiveNetworkId(this.#storage, network.caipNetworkId, this.#logger);
  }
}

/**
 * The active network before storage is read (`start()`): the default network when it is configured, else the
 * first configured network, else the default network, else Ethereum (DEFAULT_CAIP_NETWORK_ID, eip155:1).
 */
export function defaultActiveNetwork(networks: readonly CaipNetwork[], defaultNetwork: CaipNetwork | undefined): CaipNetwork {
  const configuredDefault = defaultNetwork && findNetworkByCaipId(networks, defaultNetwork.caipNetworkId);
  if (configuredDefault) return configuredDefault;
  const first = networks[0];
  if (first) return first;
  return defaultNetwork ?? ethereum;
}
