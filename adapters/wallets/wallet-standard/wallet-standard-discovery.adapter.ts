/**
 * ConnectorDiscovery for Wallet Standard wallets (the solana namespace): the app side of the
 * `wallet-standard:app-ready` / `wallet-standard:register-wallet` handshake, our own rather than
 * @wallet-standard/app. Nothing happens until start(): it listens for `register-wallet` (wallets that load
 * after the page) and dispatches `app-ready` with the page's registry (wallets that loaded before it answer it).
 * Each registered object is validated (wallet-standard.schema.ts); a Solana wallet becomes one ANNOUNCED
 * WalletConnector, listed once however often it registers. stop() removes the listener and keeps the list.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { WalletStandardConnector } from './wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from './wallet-standard-handle.js';
import { APP_READY_EVENT, isSolanaWallet, parseStandardWallet, REGISTER_WALLET_EVENT } from './wallet-standard.schema.js';

export type WalletStandardDiscoveryOptions = {
  /** The CAIP-2 ids of the page's Solana networks. */
  networks: readonly string[];
  /** Where to find the window; looked up on start(). Default: `globalThis.window`. */
  window?: (() => Window | undefined) | undefined;
};

type Entry = { wallet: object; connector: WalletConnector };

/** What the page hands wallets: `register(...wallets)`, answering a function that unregisters them. */
type AppRegistry = { register: (...wallets: unknown[]) => () => void };

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export class WalletStandardDiscovery implements ConnectorDiscovery {
  readonly #networks: readonly string[];
  readonly #window: () => Window | undefined;
  readonly #connectors = new BehaviorSubject<readonly WalletConnector[]>([]);
  readonly connectors$: Observable<readonly WalletConnector[]> = this.#connectors.asObservable();
  #entries: readonly Entry[] = [];
  #stopListening: (() => void) | undefined;

  constructor(options: WalletStandardDiscoveryOptions) {
    this.#networks = [...options.networks];
    this.#window = options.window ?? defaultWindow;
  }

  get snapshot(): readonly WalletConnector[] {
    return this.#connectors.value;
  }

  start(): void {
    if (this.#stopListening) return;
    const win = this.#window();
    if (!win) return;
    // Frozen: the registry is handed to any script on the page, which must not swap its function.
    const registry: AppRegistry = Object.freeze({ register: (...wallets: unknown[]) => this.#register(wallets) });
    const onRegister = (event: Event) => {
      let callback: unknown;
      try {
        callback = (event as CustomEvent<unknown>).detail;
      } catch {
        return;
      }
      if (typeof callback !== 'function') return;
      try {
        (callback as (api: AppRegistry) => void)(registry);
      } catch {
        // A wallet's callback failing is that wallet's problem, not the page's.
      }
    };
    win.addEventListener(REGISTER_WALLET_EVENT, onRegister);
    this.#stopListening = () => win.removeEventListener(REGISTER_WALLET_EVENT, onRegister);
    const CustomEventConstructor = (win as Window & typeof globalThis).CustomEvent ?? CustomEvent;
    win.dispatchEvent(new CustomEventConstructor(APP_READY_EVENT, { detail: registry }));
  }

  stop(): void {
    this.#stopListening?.();
    this.#stopListening = undefined;
  }

  #register(wallets: readonly unknown[]): () => void {
    const added: Entry[] = [];
    for (const wallet of wallets) {
      if (typeof wallet !== 'object' || wallet === null) continue;
      // The same object registering again (it answers every app-ready) is listed once.
      if (this.#entries.some((entry) => entry.wallet === wallet) || added.some((entry) => entry.wallet === wallet)) continue;
      const valid = parseStandardWallet(wallet);
      if (valid === undefined || !isSolanaWallet(valid)) continue;
      const connector = new WalletStandardConnector({ handle: new WalletStandardHandle(wallet, valid), networks: this.#networks });
      // Two wallets of one name would be one row with one id: the first stays (as EIP-6963's first announcement).
      if ([...this.#entries, ...added].some((entry) => entry.connector.info.id === connector.info.id)) continue;
      added.push({ wallet, connector });
    }
    if (added.length > 0) {
      this.#entries = [...this.#entries, ...added];
      this.#connectors.next(this.#entries.map((entry) => entry.connector));
    }
    return () => {
      const remaining = this.#entries.filter((entry) => !added.includes(entry));
      if (remaining.length === this.#entries.length) return;
      this.#entries = remaining;
      this.#connectors.next(this.#entries.map((entry) => entry.connector));
    };
  }
}
