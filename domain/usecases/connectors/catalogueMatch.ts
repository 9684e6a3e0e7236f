/**
 * The one rule that ties connectors to catalogue wallets. Every place that asks "is this the same wallet?" or
 * "is this wallet installed?" uses it: the connectors use case (completing a connector with its catalogue
 * id), the Connect list and All Wallets (each wallet once, the 'Installed' tag, where picking leads), the
 * connect-method order and the recent list.
 *
 * Two kinds of connector reach a wallet without WalletConnect:
 * - browser wallets, 'installed' (ANNOUNCED over EIP-6963, the legacy INJECTED provider, a MULTI_CHAIN
 *   browser wallet): they carry the 'Installed' tag, and their presence moves the wallet method first;
 * - host-supplied EXTERNAL connectors: they reach a wallet directly too, but they are on every page the host
 *   builds, so they are not 'installed'.
 * WalletConnect and the email/social wallets (AUTH, ID_AUTH) reach many wallets through one connector, so
 * they never stand for a catalogue wallet.
 *
 * A direct connector reaches a catalogue wallet when any of these hold:
 * - its id or its explorer id is the wallet's catalogue id;
 * - its EIP-6963 rdns is the wallet's rdns, ignoring case;
 * - its id is one of the wallet's injected ids on the connector's namespace (`injected[].injected_id`, the
 *   flag a legacy provider sets, e.g. `isMetaMask`).
 */
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';

/** Browser wallets, 'installed': the 'Installed' tag, and what puts the wallet method first. */
export const BROWSER_WALLET_TYPES: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'];

/** Connectors that open a wallet without WalletConnect: the browser wallets and the host's own. */
export const DIRECT_CONNECTOR_TYPES: readonly ConnectorType[] = [...BROWSER_WALLET_TYPES, 'EXTERNAL'];

/** What the rule reads of a wallet: catalogue, custom and recent wallets all fit (only `id` is required). */
export type MatchableWallet = Pick<CatalogueWallet, 'id'> & Partial<Pick<CatalogueWallet, 'rdns' | 'injected'>>;

/** Whether the connector is a wallet running in this browser (the 'Installed' tag). */
export function isInstalledConnector(connector: Pick<Connector, 'type'>): boolean {
  return BROWSER_WALLET_TYPES.includes(connector.type);
}

/** Whether the connector opens a wallet by itself (browser or host connector), not through WalletConnect. */
export function isDirectConnector(connector: Pick<Connector, 'type'>): boolean {
  return DIRECT_CONNECTOR_TYPES.includes(connector.type);
}

/** Whether a direct connector reaches `wallet` (see the top of this file); false for any other connector. */
export function connectorReachesWallet(connector: Connector, wallet: MatchableWallet): boolean {
  if (!isDirectConnector(connector)) return false;
  if (connector.id === wallet.id || connector.explorerId === wallet.id) return true;
  const rdns = connector.info?.rdns;
  if (rdns && wallet.rdns && rdns.toLowerCase() === wallet.rdns.toLowerCase()) return true;
  return (wallet.injected ?? []).some(
    (injected) => injected.injected_id === connector.id && injected.namespace === connector.chain,
  );
}

/** The first catalogue wallet `connector` reaches, if any. */
export function findCatalogueWallet<TWallet extends MatchableWallet>(
  connector: Connector,
  wallets: readonly TWallet[],
): TWallet | undefined {
  return wallets.find((wallet) => connectorReachesWallet(connector, wallet));
}

/** The first connector that reaches `wallet` directly, if any. */
export function findWalletConnector<TConnector extends Connector>(
  wallet: MatchableWallet,
  connectors: readonly TConnector[],
): TConnector | undefined {
  return connectors.find((connector) => connectorReachesWallet(connector, wallet));
}

/**
 * The connector completed with the catalogue wallet it reaches: that wallet's id as explorer id, and its image
 * id when the connector has none. The connector itself when it has an explorer id already or reaches none.
 */
export function withCatalogueWallet(connector: Connector, wallets: readonly CatalogueWallet[]): Connector {
  if (connector.explorerId !== undefined) return connector;
  const wallet = findCatalogueWallet(connector, wallets);
  if (!wallet) return connector;
  return {
    ...connector,
    explorerId: wallet.id,
    ...(connector.imageId === undefined && wallet.image_id ? { imageId: wallet.image_id } : {}),
  };
}
