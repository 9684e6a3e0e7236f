/** The modal, whose opening rules read the live connection state and the page's device class. */
import type { ConnectionUseCase } from '../../domain/usecases/connection/index.js';
import { ModalUseCase } from '../../domain/usecases/modal/index.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { service } from '../service.js';
import { ContainerSettingsToken } from '../tokens.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';

export const Modal = {
  modal: service('ModalUseCase', (resolve): ModalUseCase => {
    const connection = resolve(Connection.connection);
    const options = resolve(Core.options);
    const platform = resolve(PlatformToken);
    const chainAdapters = resolve(ChainAdaptersToken);
    const settings = resolve(ContainerSettingsToken);
    return new ModalUseCase({
      router: resolve(Core.router),
      scheduler: resolve(SchedulerToken),
      events: resolve(Core.events),
      context: {
        isConnected: () => isActiveNamespaceConnected(connection),
        hasAdapters: () => chainAdapters.size > 0,
        isManualWalletConnectControl: () => options.snapshot.options.manualWCControl === true,
        isMobile: () => platform.isMobile(),
        isEmbedded: () => settings.embedded === true,
      },
    });
  }),
};

/** True when the namespace the modal shows (or, before one is chosen, any namespace) is connected. */
export function isActiveNamespaceConnected(connection: Pick<ConnectionUseCase, 'snapshot'>): boolean {
  const { activeNamespace, namespaces } = connection.snapshot;
  if (activeNamespace) return namespaces[activeNamespace]?.status === 'connected';
  return Object.values(namespaces).some((entry) => entry?.status === 'connected');
}
