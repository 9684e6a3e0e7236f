/** Every wallet connector: the root's own (WalletConnect, ...) merged with the discovered ones. */
import type { Container } from 'inversify';
import { ConnectorsUseCase } from '../../domain/usecases/connectors/connectors.usecase.js';
import { ConnectorDiscoveryToken, type WalletConnector } from '../../ports/wallet-connector.port.js';
import { bindService } from '../bind-service.js';
import { ConnectorsUseCaseToken, WalletListUseCaseToken } from '../tokens.js';

export type ConnectorsModuleSettings = {
  /** Connectors the composition root built (WalletConnect, ...), listed before the discovered ones. */
  extraConnectors?: readonly WalletConnector[] | undefined;
};

export function bindConnectorsUseCase(container: Container, { extraConnectors }: ConnectorsModuleSettings = {}): void {
  bindService(container, ConnectorsUseCaseToken, (resolve) => {
    return new ConnectorsUseCase({
      discovery: resolve(ConnectorDiscoveryToken),
      extraConnectors,
      // Browser wallets get their catalogue id and image once the catalogue lists them.
      catalogueWallets$: resolve(WalletListUseCaseToken).knownWallets$,
    });
  });
}
