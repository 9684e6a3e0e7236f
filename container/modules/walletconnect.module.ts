/**
 * The WalletConnect pairing (URI, expiry, deep-link choice). Bound to undefined when the page has no
 * WalletConnect client (`enableWalletConnect: false`, or a test without one).
 *
 * The pairing connects through the connection use case, and the connection use case resets the pairing on
 * disconnect; the pairing resolves the connection use case only when it connects, which keeps the two free
 * of a construction cycle.
 */
import type { Container } from 'inversify';
import type { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import { WalletConnectUseCase } from '../../domain/usecases/walletconnect/walletconnect.usecase.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken, type KeyValueStorage } from '../../ports/storage.port.js';
import { WalletConnectClientToken, type WalletConnectClient } from '../../ports/walletconnect.port.js';
import { ConnectionUseCaseToken, EventsUseCaseToken, WalletConnectUseCaseToken } from '../tokens.js';

export function bindWalletConnectUseCase(container: Container): void {
  container.bind(WalletConnectUseCaseToken).toDynamicValue((context) => {
    const client = context.get<WalletConnectClient | undefined>(WalletConnectClientToken);
    if (!client) return undefined;
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    return new WalletConnectUseCase({
      client,
      connection: { connect: (parameters) => container.get<ConnectionUseCase>(ConnectionUseCaseToken).connect(parameters) },
      scheduler: context.get<Scheduler>(SchedulerToken),
      storage: context.get<KeyValueStorage>(KeyValueStorageToken),
      events: { emit: (event) => events.emit(event) },
      logger: context.get<Logger>(LoggerToken),
    });
  });
}
