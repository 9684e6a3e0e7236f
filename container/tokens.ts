/**
 * The identifiers of what the container is given rather than builds: the checked options, the container
 * settings and the page's extra connectors. Port tokens live beside their ports in ports/; each service's
 * identifier is declared with the service, in its area's module (container/modules/).
 */
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { ResolvedOptions } from '../domain/usecases/options/index.js';
import type { WalletConnector } from '../ports/wallet-connector.port.js';
import { serviceToken } from '../ports/service-token.js';
import type { ContainerSettings } from './container-settings.js';

/** The options, checked and completed by parseOptions. */
export const ResolvedOptionsToken = serviceToken<ResolvedOptions<CaipNetwork>>('ResolvedOptions');
/** Container settings (not public options): see ContainerSettings. */
export const ContainerSettingsToken = serviceToken<ContainerSettings>('ContainerSettings');
/** Connectors the composition root built (the page's own, WalletConnect's), listed before the discovered ones. */
export const ExtraConnectorsToken = serviceToken<readonly WalletConnector[] | undefined>('ExtraConnectors');
