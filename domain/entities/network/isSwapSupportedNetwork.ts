import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants.js';
import type { CaipNetwork } from './caipNetwork.js';

const swapNetworkIds: ReadonlySet<string> = new Set(SWAP_SUPPORTED_CHAIN_IDS.map((id) => `eip155:${id}`));

/** True when swaps are offered on `network` (eip155 chains of SWAP_SUPPORTED_CHAIN_IDS). */
export function isSwapSupportedNetwork(network: Pick<CaipNetwork, 'caipNetworkId'>): boolean {
  // Comparing CAIP ids rather than `id` keeps a Solana or Bitcoin reference from ever matching a number.
  return swapNetworkIds.has(network.caipNetworkId);
}
