/** Account names: availability, suggestions, registration signed by the wallet, and name look-ups. */
import type { Container } from 'inversify';
import { NamesUseCase } from '../../domain/usecases/names/names.usecase.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { bindService } from '../bind-service.js';
import {
  AccountDataUseCaseToken,
  ConnectionUseCaseToken,
  NamesUseCaseToken,
  NetworkUseCaseToken,
  RouterUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindNamesUseCase(container: Container): void {
  bindService(container, NamesUseCaseToken, (resolve) => {
    const toasts = resolve(ToastUseCaseToken);
    const connection = resolve(ConnectionUseCaseToken);
    return new NamesUseCase({
      api: resolve(BlockchainApiToken),
      connection: { get snapshot() { return connection.snapshot; }, getProvider: (namespace) => connection.getProvider(namespace) },
      network: resolve(NetworkUseCaseToken),
      chainAdapters: resolve(ChainAdaptersToken),
      router: resolve(RouterUseCaseToken),
      // Resolved when a name is registered, not before: the names views need not build the account data.
      account: { refresh: (options) => resolve(AccountDataUseCaseToken).refresh(options) },
      toasts: { showError: (error) => toasts.showError(error) },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
    });
  });
}
