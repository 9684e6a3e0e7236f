/**
 * Which catalogue wallet a connector reaches. A connector and a catalogue wallet are the same wallet when the
 * connector carries the wallet's catalogue id (explorer id), when their EIP-6963 rdns are equal (ignoring
 * case), or when the connector's id is one of the wallet's injected ids for the connector's namespace
 * (`wallet.injected[].injected_id`, the flag a legacy injected provider exposes, e.g. `isMetaMask`).
 */
import type { Connector, ConnectorType } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';

/** Connector types that mean "this wallet runs in this browser" (WalletConnect and email/social do not). */
export const INSTALLED_CONNECTOR_TYPES: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL'];

export function connectorMatchesWallet(connector: Connector, wallet: CatalogueWallet): boolean {
  if (connector.explorerId !== undefined && connector.explorerId === wallet.id) return true;
  const rdns = connector.info?.rdns;
  if (rdns && wallet.rdns && rdns.toLowerCase() === wallet.rdns.toLowerCase()) return true;
  return (wallet.injected ?? []).some(
    (injected) => injected.injected_id === connector.id && injected.namespace === connector.chain,
  );
}

/** The first catalogue wallet `connector` reaches, if any. */
export function findCatalogueWallet(
  connector: Connector,
  wallets: readonly CatalogueWallet[],
): CatalogueWallet | undefined {
  return wallets.find((wallet) => connectorMatchesWallet(connector, wallet));
}
