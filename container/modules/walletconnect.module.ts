/**
 * The WalletConnect pairing (URI, expiry, deep-link choice). Resolves to undefined when the page has no
 * WalletConnect client (`enableWalletConnect: false`, or a test without one).
 *
 * The pairing connects through the connection use case, and the connection use case resets the pairing on
 * disconnect; the pairing resolves the connection use case only when it connects, which keeps the two free
 * of a construction cycle.
 */
import type { Container } from 'inversify';
import { WalletConnectUseCase } from '../../domain/usecases/walletconnect/walletconnect.usecase.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { WalletConnectClientToken } from '../../ports/walletconnect.port.js';
import { bindService, resolveService } from '../bind-service.js';
import { ConnectionUseCaseToken, EventsUseCaseToken, WalletConnectUseCaseToken } from '../tokens.js';

export function bindWalletConnectUseCase(container: Container): void {
  bindService(container, WalletConnectUseCaseToken, (resolve) => {
    const client = resolve(WalletConnectClientToken);
    if (!client) return undefined;
    return new WalletConnectUseCase({
      client,
      connection: { connect: (parameters) => resolveService(container, ConnectionUseCaseToken).connect(parameters) },
      scheduler: resolve(SchedulerToken),
      storage: resolve(KeyValueStorageToken),
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });
}
