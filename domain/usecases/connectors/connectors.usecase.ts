/**
 * Every connector the modal can use, merged from their sources: the extra connectors the composition root
 * builds (WalletConnect, the embedded auth wallet, host-supplied ones) and the wallets discovery finds
 * (EIP-6963 announcements, the legacy `ethereum` global), including wallets that announce late.
 *
 * The live WalletConnector objects are kept by id for the connection use case (`getConnector`); the state
 * publishes their `Connector` descriptions, merged and deduplicated (see mergeConnectors.ts) and, when the
 * catalogue is known, completed with the catalogue wallet's id (explorer id) and image id.
 *
 * Nothing happens in the constructor: discovery starts on `start()`, so creating the use case is SSR-safe.
 */
import { combineLatest, of, type Observable, type Subscription } from 'rxjs';
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ConnectorsState } from '../connection/connection.types.js';
import { StateStore } from '../shared/state-store.js';
import { findCatalogueWallet } from './findCatalogueWallet.js';
import { markInstalledWallets, type MarkInstalledWalletsReturnType } from './markInstalledWallets.js';
import { mergeConnectors } from './mergeConnectors.js';

export type ConnectorsUseCaseDependencies = {
  /** Finds browser wallets; optional (no discovery outside browsers). */
  discovery?: ConnectorDiscovery | undefined;
  /** Connectors built by the composition root: WalletConnect, the auth wallet, custom ones. Listed first. */
  extraConnectors?: readonly WalletConnector[] | undefined;
  /** The catalogue wallets known so far (for explorer ids and images); optional. */
  catalogueWallets$?: Observable<readonly CatalogueWallet[]> | undefined;
};

export class ConnectorsUseCase {
  readonly #discovery: ConnectorDiscovery | undefined;
  readonly #extraConnectors: readonly WalletConnector[];
  readonly #catalogueWallets$: Observable<readonly CatalogueWallet[]>;
  readonly #store: StateStore<ConnectorsState>;
  /** Every live connector by id, the merged winners first (a hidden duplicate still answers by its own id). */
  #byId = new Map<string, WalletConnector>();
  #merged: readonly WalletConnector[] = [];
  #catalogueWallets: readonly CatalogueWallet[] = [];
  /** Completed descriptions, memoised per raw description so unchanged connectors keep their identity. */
  #described = new WeakMap<Connector, Connector>();
  #subscription: Subscription | undefined;

  readonly state$: Observable<ConnectorsState>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => ConnectorsState;

  constructor({ discovery, extraConnectors = [], catalogueWallets$ }: ConnectorsUseCaseDependencies = {}) {
    this.#discovery = discovery;
    this.#extraConnectors = [...extraConnectors];
    this.#catalogueWallets$ = catalogueWallets$ ?? of([]);
    this.#store = new StateStore<ConnectorsState>({ connectors: [] });
    this.state$ = this.#store.state$;
    this.subscribe = this.#store.subscribe;
    this.getSnapshot = this.#store.getSnapshot;
    this.#publish([]);
  }

  get snapshot(): ConnectorsState {
    return this.#store.snapshot;
  }

  /** The merged live connectors, in the order of `snapshot.connectors`. */
  get walletConnectors(): readonly WalletConnector[] {
    return this.#merged;
  }

  /** Starts discovery and follows it and the catalogue. Idempotent. */
  start(): void {
    if (this.#subscription) return;
    const discovered$ = this.#discovery?.connectors$ ?? of<readonly WalletConnector[]>([]);
    this.#subscription = combineLatest([discovered$, this.#catalogueWallets$]).subscribe(([discovered, wallets]) => {
      if (wallets !== this.#catalogueWallets) {
        this.#catalogueWallets = wallets;
        this.#described = new WeakMap();
      }
      this.#publish(discovered);
    });
    this.#discovery?.start();
  }

  /** The live connector with this id (also one hidden as a duplicate, so a stored id still resolves). */
  getConnector(id: string): WalletConnector | undefined {
    return this.#byId.get(id);
  }

  /** The catalogue wallets marked installed or not against the current connectors. */
  markInstalledWallets(catalogueWallets: readonly CatalogueWallet[]): MarkInstalledWalletsReturnType {
    return markInstalledWallets(catalogueWallets, this.#store.snapshot.connectors);
  }

  /** Stops discovery (when this use case started it) and completes `state$`. */
  dispose(): void {
    if (this.#subscription) {
      this.#subscription.unsubscribe();
      this.#subscription = undefined;
      this.#discovery?.stop();
    }
    this.#store.dispose();
  }

  #publish(discovered: readonly WalletConnector[]): void {
    const all = [...this.#extraConnectors, ...discovered];
    const merged = mergeConnectors(all, (connector) => connector.info);
    const byId = new Map<string, WalletConnector>();
    for (const connector of [...merged, ...all]) {
      if (!byId.has(connector.info.id)) byId.set(connector.info.id, connector);
    }
    this.#byId = byId;
    this.#merged = merged;

    const connectors = merged.map((connector) => this.#describe(connector.info));
    const previous = this.#store.snapshot.connectors;
    const unchanged =
      previous.length === connectors.length && previous.every((connector, index) => connector === connectors[index]);
    if (!unchanged) this.#store.update({ connectors });
  }

  /** The connector's description, completed from its catalogue wallet when it lacks an explorer id or image. */
  #describe(info: Connector): Connector {
    const cached = this.#described.get(info);
    if (cached) return cached;
    const wallet = info.explorerId === undefined ? findCatalogueWallet(info, this.#catalogueWallets) : undefined;
    const described: Connector = wallet
      ? {
          ...info,
          explorerId: wallet.id,
          ...(info.imageId === undefined && wallet.image_id ? { imageId: wallet.image_id } : {}),
        }
      : info;
    this.#described.set(info, described);
    return described;
  }
}
