/**
 * The transaction follower: balances and activity reload once a transaction sent through walletport's
 * provider (or approved in the embedded wallet) is mined. The account data and activity are resolved when a
 * transaction confirms, not when the follower is built, so handing out a provider builds neither (nor loads
 * the activity flow: container/flows.ts). Not on the core: the connection and the embedded wallet use it.
 */
import { TransactionFollowUseCase } from '../../domain/usecases/transactions/index.js';
import type { CallsUseCase } from '../../domain/usecases/calls/index.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { wiringService } from '../service.js';
import { Activity } from './activity.module.js';
import { Calls } from './calls.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Transactions = {
  transactionFollow: wiringService('TransactionFollowUseCase', (resolve): TransactionFollowUseCase => {
    const pending = resolve(Core.options).snapshot.options.pendingTransactionsFilter;
    const account = resolve.lazy(Network.account);
    const activity = resolve.lazy(Activity.activity);
    const calls = resolve.lazy(Calls.calls);
    return new TransactionFollowUseCase({
      chainAdapters: resolve(ChainAdaptersToken),
      account: { refresh: (options) => account().refresh(options) },
      // Activity not loaded yet: no view has shown it, so there is nothing to refresh (the first one fetches).
      activity: { refresh: async () => (FLOWS.activity.loaded() === undefined ? undefined : activity().refresh()) },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      pendingPolling: { enabled: pending.enable, intervalMs: pending.pollingInterval },
      // A batch is read through the calls flow (bundler or wallet), loaded with the first batch sent.
      batches: { landed: (batch) => batchLanded(calls, batch) },
    });
  }),
};

/**
 * The batch's final status through the calls flow: landed when it succeeded or reverted on chain (500 and
 * 600 paid gas too); undefined when its status cannot be read (no bundler named and the wallet approved no
 * status method), so the follower tries it as a transaction hash.
 */
async function batchLanded(calls: () => CallsUseCase, { id, caipNetworkId }: { id: string; caipNetworkId: string | undefined }): Promise<boolean | undefined> {
  try {
    await FLOWS.calls.load();
    const status = await calls().waitForCallsStatus({ id, caipNetworkId });
    return status.status === 'success' || status.receipts.length > 0;
  } catch (error) {
    return isWalletportError(error, 'CALL_STATUS_NOT_APPROVED') ? undefined : false;
  }
}
