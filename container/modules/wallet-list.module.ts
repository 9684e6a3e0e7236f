/** The wallet catalogue lists of the Connect and All Wallets views (featured, recommended, pages, search). */
import type { Container } from 'inversify';
import { WalletListUseCase } from '../../domain/usecases/wallet-list/wallet-list.usecase.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { bindService } from '../bind-service.js';
import { EventsUseCaseToken, OptionsUseCaseToken, WalletListUseCaseToken } from '../tokens.js';

export function bindWalletListUseCase(container: Container): void {
  bindService(container, WalletListUseCaseToken, (resolve) => {
    const { options } = resolve(OptionsUseCaseToken).snapshot;
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
      events: resolve(EventsUseCaseToken),
    });
  });
}
