/**
 * The network the modal shows (of the active namespace), the configured networks, and whether a switch is
 * under way or the wallet sits on a network the page did not configure. Never waits: before the client's
 * core has loaded it answers the default network (or the first configured one). Stable until it changes.
 */
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { NetworkState } from '../domain/usecases/network/index.js';
import { loadedCore, memoized } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';

export type GetNetworkParameters = Record<string, never>;

export type Network = {
  caipNetwork: CaipNetwork;
  caipNetworkId: CaipNetwork['caipNetworkId'];
  /** The chain reference: a number on eip155, the CAIP-2 reference string elsewhere. */
  chainId: CaipNetwork['id'];
  /** The configured networks. */
  networks: readonly CaipNetwork[];
  /** A wallet is being asked to switch. */
  switching: boolean;
  /** The wallet is on a network the page did not configure. */
  isUnsupportedChain: boolean;
};

export type GetNetworkReturnType = Network;
export type GetNetworkErrorType = never;

export function getNetwork(client: WalletportClient): GetNetworkReturnType {
  const state = loadedCore(client)?.network.snapshot;
  return memoized(client, 'network', [state], () => (state ? fromState(state) : fromOptions(client)));
}

function fromState({ activeCaipNetwork, networks, switching, isUnsupportedChain }: NetworkState): Network {
  return {
    caipNetwork: activeCaipNetwork,
    caipNetworkId: activeCaipNetwork.caipNetworkId,
    chainId: activeCaipNetwork.id,
    networks,
    switching,
    isUnsupportedChain,
  };
}

function fromOptions({ options }: WalletportClient): Network {
  const network = options.defaultNetwork ?? options.networks[0];
  if (!network) throw new TypeError('A walletport client always has at least one network');
  return {
    caipNetwork: network,
    caipNetworkId: network.caipNetworkId,
    chainId: network.id,
    networks: options.networks,
    switching: false,
    isUnsupportedChain: false,
  };
}
