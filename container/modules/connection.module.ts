/** Connectors (discovery merged with the root's own connectors) and the per-namespace connection. */
import type { Container } from 'inversify';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import { ConnectorsUseCase } from '../../domain/usecases/connectors/connectors.usecase.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { ConnectorDiscoveryToken, type WalletConnector } from '../../ports/wallet-connector.port.js';
import { bindService } from '../bind-service.js';
import {
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  EventsUseCaseToken,
  OptionsUseCaseToken,
  WalletConnectUseCaseToken,
  WalletListUseCaseToken,
} from '../tokens.js';

export type ConnectionModuleSettings = {
  /** Connectors the composition root built (WalletConnect, ...), listed before the discovered ones. */
  extraConnectors?: readonly WalletConnector[] | undefined;
};

export function bindConnectionUseCases(container: Container, { extraConnectors }: ConnectionModuleSettings = {}): void {
  bindService(container, ConnectorsUseCaseToken, (resolve) => {
    return new ConnectorsUseCase({
      discovery: resolve(ConnectorDiscoveryToken),
      extraConnectors,
      // Browser wallets get their catalogue id and image once the catalogue lists them.
      catalogueWallets$: resolve(WalletListUseCaseToken).knownWallets$,
    });
  });

  bindService(container, ConnectionUseCaseToken, (resolve) => {
    const { options } = resolve(OptionsUseCaseToken).snapshot;
    const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace as ChainNamespace))];
    const pairing = resolve(WalletConnectUseCaseToken);
    return new ConnectionUseCase({
      connectors: resolve(ConnectorsUseCaseToken),
      storage: resolve(KeyValueStorageToken),
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      events: resolve(EventsUseCaseToken),
      namespaces,
      defaultCaipNetworkId: (options.defaultNetwork ?? options.networks[0])?.caipNetworkId,
      pairing: pairing && { reset: () => pairing.resetPairing() },
    });
  });
}
