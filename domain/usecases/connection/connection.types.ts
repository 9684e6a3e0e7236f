/**
 * The shape of connection state that the connection, network and account use cases and the renderer share.
 * Fixed here first so those pieces can be written side by side.
 */
import type { AccountEntry, ConnectionStatus } from '../../entities/account/account.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';

/** One namespace's connection (status per namespace). */
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
  /**
   * Every wallet connection the namespace holds, the latest connect first (several wallets
   * at once). The connection store sets it on every state it publishes; a connection built by a command before
   * the store takes it has none yet.
   */
  connections?: readonly HeldConnection[] | undefined;
};

/**
 * One wallet connection a namespace holds. Its status:
 * 'connected' for the connection in use (the namespace's connector), 'active' for another one the namespace
 * holds, ready to be switched to without a prompt.
 */
export type HeldConnection = {
  connectorId: string;
  status: 'connected' | 'active';
  /** The address the connection shows (its first account), as the wallet last gave it. */
  address: string | undefined;
  allAccounts: readonly AccountEntry[];
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
