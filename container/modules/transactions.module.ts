/**
 * The transaction follower: balances and activity reload once a transaction sent through walletport's
 * provider (or approved in the embedded wallet) is mined. The account data and activity are resolved when a
 * transaction confirms, not when the follower is built, so handing out a provider builds neither.
 */
import type { Container } from 'inversify';
import { TransactionFollowUseCase } from '../../domain/usecases/transactions/transaction-follow.usecase.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { bindService, resolveService } from '../bind-service.js';
import { AccountDataUseCaseToken, ActivityUseCaseToken, OptionsUseCaseToken, TransactionFollowUseCaseToken } from '../tokens.js';

export function bindTransactionFollowUseCase(container: Container): void {
  bindService(container, TransactionFollowUseCaseToken, (resolve) => {
    const pending = resolve(OptionsUseCaseToken).snapshot.options.pendingTransactionsFilter;
    return new TransactionFollowUseCase({
      chainAdapters: resolve(ChainAdaptersToken),
      account: { refresh: (options) => resolveService(container, AccountDataUseCaseToken).refresh(options) },
      activity: { refresh: () => resolveService(container, ActivityUseCaseToken).refresh() },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      pendingPolling: { enabled: pending.enable, intervalMs: pending.pollingInterval },
    });
  });
}
