/** The provider's deliverer: each order to the namespace's delivery, from that namespace's treasury. */
import type { OnrampNamespace } from '../catalogue.js';
import type { Deliverer, DeliveryRequest } from './deliverer.js';
import { EvmDelivery, type EvmDeliveryChain } from './evm.js';
import { SolanaDelivery } from './solana.js';
import { EVM_TREASURY, SOLANA_TREASURY_ADDRESS } from './treasury.js';

export type { Deliverer, DeliveryRequest } from './deliverer.js';
export { EVM_TREASURY, SOLANA_TREASURY_ADDRESS, fundEvmTreasury } from './treasury.js';

export type ChainDelivererParameters = { evm: readonly EvmDeliveryChain[]; solanaRpcUrl: string };
export type ChainDelivererReturnType = Deliverer;
export type ChainDelivererErrorType = never;

export function chainDeliverer(chains: ChainDelivererParameters): ChainDelivererReturnType {
  const evm = new EvmDelivery(chains.evm);
  const solana = new SolanaDelivery(chains.solanaRpcUrl);
  return {
    treasuryAddress: (namespace: OnrampNamespace) => (namespace === 'eip155' ? EVM_TREASURY.address : SOLANA_TREASURY_ADDRESS),
    deliver: (request: DeliveryRequest) => (request.namespace === 'eip155' ? evm.deliver(request) : solana.deliver(request)),
  };
}
