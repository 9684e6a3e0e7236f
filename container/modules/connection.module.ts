/** Connectors (discovery merged with the root's own connectors) and the per-namespace connection. */
import type { Container } from 'inversify';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import { ConnectorsUseCase } from '../../domain/usecases/connectors/connectors.usecase.js';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import type { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import type { WalletListUseCase } from '../../domain/usecases/wallet-list/wallet-list.usecase.js';
import type { WalletConnectUseCase } from '../../domain/usecases/walletconnect/walletconnect.usecase.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken, type KeyValueStorage } from '../../ports/storage.port.js';
import { ConnectorDiscoveryToken, type ConnectorDiscovery, type WalletConnector } from '../../ports/wallet-connector.port.js';
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
  container.bind(ConnectorsUseCaseToken).toDynamicValue(
    (context) =>
      new ConnectorsUseCase({
        discovery: context.get<ConnectorDiscovery | undefined>(ConnectorDiscoveryToken),
        extraConnectors,
        // Browser wallets get their catalogue id and image once the catalogue lists them.
        catalogueWallets$: context.get<WalletListUseCase>(WalletListUseCaseToken).knownWallets$,
      }),
  );

  container.bind(ConnectionUseCaseToken).toDynamicValue((context) => {
    const { options } = context.get<OptionsUseCase>(OptionsUseCaseToken).snapshot;
    const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace as ChainNamespace))];
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    const pairing = context.get<WalletConnectUseCase | undefined>(WalletConnectUseCaseToken);
    return new ConnectionUseCase({
      connectors: context.get<ConnectorsUseCase>(ConnectorsUseCaseToken),
      storage: context.get<KeyValueStorage>(KeyValueStorageToken),
      scheduler: context.get<Scheduler>(SchedulerToken),
      logger: context.get<Logger>(LoggerToken),
      events: { emit: (event) => events.emit(event) },
      namespaces,
      defaultCaipNetworkId: (options.defaultNetwork ?? options.networks[0])?.caipNetworkId,
      pairing: pairing && { reset: () => pairing.resetPairing() },
    });
  });
}
