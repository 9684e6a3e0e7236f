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
 *   flag a legacy provider sets, e.g. `isMetaMask`);
 * - it is a Wallet Standard wallet's connector whose name is the wallet's (walletStandardIdentity.ts): the
 *   standard gives no rdns and no flag, so a real Solana wallet is only ever known by the name it registers.
 *
 * A name is the weakest tie, so where several connectors reach one wallet, one that reaches it by id, rdns or
 * injected id wins over a name (a script registering a Wallet Standard wallet under 'Phantom' never takes the
 * row of the Phantom that announced itself with its rdns), and a connector is only completed with a wallet it
 * reaches by name when no other connector reaches that wallet otherwise.
 */
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { walletStandardNameMatches } from './walletStandardIdentity.js';

/** Browser wallets, 'installed': the 'Installed' tag, and what puts the wallet method first. */
export const BROWSER_WALLET_TYPES: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'];

/** Connectors that open a wallet without WalletConnect: the browser wallets and the host's own. */
export const DIRECT_CONNECTOR_TYPES: readonly ConnectorType[] = [...BROWSER_WALLET_TYPES, 'EXTERNAL'];

/** What the rule reads of a wallet: catalogue, custom and recent wallets all fit (only `id` is required). */
export type MatchableWallet = Pick<CatalogueWallet, 'id'> & Partial<Pick<CatalogueWallet, 'rdns' | 'injected' | 'name' | 'chains'>>;

/** Whether the connector is a wallet running in this browser (the 'Installed' tag). */
export function isInstalledConnector(connector: Pick<Connector, 'type'>): boolean {
  return BROWSER_WALLET_TYPES.includes(connector.type);
}

/** Whether the connector opens a wallet by itself (browser or host connector), not through WalletConnect. */
export function isDirectConnector(connector: Pick<Connector, 'type'>): boolean {
  return DIRECT_CONNECTOR_TYPES.includes(connector.type);
}

/** How a direct connector reaches a wallet: 'id' (its id, explorer id, rdns or injected id) outranks 'name'. */
export type WalletReach = 'id' | 'name';

/** How a direct connector reaches `wallet` (see the top of this file); undefined when it does not, or is not direct. */
export function connectorReach(connector: Connector, wallet: MatchableWallet): WalletReach | undefined {
  if (!isDirectConnector(connector)) return undefined;
  if (connector.id === wallet.id || connector.explorerId === wallet.id) return 'id';
  const rdns = connector.info?.rdns;
  if (rdns && wallet.rdns && rdns.toLowerCase() === wallet.rdns.toLowerCase()) return 'id';
  const injected = (wallet.injected ?? []).some(
    (entry) => entry.injected_id === connector.id && entry.namespace === connector.chain,
  );
  if (injected) return 'id';
  return walletStandardNameMatches({ connector, wallet }) ? 'name' : undefined;
}

/** Whether a direct connector reaches `wallet` (see the top of this file); false for any other connector. */
export function connectorReachesWallet(connector: Connector, wallet: MatchableWallet): boolean {
  return connectorReach(connector, wallet) !== undefined;
}

/** The first catalogue wallet `connector` reaches, one it reaches by id before one it reaches by name. */
export function findCatalogueWallet<TWallet extends MatchableWallet>(
  connector: Connector,
  wallets: readonly TWallet[],
): TWallet | undefined {
  return (
    wallets.find((wallet) => connectorReach(connector, wallet) === 'id') ??
    wallets.find((wallet) => connectorReach(connector, wallet) === 'name')
  );
}

/** The connectors that reach `wallet` directly, in their order, those that reach it by id first. */
export function walletConnectors<TConnector extends Connector>(
  wallet: MatchableWallet,
  connectors: readonly TConnector[],
): readonly TConnector[] {
  const byId = connectors.filter((connector) => connectorReach(connector, wallet) === 'id');
  const byName = connectors.filter((connector) => connectorReach(connector, wallet) === 'name');
  return [...byId, ...byName];
}

/** The first connector that reaches `wallet` directly (by id before by name), if any. */
export function findWalletConnector<TConnector extends Connector>(
  wallet: MatchableWallet,
  connectors: readonly TConnector[],
): TConnector | undefined {
  return walletConnectors(wallet, connectors)[0];
}

/**
 * The connector completed with the catalogue wallet it reaches: that wallet's id as explorer id, and its image
 * id when the connector has none. The connector itself when it has an explorer id already or reaches none, and
 * when it reaches the wallet only by name while one of `others` (the page's other connectors) reaches it by id:
 * that wallet is the other one's, and an explorer id would make the name tie as strong as theirs.
 */
export function withCatalogueWallet(
  connector: Connector,
  wallets: readonly CatalogueWallet[],
  others: readonly Connector[] = [],
): Connector {
  if (connector.explorerId !== undefined) return connector;
  const wallet = findCatalogueWallet(connector, wallets);
  if (!wallet) return connector;
  const claimed =
    connectorReach(connector, wallet) === 'name' &&
    others.some((other) => other !== connector && connectorReach(other, wallet) === 'id');
  if (claimed) return connector;
  return {
    ...connector,
    explorerId: wallet.id,
    ...(connector.imageId === undefined && wallet.image_id ? { imageId: wallet.image_id } : {}),
  };
}
