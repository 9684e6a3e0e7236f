/** The account's activity (transaction history) on the active network, fetched on demand. */
import type { Container } from 'inversify';
import { ActivityUseCase } from '../../domain/usecases/activity/activity.usecase.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { bindService } from '../bind-service.js';
import {
  ActivityUseCaseToken,
  ConnectionUseCaseToken,
  EventsUseCaseToken,
  NetworkUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindActivityUseCase(container: Container): void {
  bindService(container, ActivityUseCaseToken, (resolve) => {
    const toasts = resolve(ToastUseCaseToken);
    return new ActivityUseCase({
      blockchainApi: resolve(BlockchainApiToken),
      connection: resolve(ConnectionUseCaseToken),
      network: resolve(NetworkUseCaseToken),
      events: resolve(EventsUseCaseToken),
      scheduler: resolve(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: resolve(LoggerToken),
    });
  });
}
