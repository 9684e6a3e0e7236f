/**
 * Where swaps run: the eip155 networks of SWAP_SUPPORTED_CHAIN_IDS (SPEC.md section 9) and the devstack's local
 * chains (SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS), whose cloud answers the convert calls from its own AMM.
 */
import { SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS } from '../../entities/constants.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { isSwapSupportedNetwork } from '../../entities/network/isSwapSupportedNetwork.js';

const localSwapNetworkIds: ReadonlySet<string> = new Set(SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS.map((id) => `eip155:${id}`));

export type IsSwapNetworkParameters = Pick<CaipNetwork, 'caipNetworkId'>;

/** True when the Swap view may run on `network` (else 'Network not supported for Swaps'). */
export function isSwapNetwork(network: IsSwapNetworkParameters): boolean {
  return isSwapSupportedNetwork(network) || localSwapNetworkIds.has(network.caipNetworkId);
}
