/**
 * What the recent list, the stored wallet and CONNECT_SUCCESS record for the wallet the person picked: its
 * catalogue id and name, its rdns (the catalogue's, else the connector's) and the image the list showed.
 */
import type { Connector } from '../../entities/connector/connector.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import type { RecentWallet } from '../connection/index.js';

export function pickedWallet(wallet: CatalogueWallet, connector: Connector | undefined, imageUrl: string | undefined): RecentWallet {
  const rdns = wallet.rdns ?? connector?.info?.rdns;
  return { id: wallet.id, name: wallet.name, ...(rdns ? { rdns } : {}), ...(imageUrl ? { imageUrl } : {}) };
}
