/**
 * Builds the inversify container: port tokens bound to the given adapters, and one module per area binding
 * its use cases as singletons resolved from the tokens they need. Knows no concrete adapter: the caller
 * hands them in (the composition root with production adapters, tests with fakes).
 */
import { Container } from 'inversify';
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { ResolvedOptions } from '../domain/usecases/options/options.js';
import { bindActivityUseCase } from './modules/activity.module.js';
import { bindConnectAttemptUseCase } from './modules/connect-attempt.module.js';
import { bindConnectionUseCases } from './modules/connection.module.js';
import { bindConnectorsUseCase } from './modules/connectors.module.js';
import { bindCoreUseCases } from './modules/core.module.js';
import { bindEmbeddedWalletUseCases } from './modules/embedded-wallet.module.js';
import { bindSendUseCase } from './modules/send.module.js';
import { bindSwapUseCase } from './modules/swap.module.js';
import { bindSiwxUseCase } from './modules/siwx.module.js';
import { bindModalUseCase } from './modules/modal.module.js';
import { bindNamesUseCase } from './modules/names.module.js';
import { bindNetworkUseCases } from './modules/network.module.js';
import { bindPorts } from './modules/ports.module.js';
import { bindTransactionFollowUseCase } from './modules/transactions.module.js';
import { bindWalletConnectUseCase } from './modules/walletconnect.module.js';
import { bindWalletListUseCase } from './modules/wallet-list.module.js';
import { bindValue } from './bind-service.js';
import type { ContainerSettings } from './container-settings.js';
import { ContainerSettingsToken } from './tokens.js';
import type { WalletportPorts } from './walletport-ports.js';

export type { ContainerSettings } from './container-settings.js';

export function createContainer(
  /** Checked and completed by parseOptions. */
  options: ResolvedOptions<CaipNetwork>,
  ports: WalletportPorts,
  settings: ContainerSettings = {},
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindValue(container, ContainerSettingsToken, settings);
  bindPorts(container, ports);
  bindCoreUseCases(container, options);
  bindConnectorsUseCase(container, {
    // The page's own connectors stay first (a host page's choice wins), the embedded wallet comes after.
    extraConnectors: ports.embeddedWallet ? [...(ports.extraConnectors ?? []), ports.embeddedWallet] : ports.extraConnectors,
  });
  bindConnectionUseCases(container);
  bindWalletConnectUseCase(container);
  bindModalUseCase(container);
  bindConnectAttemptUseCase(container);
  bindNetworkUseCases(container);
  bindWalletListUseCase(container);
  bindActivityUseCase(container);
  bindTransactionFollowUseCase(container);
  bindEmbeddedWalletUseCases(container);
  bindSiwxUseCase(container);
  bindSendUseCase(container);
  bindSwapUseCase(container);
  bindNamesUseCase(container);
  return container;
}
