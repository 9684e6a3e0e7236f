/**
 * The connectors as the connection sees them: the wallet port behind an id, and who that wallet is. The
 * connectors use case publishes each connector's description with what the wallet catalogue added (its
 * catalogue id and image); the directory keeps the latest list so the stored wallet id, the recent list
 * and CONNECT_SUCCESS name the catalogue wallet, not only the connector.
 */
import type { Observable, Subscription } from 'rxjs';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { Connector } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { ConnectorsState, RecentWallet } from './connection.types.js';
import { walletIdentity, type WalletIdentity } from './walletIdentity.js';

/** The connectors use case, narrowed to what the connection needs. */
export type ConnectionConnectors = {
  getConnector(id: string): WalletConnector | undefined;
  readonly state$: Observable<ConnectorsState>;
};

export class ConnectorDirectory {
  readonly #connectors: ConnectionConnectors;
  #latest: readonly Connector[] = [];
  #subscription: Subscription | undefined;

  constructor(connectors: ConnectionConnectors) {
    this.#connectors = connectors;
  }

  get(connectorId: string): WalletConnector | undefined {
    return this.#connectors.getConnector(connectorId);
  }

  /** The connector, or 'No connector found for connection: {id}'. */
  require(connectorId: string): WalletConnector {
    const connector = this.get(connectorId);
    if (!connector) throw walletportError('NO_CONNECTOR_FOR_CONNECTION', [connectorId]);
    return connector;
  }

  /** Who the user connected to through `connector` (`wallet` is the catalogue wallet they picked, if any). */
  identity(connector: WalletConnector, wallet: RecentWallet | undefined): WalletIdentity {
    const description = this.#latest.find((entry) => entry.id === connector.info.id) ?? connector.info;
    return walletIdentity(description, wallet);
  }

  /** The wallet id and name to store for a connected connector, or undefined when it is gone. */
  walletOf(connectorId: string): { id: string; name: string } | undefined {
    const connector = this.get(connectorId);
    if (!connector) return undefined;
    const { id, name } = this.identity(connector, undefined);
    return { id, name };
  }

  /** Follows the published connectors (once); `onChange` runs after each list is recorded. */
  follow(onChange: () => void): void {
    if (this.#subscription) return;
    this.#subscription = this.#connectors.state$.subscribe((state) => {
      this.#latest = state.connectors;
      onChange();
    });
  }

  dispose(): void {
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
  }
}
