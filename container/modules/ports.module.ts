/** Binds every port token to the adapter (or fake) the caller built. */
import type { Container } from 'inversify';
import { AnalyticsSinkToken } from '../../ports/analytics.port.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { EmbeddedWalletFrameToken } from '../../ports/embedded-wallet-frame.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { ConnectorDiscoveryToken } from '../../ports/wallet-connector.port.js';
import { WalletConnectClientToken } from '../../ports/walletconnect.port.js';
import type { WalletportPorts } from '../walletport-ports.js';

export function bindPorts(container: Container, ports: WalletportPorts): void {
  container.bind(SchedulerToken).toConstantValue(ports.scheduler);
  container.bind(KeyValueStorageToken).toConstantValue(ports.storage);
  container.bind(LoggerToken).toConstantValue(ports.logger);
  container.bind(PlatformToken).toConstantValue(ports.platform);
  container.bind(BlockchainApiToken).toConstantValue(ports.blockchainApi);
  container.bind(WalletCatalogueToken).toConstantValue(ports.catalogue);
  container.bind(AnalyticsSinkToken).toConstantValue(ports.analytics);
  container.bind(ChainAdaptersToken).toConstantValue(ports.chainAdapters);
  // Optional ports resolve to undefined when the page has none (no discovery outside browsers).
  container.bind(ConnectorDiscoveryToken).toConstantValue(ports.connectorDiscovery);
  container.bind(WalletConnectClientToken).toConstantValue(ports.walletConnect);
  container.bind(EmbeddedWalletFrameToken).toConstantValue(ports.embeddedWalletFrame);
}
