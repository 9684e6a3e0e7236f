/**
 * Everything the use cases need from the outside world, as one object. The composition root fills it with
 * production adapters; tests fill it with the fakes of tests/fakes/.
 */
import type { AnalyticsSink } from '../ports/analytics.port.js';
import type { BlockchainApi } from '../ports/blockchain-api.port.js';
import type { ChainAdapters } from '../ports/chain-adapter.port.js';
import type { EmbeddedWalletConnector } from '../ports/embedded-wallet.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { Platform } from '../ports/platform.port.js';
import type { Scheduler } from '../ports/scheduler.port.js';
import type { KeyValueStorage } from '../ports/storage.port.js';
import type { WalletCatalogue } from '../ports/wallet-catalogue.port.js';
import type { ConnectorDiscovery, WalletConnector } from '../ports/wallet-connector.port.js';
import type { WalletConnectClient } from '../ports/walletconnect.port.js';

export type WalletportPorts = {
  scheduler: Scheduler;
  storage: KeyValueStorage;
  logger: Logger;
  platform: Platform;
  blockchainApi: BlockchainApi;
  catalogue: WalletCatalogue;
  analytics: AnalyticsSink;
  /** One chain adapter per configured namespace; empty until a namespace's adapter is configured. */
  chainAdapters: ChainAdapters;
  connectorDiscovery?: ConnectorDiscovery | undefined;
  /**
   * Connectors the composition root builds itself (the WalletConnect connector over `walletConnect`, later
   * the embedded wallet's), listed before the discovered ones.
   */
  extraConnectors?: readonly WalletConnector[] | undefined;
  walletConnect?: WalletConnectClient | undefined;
  /**
   * The embedded (email and social) wallet, over the secure site's frame; absent when neither email nor
   * social login is on. It is listed among the connectors too, after the extra ones.
   */
  embeddedWallet?: EmbeddedWalletConnector | undefined;
};
