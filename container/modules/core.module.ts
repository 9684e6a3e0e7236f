/** Options, router, toasts, events and theme: the use cases every other area builds on. */
import { createAnalyticsGate } from '../../domain/usecases/events/index.js';
import { EventsUseCase } from '../../domain/usecases/events/index.js';
import { OptionsUseCase } from '../../domain/usecases/options/index.js';
import { RouterUseCase } from '../../domain/usecases/router/index.js';
import { ThemeUseCase } from '../../domain/usecases/theme/index.js';
import { ToastUseCase } from '../../domain/usecases/toast/index.js';
import { AnalyticsSinkToken } from '../../ports/analytics.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { service } from '../service.js';
import { ResolvedOptionsToken } from '../tokens.js';

export const Core = {
  options: service(
    'OptionsUseCase',
    (resolve): OptionsUseCase =>
      new OptionsUseCase({
        options: resolve(ResolvedOptionsToken),
        catalogue: resolve(WalletCatalogueToken),
        logger: resolve(LoggerToken),
        timeZone: () => resolve(PlatformToken).timeZone(),
      }),
  ),

  router: service('RouterUseCase', (): RouterUseCase => new RouterUseCase()),

  toasts: service('ToastUseCase', (resolve): ToastUseCase => new ToastUseCase({ scheduler: resolve(SchedulerToken) })),

  events: service('EventsUseCase', (resolve): EventsUseCase => {
    const options = resolve(Core.options);
    return new EventsUseCase({
      sink: resolve(AnalyticsSinkToken),
      scheduler: resolve(SchedulerToken),
      logger: resolve(LoggerToken),
      isAnalyticsEnabled: createAnalyticsGate({
        isLocallyEnabled: () => options.snapshot.features.analytics,
        catalogue: resolve(WalletCatalogueToken),
        clock: resolve(SchedulerToken),
      }),
    });
  }),

  /** Light or dark, and the theme variables; settable at run time. */
  theme: service('ThemeUseCase', (resolve): ThemeUseCase => {
    const { themeMode, themeVariables } = resolve(Core.options).snapshot.options;
    return new ThemeUseCase({ themeMode, themeVariables, logger: resolve(LoggerToken) });
  }),
};
