/**
 * The embedded wallet as an EIP-1193 provider, what `getProvider()` hands to host pages (viem's `custom()`,
 * wagmi) and to the modal's chain adapter:
 *
 * - `eth_accounts` / `eth_requestAccounts`: the signed-in user's address, [] when signed out (answered here);
 * - `eth_chainId`: the current chain as a hex quantity;
 * - `wallet_switchEthereumChain`: a network switch through the frame (4902 for a chain not configured);
 * - the allow-list's safe methods: RPC_REQUEST; its unsafe ones: RPC_REQUEST followed as pending approvals;
 *   any other method: 4200 'Requested RPC call is not allowed';
 * - every failure reaches the caller as an EIP-1193 error with a numeric code (eip1193-request-error.ts);
 * - events: `accountsChanged`, `chainChanged` (hex), `disconnect`.
 */
import { z } from 'zod/mini';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { ProviderDisconnectedError } from '../../../domain/entities/errors/rpc-errors.js';
import { checkRpcMethodAllowed } from '../../../domain/entities/rpc/rpc-allow-list.js';
import type { ConnectorEvent, Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { eip155ChainIdHex, walletChainIdSchema } from '../evm/eip155-chain-id.js';
import { toEip1193Error } from './eip1193-request-error.js';

/** What the provider needs of the connector behind it. */
export type EmbeddedProviderHost = {
  /** The signed-in user's accounts, none when signed out. */
  accounts(): readonly string[];
  /** The chain the wallet is on (a number). */
  chainId(): Promise<number>;
  switchChain(chainId: number): Promise<void>;
  /** One RPC_REQUEST; `unsafe` ones wait for the person's approval. */
  rpc(method: string, params: unknown, unsafe: boolean): Promise<unknown>;
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
};

type Listener = (...args: unknown[]) => void;

const switchChainParamsSchema = z.tuple([z.object({ chainId: walletChainIdSchema })]);

export class EmbeddedEip1193Provider implements Eip1193Provider {
  readonly #host: EmbeddedProviderHost;
  readonly #listeners = new Map<string, Set<Listener>>();
  #unsubscribe: (() => void) | undefined;

  constructor(host: EmbeddedProviderHost) {
    this.#host = host;
  }

  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    try {
      return await this.#answer(args.method, args.params);
    } catch (error) {
      throw toEip1193Error(error);
    }
  }

  on(event: string, listener: Listener): void {
    const listeners = this.#listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener);
    this.#listeners.set(event, listeners);
    this.#unsubscribe ??= this.#host.subscribe((connectorEvent) => this.#dispatch(connectorEvent));
  }

  removeListener(event: string, listener: Listener): void {
    const listeners = this.#listeners.get(event);
    listeners?.delete(listener);
    if (listeners?.size === 0) this.#listeners.delete(event);
    if (this.#listeners.size > 0) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  async #answer(method: unknown, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [...this.#host.accounts()];
      case 'eth_chainId':
        return eip155ChainIdHex(`eip155:${await this.#host.chainId()}`);
      case 'wallet_switchEthereumChain': {
        const parsed = switchChainParamsSchema.safeParse(params);
        if (!parsed.success) {
          throw walletportError('INVALID_REQUEST', ['wallet_switchEthereumChain'], { cause: parsed.error });
        }
        await this.#host.switchChain(parsed.data[0].chainId);
        return null;
      }
      default: {
        const allowed = checkRpcMethodAllowed(method);
        if (!allowed.ok) throw allowed.error;
        return this.#host.rpc(allowed.value.method, params, allowed.value.class === 'unsafe');
      }
    }
  }

  #dispatch(event: ConnectorEvent): void {
    const args = providerEventOf(event);
    if (!args) return;
    const [name, payload] = args;
    for (const listener of [...(this.#listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // The host page's listener failed: its error is its own, reported without stopping the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

/** The EIP-1193 event (name and argument) for a connector event, if it has one. */
function providerEventOf(event: ConnectorEvent): [string, unknown] | undefined {
  switch (event.type) {
    case 'accountsChanged':
      return ['accountsChanged', [...event.accounts]];
    case 'chainChanged':
      return ['chainChanged', eip155ChainIdHex(event.caipNetworkId)];
    case 'disconnect':
      return ['disconnect', toEip1193Error(new ProviderDisconnectedError({ details: 'Signed out of the embedded wallet' }))];
    default:
      return undefined;
  }
}
