/** Options, router, toasts, events and theme: the use cases every other area builds on. */
import type { Container } from 'inversify';
import { createAnalyticsGate } from '../../domain/usecases/events/analyticsGate.js';
import { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { ResolvedOptions } from '../../domain/usecases/options/options.js';
import { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import { ThemeUseCase } from '../../domain/usecases/theme/theme.usecase.js';
import { ToastUseCase } from '../../domain/usecases/toast/toast.usecase.js';
import { AnalyticsSinkToken } from '../../ports/analytics.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { bindService } from '../bind-service.js';
import {
  EventsUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindCoreUseCases(container: Container, options: ResolvedOptions<CaipNetwork>): void {
  bindService(
    container,
    OptionsUseCaseToken,
    (resolve) => new OptionsUseCase({ options, catalogue: resolve(WalletCatalogueToken), logger: resolve(LoggerToken) }),
  );

  bindService(container, RouterUseCaseToken, () => new RouterUseCase());

  bindService(container, ThemeUseCaseToken, (resolve) => {
    const { themeMode, themeVariables } = resolve(OptionsUseCaseToken).snapshot.options;
    return new ThemeUseCase({ themeMode, themeVariables, logger: resolve(LoggerToken) });
  });

  bindService(container, ToastUseCaseToken, (resolve) => new ToastUseCase({ scheduler: resolve(SchedulerToken) }));

  bindService(container, EventsUseCaseToken, (resolve) => {
    const optionsUseCase = resolve(OptionsUseCaseToken);
    return new EventsUseCase({
      sink: resolve(AnalyticsSinkToken),
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      isAnalyticsEnabled: createAnalyticsGate({
        isLocallyEnabled: () => optionsUseCase.snapshot.features.analytics,
        catalogue: resolve(WalletCatalogueToken),
        clock: resolve(SchedulerToken),
      }),
    });
  });
}
