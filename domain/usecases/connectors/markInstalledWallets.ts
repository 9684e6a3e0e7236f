/**
 * Marks the catalogue wallets that are installed in this browser: a wallet is installed when an injected,
 * announced, multi-chain or external connector reaches it (same catalogue id, same rdns, or one of the
 * wallet's injected ids; see connectorMatchesWallet). The wallet list shows an 'installed' badge for these
 * and opens them through their connector, so a wallet is never listed twice (once from the catalogue, once
 * as a connector).
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { connectorMatchesWallet, INSTALLED_CONNECTOR_TYPES } from './findCatalogueWallet.js';

export type InstalledMarkedWallet = CatalogueWallet & {
  installed: boolean;
  /** The connector that reaches this wallet directly, when installed. */
  connectorId: string | undefined;
};

export type MarkInstalledWalletsReturnType = readonly InstalledMarkedWallet[];

/** The wallets in their order, each marked; pure. */
export function markInstalledWallets(
  catalogueWallets: readonly CatalogueWallet[],
  connectors: readonly Connector[],
): MarkInstalledWalletsReturnType {
  const installable = connectors.filter((connector) => INSTALLED_CONNECTOR_TYPES.includes(connector.type));
  return catalogueWallets.map((wallet) => {
    const connector = installable.find((candidate) => connectorMatchesWallet(candidate, wallet));
    return { ...wallet, installed: connector !== undefined, connectorId: connector?.id };
  });
}
