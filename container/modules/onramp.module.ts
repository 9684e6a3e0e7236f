/** Buy crypto (eip155 and solana): options, quotes, the provider's checkout and the purchase followed. */
import type { OnrampUseCase } from '../../domain/usecases/onramp/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Activity } from './activity.module.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Onramp = {
  /** Buy crypto with a card or bank: the form, one quote per provider, the checkout and the purchase followed. */
  onramp: lazyService('OnrampUseCase', FLOWS.onramp, (resolve, { OnrampUseCase }): OnrampUseCase => {
    const account = resolve(Network.account);
    const activity = resolve.lazy(Activity.activity);
    return new OnrampUseCase({
      account: { refresh: (options) => account.refresh(options) },
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      router: resolve(Core.router),
      blockchainApi: resolve(BlockchainApiToken),
      platform: resolve(PlatformToken),
      scheduler: resolve(SchedulerToken),
      // Activity not loaded yet: no view has shown it, so there is nothing to refresh (the first one fetches).
      activity: { refresh: async () => (FLOWS.activity.loaded() === undefined ? undefined : activity().refresh()) },
      logger: resolve(LoggerToken),
    });
  }),
};
