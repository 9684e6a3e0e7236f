/**
 * ConnectorDiscovery for sats-connect Bitcoin wallets: the entries of `window.btc_providers` (sats-connect's
 * list, which each wallet extension pushes itself onto), read on start() and once more when the page has
 * loaded (an extension may inject after the page's scripts). Each entry is validated (sats-connect.schema.ts)
 * and becomes one ANNOUNCED bip122 WalletConnector, listed once however often it is read; an entry whose
 * provider object is missing is left out. This module is its own chunk, loaded only on a page with a bip122
 * network (browser-wallet-discovery.ts).
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { SatsConnectConnector } from './connector-sats-connect.adapter.js';
import { btcProviderEntrySchema } from './sats-connect.schema.js';
import { SatsConnectWallet } from './sats-connect-wallet.js';

export type SatsConnectDiscoveryOptions = {
  /** The CAIP-2 ids of the page's bip122 networks. */
  networks: readonly string[];
  /** Where to find the window; looked up on start(). Default: `globalThis.window`. */
  window?: (() => Window | undefined) | undefined;
};

const MAX_ENTRIES = 32;

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export class SatsConnectDiscovery implements ConnectorDiscovery {
  readonly #networks: readonly string[];
  readonly #window: () => Window | undefined;
  readonly #connectors = new BehaviorSubject<readonly WalletConnector[]>([]);
  readonly connectors$: Observable<readonly WalletConnector[]> = this.#connectors.asObservable();
  #stopListening: (() => void) | undefined;

  constructor(options: SatsConnectDiscoveryOptions) {
    this.#networks = [...options.networks];
    this.#window = options.window ?? defaultWindow;
  }

  start(): void {
    if (this.#stopListening) return;
    const win = this.#window();
    if (!win) return;
    this.#read(win);
    const onLoad = () => this.#read(win);
    win.addEventListener('load', onLoad, { once: true });
    this.#stopListening = () => win.removeEventListener('load', onLoad);
  }

  stop(): void {
    this.#stopListening?.();
    this.#stopListening = undefined;
  }

  #read(win: Window): void {
    let entries: unknown;
    try {
      entries = (win as Window & { btc_providers?: unknown }).btc_providers;
    } catch {
      return; // A hostile getter is no list.
    }
    if (!Array.isArray(entries)) return;
    const known = this.#connectors.value;
    const added: WalletConnector[] = [];
    for (const raw of entries.slice(0, MAX_ENTRIES)) {
      const parsed = safeEntry(raw);
      if (!parsed) continue;
      const wallet = new SatsConnectWallet({ entry: parsed, window: () => win });
      if (!wallet.isPresent()) continue;
      const connector = new SatsConnectConnector({ wallet, networks: this.#networks });
      // Listed once: the first entry of an id stays (as EIP-6963's first announcement).
      if ([...known, ...added].some((existing) => existing.info.id === connector.info.id)) continue;
      added.push(connector);
    }
    if (added.length > 0) this.#connectors.next([...known, ...added]);
  }
}

function safeEntry(raw: unknown): ReturnType<typeof btcProviderEntrySchema.parse> | undefined {
  try {
    const parsed = btcProviderEntrySchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
