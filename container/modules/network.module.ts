/** The active network per namespace with the switching rules, and the account's balance and identity. */
import type { Container } from 'inversify';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import { AccountDataUseCase } from '../../domain/usecases/account/account-data.usecase.js';
import type { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import type { ConnectorsUseCase } from '../../domain/usecases/connectors/connectors.usecase.js';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import type { ModalUseCase } from '../../domain/usecases/modal/modal.usecase.js';
import { NetworkUseCase, type NetworkConnection } from '../../domain/usecases/network/network.usecase.js';
import type { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import type { ToastUseCase } from '../../domain/usecases/toast/toast.usecase.js';
import { BlockchainApiToken, type BlockchainApi } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken, type ChainAdapters } from '../../ports/chain-adapter.port.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken, type KeyValueStorage } from '../../ports/storage.port.js';
import {
  AccountDataUseCaseToken,
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  EventsUseCaseToken,
  ModalUseCaseToken,
  NetworkUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindNetworkUseCases(container: Container): void {
  container.bind(NetworkUseCaseToken).toDynamicValue((context) => {
    const { options } = context.get<OptionsUseCase>(OptionsUseCaseToken).snapshot;
    const connection = context.get<ConnectionUseCase>(ConnectionUseCaseToken);
    const connectors = context.get<ConnectorsUseCase>(ConnectorsUseCaseToken);
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    const networkConnection: NetworkConnection = {
      get snapshot() {
        return connection.snapshot;
      },
      state$: connection.state$,
      getConnectorFor: (namespace) => {
        const connectorId = connection.snapshot.namespaces[namespace]?.connectorId;
        return connectorId === undefined ? undefined : connectors.getConnector(connectorId);
      },
      setActiveNamespace: (namespace) => connection.setActiveNamespace(namespace),
    };
    return new NetworkUseCase({
      networks: options.networks as readonly CaipNetwork[],
      defaultNetwork: options.defaultNetwork as CaipNetwork | undefined,
      connection: networkConnection,
      router: context.get<RouterUseCase>(RouterUseCaseToken),
      modal: context.get<ModalUseCase>(ModalUseCaseToken),
      storage: context.get<KeyValueStorage>(KeyValueStorageToken),
      events: { emit: (event) => events.emit(event) },
      options: { enableNetworkSwitch: options.enableNetworkSwitch, allowUnsupportedChain: options.allowUnsupportedChain },
      logger: context.get<Logger>(LoggerToken),
    });
  });

  container.bind(AccountDataUseCaseToken).toDynamicValue((context) => {
    const toasts = context.get<ToastUseCase>(ToastUseCaseToken);
    return new AccountDataUseCase({
      connection: context.get<ConnectionUseCase>(ConnectionUseCaseToken),
      network: context.get<NetworkUseCase>(NetworkUseCaseToken),
      blockchainApi: context.get<BlockchainApi>(BlockchainApiToken),
      chainAdapters: context.get<ChainAdapters>(ChainAdaptersToken),
      scheduler: context.get<Scheduler>(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: context.get<Logger>(LoggerToken),
      storage: context.get<KeyValueStorage>(KeyValueStorageToken),
    });
  });
}
