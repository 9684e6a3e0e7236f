/** Options, router, toasts, events and theme: the use cases every other area builds on. */
import type { Container } from 'inversify';
import { createAnalyticsGate } from '../../domain/usecases/events/analyticsGate.js';
import { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import type { WalletportOptions } from '../../domain/usecases/options/options.js';
import { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import { ThemeUseCase } from '../../domain/usecases/theme/theme.usecase.js';
import { ToastUseCase } from '../../domain/usecases/toast/toast.usecase.js';
import { AnalyticsSinkToken, type AnalyticsSink } from '../../ports/analytics.port.js';
import { LoggerToken, type Logger } from '../../ports/logger.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken, type WalletCatalogue } from '../../ports/wallet-catalogue.port.js';
import {
  EventsUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindCoreUseCases(container: Container, options: WalletportOptions): void {
  container.bind(OptionsUseCaseToken).toDynamicValue(
    (context) =>
      new OptionsUseCase({
        options,
        catalogue: context.get<WalletCatalogue>(WalletCatalogueToken),
        logger: context.get<Logger>(LoggerToken),
      }),
  );

  container.bind(RouterUseCaseToken).toDynamicValue(() => new RouterUseCase());

  container.bind(ThemeUseCaseToken).toDynamicValue((context) => {
    const { themeMode, themeVariables } = context.get<OptionsUseCase>(OptionsUseCaseToken).snapshot.options;
    return new ThemeUseCase({ themeMode, themeVariables, logger: context.get<Logger>(LoggerToken) });
  });

  container
    .bind(ToastUseCaseToken)
    .toDynamicValue((context) => new ToastUseCase({ scheduler: context.get<Scheduler>(SchedulerToken) }));

  container.bind(EventsUseCaseToken).toDynamicValue((context) => {
    const optionsUseCase = context.get<OptionsUseCase>(OptionsUseCaseToken);
    return new EventsUseCase({
      sink: context.get<AnalyticsSink>(AnalyticsSinkToken),
      scheduler: context.get<Scheduler>(SchedulerToken),
      logger: context.get<Logger>(LoggerToken),
      isAnalyticsEnabled: createAnalyticsGate({
        isLocallyEnabled: () => optionsUseCase.snapshot.features.analytics,
        catalogue: context.get<WalletCatalogue>(WalletCatalogueToken),
      }),
    });
  });
}
