/** Helpers for the provider's tests: the devstack's network names and a deliverer that records instead of sending. */
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import type { Deliverer, DeliveryRequest } from './delivery/deliverer.js';

/** Chains as startOnramp takes them, at addresses nothing listens on (for tests with a recording deliverer). */
export const UNREACHABLE_CHAINS = {
  chains: [
    { chainId: 31337, name: 'Walletport Devnet A', rpcUrl: 'http://127.0.0.1:9' },
    { chainId: 31338, name: 'Walletport Devnet B', rpcUrl: 'http://127.0.0.1:9' },
    { chainId: 31339, name: 'Walletport Devnet C', rpcUrl: 'http://127.0.0.1:9' },
  ],
  solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: 'http://127.0.0.1:9' },
};

/** Records each delivery; answers a hash, or fails when `fail` is set. */
export class RecordingDeliverer implements Deliverer {
  readonly deliveries: DeliveryRequest[] = [];
  fail = false;

  treasuryAddress(namespace: 'eip155' | 'solana'): string {
    return namespace === 'eip155' ? '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' : 'YartzYXKga8Reh5DYVTeroUE5Suq2CUHPgHzfUTxWqK';
  }

  deliver(request: DeliveryRequest): Promise<string> {
    this.deliveries.push(request);
    if (this.fail) return Promise.reject(new Error('the chain is down'));
    return Promise.resolve(`0x${String(this.deliveries.length).padStart(64, '0')}`);
  }
}
