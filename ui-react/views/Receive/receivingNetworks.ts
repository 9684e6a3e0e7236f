import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { CaipNetwork } from '../../../domain/entities/network/caipNetwork.js';

/**
 * The networks an address of `namespace` can receive on: the page's configured networks of that namespace
 * (one address is the same account on every chain of its namespace), in the page's order.
 */
export function receivingNetworks(networks: readonly CaipNetwork[], namespace: ChainNamespace | undefined): readonly CaipNetwork[] {
  return namespace === undefined ? [] : networks.filter((network) => network.chainNamespace === namespace);
}
