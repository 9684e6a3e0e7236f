/** Send (eip155): the form, the fee estimate and the send through the connected wallet. */
import type { Container } from 'inversify';
import { SendUseCase } from '../../domain/usecases/send/send.usecase.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { avatarOrigins } from '../avatar-origins.js';
import { bindService } from '../bind-service.js';
import {
  AccountDataUseCaseToken,
  ConnectionUseCaseToken,
  EventsUseCaseToken,
  NetworkUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  SendUseCaseToken,
} from '../tokens.js';

export function bindSendUseCase(container: Container): void {
  bindService(
    container,
    SendUseCaseToken,
    (resolve) =>
      new SendUseCase({
        account: resolve(AccountDataUseCaseToken),
        connection: resolve(ConnectionUseCaseToken),
        network: resolve(NetworkUseCaseToken),
        router: resolve(RouterUseCaseToken),
        chainAdapters: resolve(ChainAdaptersToken),
        blockchainApi: resolve(BlockchainApiToken),
        scheduler: resolve(SchedulerToken),
        events: resolve(EventsUseCaseToken),
        logger: resolve(LoggerToken),
        avatarOrigins: avatarOrigins(resolve(OptionsUseCaseToken).snapshot.options),
      }),
  );
}
