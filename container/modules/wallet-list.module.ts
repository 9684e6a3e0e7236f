/** The wallet catalogue lists of the Connect and All Wallets views (featured, recommended, pages, search). */
import type { Container } from 'inversify';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import type { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import { WalletListUseCase } from '../../domain/usecases/wallet-list/wallet-list.usecase.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken, type WalletCatalogue } from '../../ports/wallet-catalogue.port.js';
import { EventsUseCaseToken, OptionsUseCaseToken, WalletListUseCaseToken } from '../tokens.js';

export function bindWalletListUseCase(container: Container): void {
  container.bind(WalletListUseCaseToken).toDynamicValue((context) => {
    const { options } = context.get<OptionsUseCase>(OptionsUseCaseToken).snapshot;
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    return new WalletListUseCase({
      catalogue: context.get<WalletCatalogue>(WalletCatalogueToken),
      scheduler: context.get<Scheduler>(SchedulerToken),
      logger: context.get<Logger>(LoggerToken),
      options: {
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        featuredWalletIds: options.featuredWalletIds,
        networks: options.networks,
      },
      events: { emit: (event) => events.emit(event) },
    });
  });
}
