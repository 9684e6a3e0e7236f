/**
 * Where swaps run: the eip155 networks of SWAP_SUPPORTED_CHAIN_IDS (SPEC.md section 9) and the devstack's local
 * chains whose cloud answers the convert calls (SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS: Devnet A and B, not C).
 * The one rule for every way in: the Account view's Swap button and a host's `open({ view: 'Swap' })` both
 * lead to the Swap view, whose initialize applies it before asking the swap API anything; elsewhere the view
 * says 'Network not supported for Swaps'.
 */
import { SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS } from '../../entities/constants.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import { isSwapSupportedNetwork } from '../../entities/network/isSwapSupportedNetwork.js';

const localSwapNetworkIds: ReadonlySet<string> = new Set(SWAP_LOCAL_DEVELOPMENT_CHAIN_IDS.map((id) => `eip155:${id}`));

export type IsSwapNetworkParameters = Pick<CaipNetwork, 'caipNetworkId'>;

/** True when the Swap view may run on `network` (else 'Network not supported for Swaps'). */
export function isSwapNetwork(network: IsSwapNetworkParameters): boolean {
  // CAIP ids carry the namespace: a Solana or Bitcoin network never matches.
  return isSwapSupportedNetwork(network) || localSwapNetworkIds.has(network.caipNetworkId);
}
