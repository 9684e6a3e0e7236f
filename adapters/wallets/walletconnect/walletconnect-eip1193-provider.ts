/**
 * An EIP-1193 view of a WalletConnect session on eip155, what `getProvider()` hands out (viem, the chain
 * adapter and the connector talk to it like to any browser wallet):
 *
 * - every request goes to the universal provider on the session's active eip155 chain: wallet methods the
 *   session approved go to the wallet over the relay, reads go to the rpcMap URL of that chain;
 * - `eth_chainId` answers the active chain as a hex quantity (the universal provider answers a number);
 * - `wallet_switchEthereumChain` switches locally when the session approved the chain (`setDefaultChain`),
 *   otherwise asks the wallet;
 * - a failure is a typed WalletportError (user rejection 4001, ...); without a session, 4900;
 * - a request unanswered after WALLETCONNECT_REQUEST_TIMEOUT_MS fails with REQUEST_TIMEOUT ('Request timed
 *   out'): one the relay cannot deliver must not hang with the page looking connected (issue 18, defect 8);
 * - events: `chainChanged` (hex), `accountsChanged`, `disconnect` (the session ended), `display_uri`.
 */
import { eip155ChainIdHex, isEip155CaipNetworkId } from '../evm/eip155-chain-id.js';
import { WALLETCONNECT_REQUEST_TIMEOUT_MS } from '../../../domain/entities/constants.js';
import { ChainDisconnectedError, parseWalletError, ProviderDisconnectedError } from '../../../domain/entities/errors/rpc-errors.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { realRequestTimer, withRequestTimeout } from './request-timeout.js';

/** What the view needs of the universal provider. */
export type SessionRequester = {
  /** True while a session exists. */
  hasSession(): boolean;
  /** The session's active chain on `namespace` (CAIP-2), if it holds that namespace. */
  activeChain(namespace: string): string | undefined;
  request(args: { method: string; params?: readonly unknown[] | object | undefined }, caipNetworkId: string): Promise<unknown>;
};

export type WalletConnectEip1193ProviderOptions = {
  /** Resolves the universal provider (created on first use). */
  requester: () => Promise<SessionRequester>;
  subscribe: (listener: (event: WalletConnectEvent) => void) => () => void;
  /** The clock of the request timeout; the real one when absent (tests pass a virtual one). */
  scheduler?: Pick<Scheduler, 'schedule'> | undefined;
  /** WALLETCONNECT_REQUEST_TIMEOUT_MS when absent. */
  requestTimeoutMs?: number | undefined;
};

type Listener = (...args: unknown[]) => void;

export class WalletConnectEip1193Provider implements Eip1193Provider {
  readonly #requester: () => Promise<SessionRequester>;
  readonly #subscribe: WalletConnectEip1193ProviderOptions['subscribe'];
  readonly #subscriptions = new Map<string, Map<Listener, () => void>>();
  readonly #scheduler: Pick<Scheduler, 'schedule'>;
  readonly #requestTimeoutMs: number;

  /** The universal provider answers to this, so libraries that look for it (wagmi, AppKit) find it. */
  readonly isWalletConnect = true;

  constructor(options: WalletConnectEip1193ProviderOptions) {
    this.#requester = options.requester;
    this.#subscribe = options.subscribe;
    this.#scheduler = options.scheduler ?? realRequestTimer;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? WALLETCONNECT_REQUEST_TIMEOUT_MS;
  }

  async request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const requester = await this.#requester();
    if (!requester.hasSession()) {
      throw new ProviderDisconnectedError({ details: 'Please call connect() before request()' });
    }
    const chain = requester.activeChain('eip155');
    if (chain === undefined) throw new ChainDisconnectedError({ details: 'The session holds no eip155 account' });
    if (args.method === 'eth_chainId') return eip155ChainIdHex(chain);
    try {
      const answer = requester.request({ method: args.method, params: args.params }, chain);
      return await withRequestTimeout(answer, { timer: this.#scheduler, ms: this.#requestTimeoutMs, method: args.method });
    } catch (error) {
      throw parseWalletError(error);
    }
  }

  on(event: string, listener: Listener): void {
    const listeners = this.#subscriptions.get(event) ?? new Map<Listener, () => void>();
    if (listeners.has(listener)) return;
    listeners.set(
      listener,
      this.#subscribe((walletEvent) => {
        const args = toProviderEvent(event, walletEvent);
        if (args) listener(...args);
      }),
    );
    this.#subscriptions.set(event, listeners);
  }

  removeListener(event: string, listener: Listener): void {
    const listeners = this.#subscriptions.get(event);
    listeners?.get(listener)?.();
    listeners?.delete(listener);
  }
}

/** The EIP-1193 arguments of `event` carried by a client event, or undefined when it carries none. */
function toProviderEvent(event: string, walletEvent: WalletConnectEvent): unknown[] | undefined {
  switch (walletEvent.type) {
    case 'chainChanged': {
      const { caipNetworkId } = walletEvent;
      return event === 'chainChanged' && isEip155CaipNetworkId(caipNetworkId) ? [eip155ChainIdHex(caipNetworkId)] : undefined;
    }
    case 'accountsChanged': {
      const onEip155 = walletEvent.caipNetworkId === undefined || walletEvent.caipNetworkId.startsWith('eip155:');
      return event === 'accountsChanged' && onEip155 ? [walletEvent.accounts] : undefined;
    }
    case 'session_delete':
      return event === 'disconnect' ? [new ProviderDisconnectedError({ details: 'The wallet ended the session' })] : undefined;
    case 'display_uri':
      return event === 'display_uri' ? [walletEvent.uri] : undefined;
    default:
      return undefined;
  }
}
