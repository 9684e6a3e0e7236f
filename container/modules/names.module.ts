/** Account names: availability, suggestions, registration signed by the wallet, and name look-ups. */
import type { NamesUseCase } from '../../domain/usecases/names/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Names = {
  /** Account names (RegisterAccountName): availability and suggestions as typed, registration, look-ups. */
  names: lazyService('NamesUseCase', FLOWS.names, (resolve, { NamesUseCase }): NamesUseCase => {
    const toasts = resolve(Core.toasts);
    const connection = resolve(Connection.connection);
    // Resolved when a name is registered, not before: the names views need not build the account data.
    const account = resolve.lazy(Network.account);
    return new NamesUseCase({
      api: resolve(BlockchainApiToken),
      connection: { get snapshot() { return connection.snapshot; }, getProvider: (namespace) => connection.getProvider(namespace) },
      network: resolve(Network.network),
      chainAdapters: resolve(ChainAdaptersToken),
      router: resolve(Core.router),
      account: { refresh: (options) => account().refresh(options) },
      toasts: { showError: (error) => toasts.showError(error) },
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
    });
  }),
};
