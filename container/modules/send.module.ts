/** Send (eip155 and solana): the form, the fee estimate and the send through the connected wallet. */
import type { SendUseCase } from '../../domain/usecases/send/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { avatarOrigins } from '../avatar-origins.js';
import { FLOWS } from '../flows.js';
import { lazyService } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Network } from './network.module.js';
import { Transactions } from './transactions.module.js';

export const Send = {
  /** Send (eip155 and solana): token, amount, receiver (address or name), fee, and the send through the wallet. */
  send: lazyService('SendUseCase', FLOWS.send, (resolve, { SendUseCase }): SendUseCase => {
    // Built on the first send that lands, as the connection builds it on the first provider handed out.
    const follower = resolve.lazy(Transactions.transactionFollow);
    return new SendUseCase({
      account: resolve(Network.account),
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      router: resolve(Core.router),
      chainAdapters: resolve(ChainAdaptersToken),
      blockchainApi: resolve(BlockchainApiToken),
      scheduler: resolve(SchedulerToken),
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
      avatarOrigins: avatarOrigins(resolve(Core.options).snapshot.options),
      transactions: { follow: (transaction) => follower().follow(transaction) },
    });
  }),
};
