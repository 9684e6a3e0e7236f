/**
 * The All Wallets grid (the catalogue and its search) for the namespace a wallet is being added for, by the
 * rule of the Connect list it was opened from (orderConnectorsForNamespace.ts): after SwitchActiveChain to a
 * Solana network, a grid of EVM-only wallets could only fail once picked.
 *
 * A catalogue wallet stays when its `chains` name a network of the namespace, or when an installed connector
 * of that namespace reaches it (a Wallet Standard wallet matched by its name, say, under an entry that lists
 * other chains). The connector a wallet opens with is one of the namespace's, so picking a wallet that speaks
 * both families connects the side being added. Without a namespace every wallet stays, as the catalogue is
 * asked for the page's chains already.
 */
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { findWalletConnector } from '../connectors/index.js';
import { connectorServesNamespace, walletServesNamespace } from './servesNamespace.js';

export type AllWalletsForNamespaceParameters<TWallet extends CatalogueWallet> = {
  readonly wallets: readonly TWallet[];
  readonly connectors: readonly Connector[];
  /** The namespace a wallet is being added for (RouterData.addWalletForNamespace); undefined lists every one. */
  readonly namespace: ChainNamespace | undefined;
};
export type AllWalletsForNamespaceReturnType<TWallet extends CatalogueWallet> = readonly {
  readonly wallet: TWallet;
  /** The connector that opens the wallet directly, one of the namespace's when there is a namespace. */
  readonly connector: Connector | undefined;
}[];
export type AllWalletsForNamespaceErrorType = never;

/** The grid's wallets in their order, each with the connector that opens it; pure. */
export function allWalletsForNamespace<TWallet extends CatalogueWallet>({
  wallets,
  connectors,
  namespace,
}: AllWalletsForNamespaceParameters<TWallet>): AllWalletsForNamespaceReturnType<TWallet> {
  if (namespace === undefined) return wallets.map((wallet) => ({ wallet, connector: findWalletConnector(wallet, connectors) }));
  const serving = connectors.filter((connector) => connectorServesNamespace({ connector, namespace }));
  return wallets
    .map((wallet) => ({ wallet, connector: findWalletConnector(wallet, serving) }))
    .filter(({ wallet, connector }) => connector !== undefined || walletServesNamespace({ wallet, namespace }));
}
