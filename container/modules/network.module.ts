/** The active network per namespace with the switching rules, and the account's balance and identity. */
import { AccountDataUseCase } from '../../domain/usecases/account/index.js';
import { NetworkUseCase } from '../../domain/usecases/network/index.js';
import { networkConnection } from '../../domain/usecases/network/index.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { avatarOrigins } from '../avatar-origins.js';
import { service } from '../service.js';
import { Connection } from './connection.module.js';
import { Connectors } from './connectors.module.js';
import { Core } from './core.module.js';
import { Modal } from './modal.module.js';

export const Network = {
  /** The active network per namespace, switching (with the SwitchNetwork/SwitchActiveChain views). */
  network: service('NetworkUseCase', (resolve): NetworkUseCase => {
    const { options } = resolve(Core.options).snapshot;
    return new NetworkUseCase({
      networks: options.networks,
      defaultNetwork: options.defaultNetwork,
      connection: networkConnection({ connection: resolve(Connection.connection), connectors: resolve(Connectors.connectors) }),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      storage: resolve(KeyValueStorageToken),
      events: resolve(Core.events),
      options: { enableNetworkSwitch: options.enableNetworkSwitch, allowUnsupportedChain: options.allowUnsupportedChain },
      logger: resolve(LoggerToken),
    });
  }),

  /** Balance, token balances, profile name and avatar of the connected account on the active network. */
  account: service('AccountDataUseCase', (resolve): AccountDataUseCase => {
    const toasts = resolve(Core.toasts);
    return new AccountDataUseCase({
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      blockchainApi: resolve(BlockchainApiToken),
      chainAdapters: resolve(ChainAdaptersToken),
      scheduler: resolve(SchedulerToken),
      toasts: { showError: (message) => toasts.showError(message) },
      logger: resolve(LoggerToken),
      storage: resolve(KeyValueStorageToken),
      avatarOrigins: avatarOrigins(resolve(Core.options).snapshot.options),
    });
  }),
};
