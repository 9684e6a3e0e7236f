/** Swap (eip155 swap networks): the convert calls, the allowance and the transactions through the connected wallet. */
import type { SwapUseCase } from '../../domain/usecases/swap/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';

export const Swap = {
  /** Token swaps (eip155 swap networks): tokens, debounced quotes, allowance, approval and swap through the wallet. */
  swap: lazyService(
    'SwapUseCase',
    FLOWS.swap,
    (resolve, { SwapUseCase }): SwapUseCase =>
      new SwapUseCase({
        account: resolve(Network.account),
        connection: resolve(Connection.connection),
        network: resolve(Network.network),
        router: resolve(Core.router),
        chainAdapters: resolve(ChainAdaptersToken),
        blockchainApi: resolve(BlockchainApiToken),
        scheduler: resolve(SchedulerToken),
        toasts: resolve(Core.toasts),
        events: resolve(Core.events),
        logger: resolve(LoggerToken),
      }),
  ),
};
