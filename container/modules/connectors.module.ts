/**
 * Every wallet connector: the root's own (the page's, WalletConnect's, then the embedded wallet's) merged with
 * the discovered ones.
 */
import { ConnectorsUseCase } from '../../domain/usecases/connectors/index.js';
import { EmbeddedWalletConnectorToken } from '../../ports/embedded-wallet.port.js';
import { ConnectorDiscoveryToken } from '../../ports/wallet-connector.port.js';
import { service } from '../service.js';
import { ExtraConnectorsToken } from '../tokens.js';
import { WalletList } from './wallet-list.module.js';

export const Connectors = {
  /** Every wallet connector found (EIP-6963, injected, WalletConnect, ...), merged and deduplicated. */
  connectors: service('ConnectorsUseCase', (resolve): ConnectorsUseCase => {
    const extraConnectors = resolve(ExtraConnectorsToken);
    const embeddedWallet = resolve(EmbeddedWalletConnectorToken);
    return new ConnectorsUseCase({
      discovery: resolve(ConnectorDiscoveryToken),
      // The page's own connectors stay first (a host page's choice wins), the embedded wallet comes after.
      extraConnectors: embeddedWallet ? [...(extraConnectors ?? []), embeddedWallet] : extraConnectors,
      // Browser wallets get their catalogue id and image once the catalogue lists them.
      catalogueWallets$: resolve(WalletList.walletList).knownWallets$,
    });
  }),
};
