/**
 * What `networks` accepts: walletport's own networks (walletport/networks), or a viem `Chain` as viem and
 * wagmi users already have it, which is an eip155 chain and gets its CAIP fields here. Pure; the full check
 * of the result runs with the options.
 */
import type { Chain } from 'viem';
import type { CaipNetwork } from './caipNetwork.js';

export type NetworkInput = CaipNetwork | Chain;

/** True for a network that already carries its CAIP fields. */
function isCaipNetwork(network: NetworkInput): network is CaipNetwork {
  return 'caipNetworkId' in network && 'chainNamespace' in network;
}

export function toCaipNetwork(network: NetworkInput): CaipNetwork {
  if (isCaipNetwork(network)) return network;
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: network.rpcUrls.default },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.contracts ? { contracts: network.contracts } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    ...(network.sourceId === undefined ? {} : { sourceId: network.sourceId }),
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${network.id}`,
  };
}
