import type { CaipNetwork } from './caipNetwork.js';

/**
 * The network whose CAIP id is `caipNetworkId`, or undefined. A network's deprecated id matches too, because
 * stored sessions and older wallets still name Solana chains by their legacy ids.
 */
export function findNetworkByCaipId<TNetwork extends Pick<CaipNetwork, 'caipNetworkId' | 'deprecatedCaipNetworkId'>>(
  networks: readonly TNetwork[],
  caipNetworkId: string,
): TNetwork | undefined {
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    networks.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  );
}
