/**
 * Turns an EIP-1193 provider's events into ConnectorEvents with CAIP-2 ids. Listeners are attached to the
 * provider on the first subscription and removed on the last unsubscribe. A malformed event (accounts that
 * are not addresses, a chain id that is not one) is dropped: the wallet's data is untrusted.
 */
import type { ConnectorEvent, Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { eip155CaipNetworkId, walletChainIdSchema } from '../evm/eip155-chain-id.js';
import { walletAccountsSchema } from './wallet-accounts.schema.js';

type ProviderListener = (...args: unknown[]) => void;
type Subscriber = { readonly listener: (event: ConnectorEvent) => void };

/**
 * MetaMask emits `disconnect` with this code while it reconnects to a chain; the wallet stays connected
 * (wagmi ignores it the same way).
 */
const RECONNECTING_CODE = 1013;

function safeCode(error: unknown): unknown {
  try {
    return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}

/** Maps one provider event to a ConnectorEvent, or undefined when the payload is malformed or ignorable. */
export function toConnectorEvent(name: string, payload: unknown): ConnectorEvent | undefined {
  try {
    switch (name) {
      case 'accountsChanged': {
        const accounts = walletAccountsSchema.safeParse(payload);
        return accounts.success ? { type: 'accountsChanged', accounts: accounts.data } : undefined;
      }
      case 'chainChanged': {
        const chainId = walletChainIdSchema.safeParse(payload);
        return chainId.success ? { type: 'chainChanged', caipNetworkId: eip155CaipNetworkId(chainId.data) } : undefined;
      }
      case 'disconnect':
        return safeCode(payload) === RECONNECTING_CODE ? undefined : { type: 'disconnect' };
      default:
        return undefined;
    }
  } catch {
    return undefined; // a hostile payload (throwing getters) is dropped like a malformed one
  }
}

const PROVIDER_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect'] as const;

export class ProviderEventBridge {
  readonly #provider: Eip1193Provider;
  readonly #subscribers = new Set<Subscriber>();
  #attached: Array<readonly [string, ProviderListener]> = [];

  constructor(provider: Eip1193Provider) {
    this.#provider = provider;
  }

  /** Adds a listener; the returned function removes it (idempotent). */
  subscribe(listener: (event: ConnectorEvent) => void): () => void {
    const subscriber: Subscriber = { listener };
    this.#subscribers.add(subscriber);
    if (this.#subscribers.size === 1) this.#attach();
    return () => {
      if (!this.#subscribers.delete(subscriber)) return;
      if (this.#subscribers.size === 0) this.#detach();
    };
  }

  #attach(): void {
    for (const name of PROVIDER_EVENTS) {
      const handler: ProviderListener = (payload) => this.#dispatch(name, payload);
      try {
        this.#provider.on?.(name, handler);
        this.#attached.push([name, handler]);
      } catch {
        // A provider whose `on` throws simply yields no events of that kind.
      }
    }
  }

  #detach(): void {
    const attached = this.#attached;
    this.#attached = [];
    for (const [name, handler] of attached) {
      try {
        this.#provider.removeListener?.(name, handler);
      } catch {
        // Nothing more can be done; our handler ignores events once no one is subscribed.
      }
    }
  }

  #dispatch(name: string, payload: unknown): void {
    if (this.#subscribers.size === 0) return;
    const event = toConnectorEvent(name, payload);
    if (event === undefined) return;
    for (const { listener } of [...this.#subscribers]) {
      try {
        listener(event);
      } catch (error) {
        // One failing subscriber must neither stop the others nor throw into the wallet's emitter.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
