/**
 * The per-namespace connection. It resets the WalletConnect pairing on disconnect (the pairing resolves the
 * connection lazily), and wraps each provider it hands out in the transaction follower, resolved on the
 * first provider: a page that never asks for one builds no follower.
 */
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { ConnectionUseCase } from '../../domain/usecases/connection/index.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { service } from '../service.js';
import { Connectors } from './connectors.module.js';
import { Core } from './core.module.js';
import { Transactions } from './transactions.module.js';
import { WalletConnect } from './walletconnect.module.js';

export const Connection = {
  /** Connection status, address and accounts per namespace; connect, disconnect, reconnect. */
  connection: service('ConnectionUseCase', (resolve): ConnectionUseCase => {
    const { options } = resolve(Core.options).snapshot;
    const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace as ChainNamespace))];
    const pairing = resolve(WalletConnect.walletConnect);
    const follower = resolve.lazy(Transactions.transactionFollow);
    return new ConnectionUseCase({
      connectors: resolve(Connectors.connectors),
      storage: resolve(KeyValueStorageToken),
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      events: resolve(Core.events),
      namespaces,
      defaultCaipNetworkId: (options.defaultNetwork ?? options.networks[0])?.caipNetworkId,
      pairing: pairing && { reset: () => pairing.resetPairing() },
      providerFor: (provider, network) => follower().providerFor(provider, network),
    });
  }),
};
