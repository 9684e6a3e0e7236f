/** Swap (eip155 swap networks): the convert calls, the allowance and the transactions through the connected wallet. */
import type { Container } from 'inversify';
import { SwapUseCase } from '../../domain/usecases/swap/swap.usecase.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { bindService } from '../bind-service.js';
import {
  AccountDataUseCaseToken,
  ConnectionUseCaseToken,
  EventsUseCaseToken,
  NetworkUseCaseToken,
  RouterUseCaseToken,
  SwapUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindSwapUseCase(container: Container): void {
  bindService(
    container,
    SwapUseCaseToken,
    (resolve) =>
      new SwapUseCase({
        account: resolve(AccountDataUseCaseToken),
        connection: resolve(ConnectionUseCaseToken),
        network: resolve(NetworkUseCaseToken),
        router: resolve(RouterUseCaseToken),
        chainAdapters: resolve(ChainAdaptersToken),
        blockchainApi: resolve(BlockchainApiToken),
        scheduler: resolve(SchedulerToken),
        toasts: resolve(ToastUseCaseToken),
        events: resolve(EventsUseCaseToken),
        logger: resolve(LoggerToken),
      }),
  );
}
