/**
 * What the container is given: the options, the settings, and every port bound to the adapter (or fake) the
 * caller built. The ports whose adapters call back into the use cases may come as builders: they are
 * built on first use, from the callbacks (callbacks.module.ts). Ports are the caller's: none is disposed here.
 */
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { ResolvedOptions } from '../../domain/usecases/options/index.js';
import { AnalyticsSinkToken } from '../../ports/analytics.port.js';
import { BitcoinApiToken } from '../../ports/bitcoin-api.port.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { BundlerClientToken } from '../../ports/bundler-client.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { EmbeddedWalletConnectorToken } from '../../ports/embedded-wallet.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import type { ServiceToken } from '../../ports/service-token.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { ConnectorDiscoveryToken } from '../../ports/wallet-connector.port.js';
import { WalletConnectClientToken } from '../../ports/walletconnect.port.js';
import type { ContainerModule } from '../container.js';
import type { ContainerSettings } from '../container-settings.js';
import { resolveFrom } from '../service.js';
import { ContainerSettingsToken, ExtraConnectorsToken, ResolvedOptionsToken } from '../tokens.js';
import type { CallingBack, CoreCallbacks, WalletportPorts } from '../walletport-ports.js';
import { Callbacks } from './callbacks.module.js';

/** The token of each port given as it is; a token carries its port's type, so a wrong pair does not compile. */
const PORT_TOKENS: { readonly [TName in Exclude<keyof WalletportPorts, CallingBackPort>]-?: ServiceToken<WalletportPorts[TName]> } = {
  scheduler: SchedulerToken,
  storage: KeyValueStorageToken,
  logger: LoggerToken,
  platform: PlatformToken,
  blockchainApi: BlockchainApiToken,
  catalogue: WalletCatalogueToken,
  analytics: AnalyticsSinkToken,
  chainAdapters: ChainAdaptersToken,
  // Optional ports resolve to undefined when the page has none.
  walletConnect: WalletConnectClientToken,
  bundler: BundlerClientToken,
  bitcoinApi: BitcoinApiToken,
};

type CallingBackPort = 'extraConnectors' | 'embeddedWallet' | 'connectorDiscovery';

export function portsModule(options: ResolvedOptions<CaipNetwork>, ports: WalletportPorts, settings: ContainerSettings): ContainerModule {
  return (binder) => {
    // Built once, on first use; never disposed here (the port is the caller's).
    const callingBack = <TPort>(token: ServiceToken<TPort>, given: CallingBack<TPort>) =>
      binder.singleton(token, (context) => (isBuilder(given) ? given(resolveFrom(context, Callbacks.coreCallbacks)) : given));

    binder.constant(ResolvedOptionsToken, options);
    binder.constant(ContainerSettingsToken, settings);
    for (const [name, token] of Object.entries(PORT_TOKENS)) binder.constant(token, ports[name as keyof typeof PORT_TOKENS]);
    callingBack(ExtraConnectorsToken, ports.extraConnectors);
    callingBack(EmbeddedWalletConnectorToken, ports.embeddedWallet);
    // Undefined when the page has none (no discovery outside browsers).
    callingBack(ConnectorDiscoveryToken, ports.connectorDiscovery);
  };
}

/** A port is never a function, so a function is the port's builder. */
function isBuilder<TPort>(given: CallingBack<TPort>): given is (callbacks: CoreCallbacks) => TPort {
  return typeof given === 'function';
}
