/**
 * Which wallet holds the connection of a namespace (the active one by default): its name, a safe icon, the
 * connector id, rdns and type; undefined while nothing is connected. Stable until it changes.
 */
import { loadedCore, memoized } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ChainNamespace, Connector, ConnectorType } from '../domain/entities/connector/connector.js';
import { isSafeImageUrl } from '../domain/entities/link/is-safe-image-url.js';

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

export type GetWalletInfoParameters = { namespace?: ChainNamespace | undefined };
export type GetWalletInfoReturnType = WalletInfo | undefined;
export type GetWalletInfoErrorType = never;

export function getWalletInfo(client: WalletportClient, { namespace }: GetWalletInfoParameters = {}): GetWalletInfoReturnType {
  const core = loadedCore(client);
  if (!core) return undefined;
  const connection = core.connection.snapshot;
  const target = namespace ?? connection.activeNamespace;
  const entry = target === undefined ? undefined : connection.namespaces[target];
  const connectorId = entry?.status === 'connected' ? entry.connectorId : undefined;
  const listed = connectorId === undefined ? undefined : core.connectors.snapshot.connectors.find((connector) => connector.id === connectorId);
  // A connector hidden as a duplicate of another still answers by its own id.
  const connector: Connector | undefined = listed ?? (connectorId === undefined ? undefined : core.connectors.getConnector(connectorId)?.info);
  return memoized(client, `wallet-info|${namespace ?? ''}`, [connector], () => connector && toWalletInfo(connector));
}

function toWalletInfo(connector: Connector): WalletInfo {
  return {
    name: connector.name,
    icon: connector.imageUrl !== undefined && isSafeImageUrl(connector.imageUrl) ? connector.imageUrl : undefined,
    id: connector.id,
    rdns: connector.info?.rdns,
    type: connector.type,
  };
}
