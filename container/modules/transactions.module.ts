/**
 * The transaction follower: balances and activity reload once a transaction sent through walletport's
 * provider (or approved in the embedded wallet) is mined. The account data and activity are resolved when a
 * transaction confirms, not when the follower is built, so handing out a provider builds neither (nor loads
 * the activity flow: container/flows.ts). Not on the core: the connection and the embedded wallet use it.
 */
import { TransactionFollowUseCase } from '../../domain/usecases/transactions/index.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { wiringService } from '../service.js';
import { Activity } from './activity.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Transactions = {
  transactionFollow: wiringService('TransactionFollowUseCase', (resolve): TransactionFollowUseCase => {
    const pending = resolve(Core.options).snapshot.options.pendingTransactionsFilter;
    const account = resolve.lazy(Network.account);
    const activity = resolve.lazy(Activity.activity);
    return new TransactionFollowUseCase({
      chainAdapters: resolve(ChainAdaptersToken),
      account: { refresh: (options) => account().refresh(options) },
      // Activity not loaded yet: no view has shown it, so there is nothing to refresh (the first one fetches).
      activity: { refresh: async () => (FLOWS.activity.loaded() === undefined ? undefined : activity().refresh()) },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      pendingPolling: { enabled: pending.enable, intervalMs: pending.pollingInterval },
    });
  }),
};
