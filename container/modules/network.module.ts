/** The active network per namespace with the switching rules, and the account's balance and identity. */
import type { Container } from 'inversify';
import { AccountDataUseCase } from '../../domain/usecases/account/account-data.usecase.js';
import { NetworkUseCase } from '../../domain/usecases/network/network.usecase.js';
import { networkConnection } from '../../domain/usecases/network/networkConnection.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { avatarOrigins } from '../avatar-origins.js';
import { bindService } from '../bind-service.js';
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
  bindService(container, NetworkUseCaseToken, (resolve) => {
    const { options } = resolve(OptionsUseCaseToken).snapshot;
    return new NetworkUseCase({
      networks: options.networks,
      defaultNetwork: options.defaultNetwork,
      connection: networkConnection({ connection: resolve(ConnectionUseCaseToken), connectors: resolve(ConnectorsUseCaseToken) }),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      storage: resolve(KeyValueStorageToken),
      events: resolve(EventsUseCaseToken),
      options: { enableNetworkSwitch: options.enableNetworkSwitch, allowUnsupportedChain: options.allowUnsupportedChain },
      logger: resolve(LoggerToken),
    });
  });

  bindService(container, AccountDataUseCaseToken, (resolve) => {
    const toasts = resolve(ToastUseCaseToken);
    return new AccountDataUseCase({
      connection: resolve(ConnectionUseCaseToken),
      network: resolve(NetworkUseCaseToken),
      blockchainApi: resolve(BlockchainApiToken),
      chainAdapters: resolve(ChainAdaptersToken),
      scheduler: resolve(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: resolve(LoggerToken),
      storage: resolve(KeyValueStorageToken),
      avatarOrigins: avatarOrigins(resolve(OptionsUseCaseToken).snapshot.options),
    });
  });
}
