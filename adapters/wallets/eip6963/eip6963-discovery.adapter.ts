/**
 * ConnectorDiscovery for browser wallets: EIP-6963 announcements (ANNOUNCED connectors) and the legacy
 * `window.ethereum` (one INJECTED connector, id 'injected'), merged so one wallet never shows twice (rules in
 * ./dedupe-wallets.ts). Nothing happens until start(): it listens for `eip6963:announceProvider`, dispatches
 * `eip6963:requestProvider` and reads `window.ethereum` (again on `ethereum#initialized`, for wallets that
 * inject late). Wallets announcing after start() are added and connectors$ emits again. stop() removes the
 * listeners and keeps the list.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { Eip1193WalletConnector } from '../eip1193/eip1193-wallet-connector.adapter.js';
import { identifyInjectedWallet } from '../injected/identify-injected-wallet.js';
import { readInjectedProvider } from '../injected/read-injected-provider.js';
import {
  isDuplicateAnnouncement,
  isInjectedAnnounced,
  type SeenAnnouncement,
  type SeenInjected,
} from './dedupe-wallets.js';
import { isLoadableIcon, parseEip6963Announcement, type Eip6963Announcement } from './eip6963-announcement.schema.js';

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';
/** Dispatched by MetaMask (and others) once `window.ethereum` is set, when that happens after page load. */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized';
export const INJECTED_CONNECTOR_ID = 'injected';

export type Eip6963DiscoveryOptions = {
  /** Where to find the window; looked up on start(). Default: `globalThis.window`. */
  window?: (() => Window | undefined) | undefined;
  /** Listen for EIP-6963 announcements. Default true. */
  enableEIP6963?: boolean | undefined;
  /** List the legacy `window.ethereum` provider. Default true. */
  enableInjected?: boolean | undefined;
};

type AnnouncedEntry = SeenAnnouncement & { connector: WalletConnector };
type InjectedEntry = SeenInjected & { connector: WalletConnector };

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function announcedConnectorInfo({ info }: Eip6963Announcement): Connector {
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    // A data URI only: an https icon would be a request to a host any page script picked (issue 18, defect 4).
    imageUrl: isLoadableIcon(info.icon) ? info.icon : undefined,
    info: { rdns: info.rdns },
  };
}

function sameList(left: readonly WalletConnector[], right: readonly WalletConnector[]): boolean {
  return left.length === right.length && left.every((connector, index) => connector === right[index]);
}

export class Eip6963Discovery implements ConnectorDiscovery {
  readonly #window: () => Window | undefined;
  readonly #enableEip6963: boolean;
  readonly #enableInjected: boolean;
  readonly #connectors = new BehaviorSubject<readonly WalletConnector[]>([]);
  readonly connectors$: Observable<readonly WalletConnector[]> = this.#connectors.asObservable();
  #announced: readonly AnnouncedEntry[] = [];
  #injected: InjectedEntry | undefined;
  #stopListening: (() => void) | undefined;
  /** While start() runs, emissions are held back so subscribers never see a transient duplicate. */
  #holdEmissions = false;

  constructor(options: Eip6963DiscoveryOptions = {}) {
    this.#window = options.window ?? defaultWindow;
    this.#enableEip6963 = options.enableEIP6963 ?? true;
    this.#enableInjected = options.enableInjected ?? true;
  }

  /** The connectors listed right now (the last value of connectors$). */
  get snapshot(): readonly WalletConnector[] {
    return this.#connectors.value;
  }

  start(): void {
    if (this.#stopListening) return;
    const win = this.#window();
    if (!win) return;
    const cleanups: Array<() => void> = [];
    const listen = (type: string, handler: (event: Event) => void) => {
      win.addEventListener(type, handler);
      cleanups.push(() => win.removeEventListener(type, handler));
    };
    if (this.#enableEip6963) listen(EIP6963_ANNOUNCE_EVENT, (event) => this.#onAnnounce(event));
    if (this.#enableInjected) listen(ETHEREUM_INITIALIZED_EVENT, () => this.#onInjected(win));
    this.#stopListening = () => cleanups.forEach((cleanup) => cleanup());

    this.#holdEmissions = true;
    try {
      if (this.#enableInjected) this.#onInjected(win);
      if (this.#enableEip6963) {
        const EventConstructor = (win as Window & typeof globalThis).Event ?? Event;
        win.dispatchEvent(new EventConstructor(EIP6963_REQUEST_EVENT));
      }
    } finally {
      this.#holdEmissions = false;
      this.#emit();
    }
  }

  stop(): void {
    this.#stopListening?.();
    this.#stopListening = undefined;
  }

  #onAnnounce(event: Event): void {
    let detail: unknown;
    try {
      detail = (event as CustomEvent<unknown>).detail;
    } catch {
      return;
    }
    const announcement = parseEip6963Announcement(detail);
    if (!announcement) return;
    const seen: SeenAnnouncement = {
      uuid: announcement.info.uuid,
      rdns: announcement.info.rdns,
      provider: announcement.provider,
    };
    if (isDuplicateAnnouncement(this.#announced, seen)) return;
    const connector = new Eip1193WalletConnector({
      info: announcedConnectorInfo(announcement),
      provider: announcement.provider,
    });
    this.#announced = [...this.#announced, { ...seen, connector }];
    this.#emit();
  }

  #onInjected(win: Window): void {
    const provider = readInjectedProvider(win);
    if (provider === this.#injected?.provider) return;
    if (provider === undefined) {
      this.#injected = undefined;
    } else {
      const { name, rdns } = identifyInjectedWallet(provider);
      const connector = new Eip1193WalletConnector({
        info: { id: INJECTED_CONNECTOR_ID, name, type: 'INJECTED', chain: 'eip155' },
        provider,
      });
      this.#injected = { provider, rdns, connector };
    }
    this.#emit();
  }

  #emit(): void {
    if (this.#holdEmissions) return;
    const injected = this.#injected;
    const next = this.#announced.map((entry) => entry.connector);
    if (injected && !isInjectedAnnounced(injected, this.#announced)) next.push(injected.connector);
    if (!sameList(this.#connectors.value, next)) this.#connectors.next(next);
  }
}
