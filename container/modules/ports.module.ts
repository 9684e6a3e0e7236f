/** Binds every port token to the adapter (or fake) the caller built. */
import type { Container } from 'inversify';
import { AnalyticsSinkToken } from '../../ports/analytics.port.js';
import { BlockchainApiToken } from '../../ports/blockchain-api.port.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { EmbeddedWalletConnectorToken } from '../../ports/embedded-wallet.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { WalletCatalogueToken } from '../../ports/wallet-catalogue.port.js';
import { ConnectorDiscoveryToken } from '../../ports/wallet-connector.port.js';
import { WalletConnectClientToken } from '../../ports/walletconnect.port.js';
import { bindValue } from '../bind-service.js';
import type { WalletportPorts } from '../walletport-ports.js';

export function bindPorts(container: Container, ports: WalletportPorts): void {
  bindValue(container, SchedulerToken, ports.scheduler);
  bindValue(container, KeyValueStorageToken, ports.storage);
  bindValue(container, LoggerToken, ports.logger);
  bindValue(container, PlatformToken, ports.platform);
  bindValue(container, BlockchainApiToken, ports.blockchainApi);
  bindValue(container, WalletCatalogueToken, ports.catalogue);
  bindValue(container, AnalyticsSinkToken, ports.analytics);
  bindValue(container, ChainAdaptersToken, ports.chainAdapters);
  // Optional ports resolve to undefined when the page has none (no discovery outside browsers).
  bindValue(container, ConnectorDiscoveryToken, ports.connectorDiscovery);
  bindValue(container, WalletConnectClientToken, ports.walletConnect);
  bindValue(container, EmbeddedWalletConnectorToken, ports.embeddedWallet);
}
