/** The per-namespace connection. */
import type { Container } from 'inversify';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { bindService, resolveService } from '../bind-service.js';
import {
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  EventsUseCaseToken,
  OptionsUseCaseToken,
  TransactionFollowUseCaseToken,
  WalletConnectUseCaseToken,
} from '../tokens.js';

export function bindConnectionUseCases(container: Container): void {
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
      // Resolved on the first provider handed out: a page that never asks for one builds no follower.
      providerFor: (provider, network) => resolveService(container, TransactionFollowUseCaseToken).providerFor(provider, network),
    });
  });
}
