/**
 * Every connector the modal can use, merged from their sources: the extra connectors the composition root
 * builds (WalletConnect, the embedded auth wallet, host-supplied ones) and the wallets discovery finds
 * (EIP-6963 announcements, the legacy `ethereum` global), including wallets that announce late.
 *
 * The live WalletConnector objects are kept by id for the connection use case (`getConnector`); the state
 * publishes their `Connector` descriptions, merged and deduplicated (see mergeConnectors.ts) and, once the
 * catalogue lists the wallet a connector reaches, completed with that wallet's id (explorer id) and image id
 * (withCatalogueWallet, the rule of catalogueMatch.ts). The views list these completed connectors as they are.
 *
 * Nothing happens in the constructor: discovery starts on `start()` (the client's), so creating the use case
 * is SSR-safe. Discovery is a page-wide side effect, so it waits for that command rather than a subscriber.
 */
import { combineLatest, of, type Observable } from 'rxjs';
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { renameWallet } from '../../entities/wallet/renameWallet.js';
import type { ConnectorDiscovery, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ConnectorsState } from '../connection/index.js';
import { StatefulUseCase } from '../shared/index.js';
import { withCatalogueWallet } from './catalogueMatch.js';
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

export class ConnectorsUseCase extends StatefulUseCase<ConnectorsState> {
  readonly #discovery: ConnectorDiscovery | undefined;
  readonly #extraConnectors: readonly WalletConnector[];
  readonly #catalogueWallets$: Observable<readonly CatalogueWallet[]>;
  /** Every live connector by id, the merged winners first (a hidden duplicate still answers by its own id). */
  #byId = new Map<string, WalletConnector>();
  #merged: readonly WalletConnector[] = [];
  #catalogueWallets: readonly CatalogueWallet[] = [];
  /** The completed description last published per raw description, so an unchanged one keeps its identity. */
  readonly #described = new WeakMap<Connector, Connector>();
  #started = false;

  constructor({ discovery, extraConnectors = [], catalogueWallets$ }: ConnectorsUseCaseDependencies = {}) {
    super({ connectors: [] });
    this.#discovery = discovery;
    this.#extraConnectors = [...extraConnectors];
    this.#catalogueWallets$ = catalogueWallets$ ?? of([]);
    this.#publish([]);
  }

  /** The merged live connectors, in the order of `snapshot.connectors`. */
  get walletConnectors(): readonly WalletConnector[] {
    return this.#merged;
  }

  /** Starts discovery and follows it and the catalogue. Idempotent; does nothing once disposed. */
  start(): void {
    if (this.#started || this.isDisposed) return;
    this.#started = true;
    const discovered$ = this.#discovery?.connectors$ ?? of<readonly WalletConnector[]>([]);
    this.follow(combineLatest([discovered$, this.#catalogueWallets$]), ([discovered, wallets]) => {
      this.#catalogueWallets = wallets;
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
    return markInstalledWallets(catalogueWallets, this.snapshot.connectors);
  }

  /** Stops discovery when this use case started it. */
  protected override onDispose(): void {
    if (this.#started) this.#discovery?.stop();
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

    const infos = merged.map((connector) => connector.info);
    const connectors = infos.map((info) => this.#describe(info, infos));
    const previous = this.snapshot.connectors;
    const unchanged =
      previous.length === connectors.length && previous.every((connector, index) => connector === connectors[index]);
    if (!unchanged) this.setState({ connectors });
  }

  /** The connector's description, completed from the catalogue wallet it reaches; the same object while equal. */
  #describe(info: Connector, others: readonly Connector[]): Connector {
    // Shown names follow WALLET_RENAMES ('Trust Wallet' announces itself under its long name).
    const completed = renameWallet(withCatalogueWallet(info, this.#catalogueWallets, others));
    const previous = this.#described.get(info);
    if (previous && previous.explorerId === completed.explorerId && previous.imageId === completed.imageId) return previous;
    this.#described.set(info, completed);
    return completed;
  }
}
