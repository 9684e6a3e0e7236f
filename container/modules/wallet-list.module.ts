/** The wallet catalogue lists of the Connect and All Wallets views (featured, recommended, pages, search). */
import { WalletListUseCase } from '../../domain/usecases/wallet-list/index.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { service } from '../service.js';
import { Core } from './core.module.js';

export const WalletList = {
  /** The wallet catalogue lists: featured, recommended, All Wallets pages and search, wallet images. */
  walletList: service('WalletListUseCase', (resolve): WalletListUseCase => {
    const { options } = resolve(Core.options).snapshot;
    return new WalletListUseCase({
      catalogue: resolve(WalletCatalogueToken),
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      options: {
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        featuredWalletIds: options.featuredWalletIds,
        networks: options.networks,
        customWalletIds: options.customWallets.map((wallet) => wallet.id),
      },
      events: resolve(Core.events),
    });
  }),
};
