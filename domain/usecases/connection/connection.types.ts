/**
 * The shape of connection state that the connection, network and account use cases and the renderer share.
 * Fixed here first so those pieces can be written side by side.
 */
import type { AccountEntry, ConnectionStatus } from '../../entities/account/account.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';

/** One namespace's connection (SPEC.md section 4: status per namespace). */
export type NamespaceConnection = {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  /** The connector that holds this namespace's session. */
  connectorId: string | undefined;
  /** The active address, checksummed for eip155. */
  address: string | undefined;
  /** `namespace:reference:address`. */
  caipAddress: string | undefined;
  allAccounts: readonly AccountEntry[];
  /** The CAIP-2 id of the chain the wallet reports. */
  caipNetworkId: string | undefined;
};

/** A wallet remembered in the recent list (at most RECENT_WALLETS_MAX). */
export type RecentWallet = { id: string; name: string; rdns?: string | undefined; imageUrl?: string | undefined };

export type ConnectionState = {
  /** The namespace the modal is showing. */
  activeNamespace: ChainNamespace | undefined;
  namespaces: Readonly<Partial<Record<ChainNamespace, NamespaceConnection>>>;
  /** The connector being connected right now, for the connecting views. */
  connectingConnectorId: string | undefined;
  recentWallets: readonly RecentWallet[];
};

/** What the connectors use case publishes: every known connector, merged and deduplicated. */
export type ConnectorsState = {
  connectors: readonly Connector[];
};
