/**
 * Marks the catalogue wallets against the connectors of this page (the rule is catalogueMatch.ts): a wallet is
 * `installed` when a browser wallet reaches it, and `connectorId` names the connector that opens it directly
 * (a browser wallet, else a host-supplied EXTERNAL one, which is not 'installed'). A wallet a connector opens
 * is listed through that connector, never twice.
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { isInstalledConnector, walletConnectors } from './catalogueMatch.js';

export type InstalledMarkedWallet = CatalogueWallet & {
  /** A browser wallet reaches it. */
  installed: boolean;
  /** The connector that opens this wallet directly, if any (the browser wallet when there is one). */
  connectorId: string | undefined;
};

export type MarkInstalledWalletsReturnType = readonly InstalledMarkedWallet[];

/** The wallets in their order, each marked; pure. */
export function markInstalledWallets(
  catalogueWallets: readonly CatalogueWallet[],
  connectors: readonly Connector[],
): MarkInstalledWalletsReturnType {
  return catalogueWallets.map((wallet) => {
    // Those that reach it by id come first: a wallet registered under its name does not take the row.
    const reaching = walletConnectors(wallet, connectors);
    const installed = reaching.find(isInstalledConnector);
    return { ...wallet, installed: installed !== undefined, connectorId: (installed ?? reaching[0])?.id };
  });
}
