/** The modal, whose opening rules read the live connection state and the page's device class. */
import type { Container } from 'inversify';
import type { ConnectionUseCase } from '../../domain/usecases/connection/connection.usecase.js';
import type { EventsUseCase } from '../../domain/usecases/events/events.usecase.js';
import { ModalUseCase } from '../../domain/usecases/modal/modal.usecase.js';
import type { OptionsUseCase } from '../../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import { ChainAdaptersToken, type ChainAdapters } from '../../ports/chain-adapter.port.js';
import { PlatformToken, type Platform } from '../../ports/platform.port.js';
import { SchedulerToken, type Scheduler } from '../../ports/scheduler.port.js';
import {
  ConnectionUseCaseToken,
  ContainerSettingsToken,
  EventsUseCaseToken,
  ModalUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
} from '../tokens.js';
import type { ContainerSettings } from '../create-container.js';

export function bindModalUseCase(container: Container): void {
  container.bind(ModalUseCaseToken).toDynamicValue((context) => {
    const events = context.get<EventsUseCase>(EventsUseCaseToken);
    const connection = context.get<ConnectionUseCase>(ConnectionUseCaseToken);
    const optionsUseCase = context.get<OptionsUseCase>(OptionsUseCaseToken);
    const platform = context.get<Platform>(PlatformToken);
    const chainAdapters = context.get<ChainAdapters>(ChainAdaptersToken);
    const settings = context.get<ContainerSettings>(ContainerSettingsToken);
    return new ModalUseCase({
      router: context.get<RouterUseCase>(RouterUseCaseToken),
      scheduler: context.get<Scheduler>(SchedulerToken),
      events: { emit: (event) => void events.emit({ type: 'track', event: event.type, properties: event.properties }) },
      context: {
        isConnected: () => isActiveNamespaceConnected(connection),
        hasAdapters: () => chainAdapters.size > 0,
        isManualWalletConnectControl: () => optionsUseCase.snapshot.options.manualWCControl === true,
        isMobile: () => platform.isMobile(),
        isEmbedded: () => settings.embedded === true,
      },
    });
  });
}

/** True when the namespace the modal shows (or, before one is chosen, any namespace) is connected. */
export function isActiveNamespaceConnected(connection: Pick<ConnectionUseCase, 'snapshot'>): boolean {
  const { activeNamespace, namespaces } = connection.snapshot;
  if (activeNamespace) return namespaces[activeNamespace]?.status === 'connected';
  return Object.values(namespaces).some((entry) => entry?.status === 'connected');
}
