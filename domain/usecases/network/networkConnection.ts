import type { Observable } from 'rxjs';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionState } from '../connection/index.js';
import type { NetworkConnection, NetworkSwitchConnector } from './network.types.js';

export type NetworkConnectionParameters = {
  /** The connection use case (ConnectionUseCase fits). */
  readonly connection: {
    readonly snapshot: ConnectionState;
    readonly state$: Observable<ConnectionState>;
    setActiveNamespace(namespace: ChainNamespace): void;
  };
  /** The connectors use case (ConnectorsUseCase fits). */
  readonly connectors: { getConnector(id: string): NetworkSwitchConnector | undefined };
};

/** The connection as the network use case sees it: each namespace's wallet is the connector holding it. */
export function networkConnection({ connection, connectors }: NetworkConnectionParameters): NetworkConnection {
  return {
    get snapshot() {
      return connection.snapshot;
    },
    get state$() {
      return connection.state$;
    },
    getConnectorFor: (namespace) => {
      const connectorId = connection.snapshot.namespaces[namespace]?.connectorId;
      return connectorId === undefined ? undefined : connectors.getConnector(connectorId);
    },
    setActiveNamespace: (namespace) => connection.setActiveNamespace(namespace),
  };
}
