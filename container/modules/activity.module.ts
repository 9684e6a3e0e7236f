/** The account's activity (transaction history) on the active network, fetched on demand. */
import type { Container } from 'inversify';
import { ActivityUseCase } from '../../domain/usecases/activity/activity.usecase.js';
import type { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import type { NetworkUseCase } from '../../domain/usecases/network/network.usecase.js';
import type { ToastUseCase } from '../../domain/usecases/toast/toast.usecase.js';
import { BlockchainApiToken, type BlockchainApi } from '../../ports/blockchain-api.port.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import {
  ActivityUseCaseToken,
  ConnectionUseCaseToken,
  EventsUseCaseToken,
  NetworkUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindActivityUseCase(container: Container): void {
  container.bind(ActivityUseCaseToken).toDynamicValue((context) => {
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    const toasts = context.get<ToastUseCase>(ToastUseCaseToken);
    return new ActivityUseCase({
      blockchainApi: context.get<BlockchainApi>(BlockchainApiToken),
      connection: context.get<ConnectionUseCase>(ConnectionUseCaseToken),
      network: context.get<NetworkUseCase>(NetworkUseCaseToken),
      events: { emit: (event) => events.emit(event) },
      scheduler: context.get<Scheduler>(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: context.get<Logger>(LoggerToken),
    });
  });
}
