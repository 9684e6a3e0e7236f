/** The account's activity (transaction history) on the active network, fetched on demand. */
import type { ActivityUseCase } from '../../domain/usecases/activity/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Activity = {
  /** The account's transactions on the active network (fetched on demand), by month, and the NFTs they show. */
  activity: lazyService('ActivityUseCase', FLOWS.activity, (resolve, { ActivityUseCase }): ActivityUseCase => {
    const toasts = resolve(Core.toasts);
    const options = resolve(Core.options);
    return new ActivityUseCase({
      blockchainApi: resolve(BlockchainApiToken),
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      events: resolve(Core.events),
      scheduler: resolve(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: resolve(LoggerToken),
      // Purchases are read only where the page offers buying (remote config and time zone applied).
      purchasesEnabled: () => options.snapshot.features.onramp === true,
    });
  }),
};
