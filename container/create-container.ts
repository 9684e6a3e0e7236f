/**
 * Builds the inversify container: port tokens bound to the given adapters, and one module per area binding
 * its use cases as singletons resolved from the tokens they need. Knows no concrete adapter: the caller
 * hands them in (the composition root with production adapters, tests with fakes).
 */
import { Container } from 'inversify';
import type { WalletportOptions } from '../domain/usecases/options/options.js';
import { bindActivityUseCase } from './modules/activity.module.js';
import { bindConnectionUseCases } from './modules/connection.module.js';
import { bindCoreUseCases } from './modules/core.module.js';
import { bindModalUseCase } from './modules/modal.module.js';
import { bindNetworkUseCases } from './modules/network.module.js';
import { bindPorts } from './modules/ports.module.js';
import { bindWalletConnectUseCase } from './modules/walletconnect.module.js';
import { bindWalletListUseCase } from './modules/wallet-list.module.js';
import { ContainerSettingsToken } from './tokens.js';
import type { WalletportPorts } from './walletport-ports.js';

/** Settings the container reads that are not public options (set by the host integration). */
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
  container.bind(ContainerSettingsToken).toConstantValue(settings);
  bindPorts(container, ports);
  bindCoreUseCases(container, options);
  bindConnectionUseCases(container, { extraConnectors: ports.extraConnectors });
  bindWalletConnectUseCase(container);
  bindModalUseCase(container);
  bindNetworkUseCases(container);
  bindWalletListUseCase(container);
  bindActivityUseCase(container);
  return container;
}
