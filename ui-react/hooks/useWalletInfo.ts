import { useCallback, useMemo } from 'react';
import type { ChainNamespace, Connector, ConnectorType } from '../../domain/entities/connector/connector.js';
import type { ConnectionState, ConnectorsState } from '../../domain/usecases/connection/connection.types.js';
import { safeImageUrl } from '../components/Avatar/isSafeImageUrl.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type WalletInfo = {
  /** The wallet's name (untrusted text: render it as text). */
  name: string;
  /** The wallet's icon, only when it is a safe image address (https, http or data:image); else undefined. */
  icon: string | undefined;
  /** The connector id. */
  id: string;
  /** The wallet's reverse-DNS id (EIP-6963), when it has one. */
  rdns: string | undefined;
  type: ConnectorType;
};

export type UseWalletInfoParameters = {
  /** The namespace to read; the active namespace by default. */
  namespace?: ChainNamespace | undefined;
};

export type UseWalletInfoReturnType = {
  /** The connected wallet; undefined while nothing is connected. */
  walletInfo: WalletInfo | undefined;
};

/** Which wallet is connected: name, icon, id and rdns of the connected connector. SSR-safe. */
export function useWalletInfo({ namespace }: UseWalletInfoParameters = {}): UseWalletInfoReturnType {
  const { connection, connectors } = useWalletport();
  const selectConnectorId = useCallback(
    (state: ConnectionState) => {
      const target = namespace ?? state.activeNamespace;
      const entry = target === undefined ? undefined : state.namespaces[target];
      return entry?.status === 'connected' ? entry.connectorId : undefined;
    },
    [namespace],
  );
  const connectorId = useStore(connection, selectConnectorId);
  const selectConnector = useCallback(
    (state: ConnectorsState) => (connectorId === undefined ? undefined : state.connectors.find((entry) => entry.id === connectorId)),
    [connectorId],
  );
  const listed = useStore(connectors, selectConnector);
  // A connector hidden as a duplicate of another still answers by its own id.
  const connector: Connector | undefined = listed ?? (connectorId === undefined ? undefined : connectors.getConnector(connectorId)?.info);

  return useMemo(
    () => ({
      walletInfo:
        connector === undefined
          ? undefined
          : {
              name: connector.name,
              icon: safeImageUrl(connector.imageUrl),
              id: connector.id,
              rdns: connector.info?.rdns,
              type: connector.type,
            },
    }),
    [connector],
  );
}
