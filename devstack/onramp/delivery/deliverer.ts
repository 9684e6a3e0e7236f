/** What delivers a paid order's tokens from the treasury (EVM: delivery/evm.ts, Solana: delivery/solana.ts). */
import type { OnrampNamespace } from '../catalogue.js';

export type DeliveryRequest = {
  orderId: string;
  namespace: OnrampNamespace;
  caipNetworkId: string;
  /** '' for the native coin. */
  contractAddress: string;
  /** Base units. */
  units: bigint;
  destination: string;
};

export interface Deliverer {
  /** The account the tokens come from on this namespace (the orders' `treasuryAddress`). */
  treasuryAddress(namespace: OnrampNamespace): string;
  /** Sends and waits until the transfer landed successfully; its hash (EVM) or signature (Solana). Throws otherwise. */
  deliver(request: DeliveryRequest): Promise<string>;
}
