/**
 * Builds the inversify container: each port token bound to the given adapter, each use case bound as a
 * singleton resolved from the tokens it needs. Knows no concrete adapter: the caller hands them in.
 */
import { Container } from 'inversify';
import { createAnalyticsGate } from '../domain/usecases/events/analyticsGate.js';
import { EventsUseCase } from '../domain/usecases/events/events.usecase.js';
import { ModalUseCase } from '../domain/usecases/modal/modal.usecase.js';
import { OptionsUseCase } from '../domain/usecases/options/options.usecase.js';
import type { WalletportOptions } from '../domain/usecases/options/options.js';
import { RouterUseCase } from '../domain/usecases/router/router.usecase.js';
import { ThemeUseCase } from '../domain/usecases/theme/theme.usecase.js';
import { ToastUseCase } from '../domain/usecases/toast/toast.usecase.js';
import { AnalyticsSinkToken } from '../ports/analytics.port.js';
import { BlockchainApiToken } from '../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../ports/chain-adapter.port.js';
import { LoggerToken, type Logger } from '../ports/logger.port.js';
import { PlatformToken, type Platform } from '../ports/platform.port.js';
import { SchedulerToken, type Scheduler } from '../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../ports/storage.port.js';
import { WalletCatalogueToken, type WalletCatalogue } from '../ports/wallet-catalogue.port.js';
import type { AnalyticsSink } from '../ports/analytics.port.js';
import type { ChainAdapters } from '../ports/chain-adapter.port.js';
import {
  EventsUseCaseToken,
  ModalUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
} from './tokens.js';
import type { WalletportPorts } from './walletport-ports.js';

/** Options the container reads that are not part of the public options (set by the host integration). */
export type ContainerSettings = {
  /** The modal is rendered inline in the page rather than as an overlay. */
  embedded?: boolean;
};

export function createContainer(
  options: WalletportOptions,
  ports: WalletportPorts,
  settings: ContainerSettings = {},
): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(SchedulerToken).toConstantValue(ports.scheduler);
  container.bind(KeyValueStorageToken).toConstantValue(ports.storage);
  container.bind(LoggerToken).toConstantValue(ports.logger);
  container.bind(PlatformToken).toConstantValue(ports.platform);
  container.bind(BlockchainApiToken).toConstantValue(ports.blockchainApi);
  container.bind(WalletCatalogueToken).toConstantValue(ports.catalogue);
  container.bind(AnalyticsSinkToken).toConstantValue(ports.analytics);
  container.bind(ChainAdaptersToken).toConstantValue(ports.chainAdapters);

  container
    .bind(OptionsUseCaseToken)
    .toResolvedValue(
      (catalogue: WalletCatalogue, logger: Logger) => new OptionsUseCase({ options, catalogue, logger }),
      [WalletCatalogueToken, LoggerToken],
    );

  container.bind(RouterUseCaseToken).toResolvedValue(() => new RouterUseCase());

  container.bind(ThemeUseCaseToken).toResolvedValue(
    (optionsUseCase: OptionsUseCase, logger: Logger) => {
      const { themeMode, themeVariables } = optionsUseCase.snapshot.options;
      return new ThemeUseCase({ themeMode, themeVariables, logger });
    },
    [OptionsUseCaseToken, LoggerToken],
  );

  container
    .bind(ToastUseCaseToken)
    .toResolvedValue((scheduler: Scheduler) => new ToastUseCase({ scheduler }), [SchedulerToken]);

  container.bind(EventsUseCaseToken).toResolvedValue(
    (sink: AnalyticsSink, scheduler: Scheduler, logger: Logger, catalogue: WalletCatalogue, optionsUseCase: OptionsUseCase) =>
      new EventsUseCase({
        sink,
        scheduler,
        logger,
        isAnalyticsEnabled: createAnalyticsGate({
          isLocallyEnabled: () => optionsUseCase.snapshot.features.analytics,
          catalogue,
        }),
      }),
    [AnalyticsSinkToken, SchedulerToken, LoggerToken, WalletCatalogueToken, OptionsUseCaseToken],
  );

  container.bind(ModalUseCaseToken).toResolvedValue(
    (
      router: RouterUseCase,
      scheduler: Scheduler,
      events: EventsUseCase,
      optionsUseCase: OptionsUseCase,
      platform: Platform,
      chainAdapters: ChainAdapters,
    ) =>
      new ModalUseCase({
        router,
        scheduler,
        events: { emit: (event) => void events.emit({ type: 'track', event: event.type, properties: event.properties }) },
        context: {
          // The connection use case (browser-wallet issue) replaces this with the live account state.
          isConnected: () => false,
          hasAdapters: () => chainAdapters.size > 0,
          isManualWalletConnectControl: () => optionsUseCase.snapshot.options.manualWCControl === true,
          isMobile: () => platform.isMobile(),
          isEmbedded: () => settings.embedded === true,
        },
      }),
    [RouterUseCaseToken, SchedulerToken, EventsUseCaseToken, OptionsUseCaseToken, PlatformToken, ChainAdaptersToken],
  );

  return container;
}
