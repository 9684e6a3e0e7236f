/**
 * Everything the use cases need from the outside world, as one object. The composition root fills it with
 * production adapters; tests fill it with the fakes of tests/fakes/.
 *
 * Two adapters call back into use cases built on top of them (see CoreCallbacks); the composition root hands
 * those as builders, which the container calls on first use with the callbacks.
 */
import type { AnalyticsSink } from '../ports/analytics.port.js';
import type { BitcoinApi } from '../ports/bitcoin-api.port.js';
import type { BlockchainApi } from '../ports/blockchain-api.port.js';
import type { BundlerClient } from '../ports/bundler-client.port.js';
import type { ChainAdapters } from '../ports/chain-adapter.port.js';
import type { EmbeddedWalletConnector } from '../ports/embedded-wallet.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { OneClickSignIn } from '../ports/one-click-sign-in.port.js';
import type { Platform } from '../ports/platform.port.js';
import type { Scheduler } from '../ports/scheduler.port.js';
import type { KeyValueStorage } from '../ports/storage.port.js';
import type { WalletCatalogue } from '../ports/wallet-catalogue.port.js';
import type { ConnectorDiscovery, WalletConnector } from '../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
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
  /** Browser wallet discovery; may be a builder (the multi-namespace pairing reads the active namespace). */
  connectorDiscovery?: CallingBack<ConnectorDiscovery | undefined>;
  /**
   * Connectors the composition root builds itself (the page's own, the WalletConnect connector over
   * `walletConnect`), listed before the discovered ones.
   */
  extraConnectors?: CallingBack<readonly WalletConnector[] | undefined>;
  walletConnect?: WalletConnectClient | undefined;
  /** ERC-4337 bundlers over JSON-RPC, for batch statuses (the calls flow); without one, wallets answer them. */
  bundler?: BundlerClient | undefined;
  /** Bitcoin UTXOs, fee rates and broadcasts through the cloud (a send on bip122); absent in tests that send none. */
  bitcoinApi?: BitcoinApi | undefined;
  /**
   * The embedded (email and social) wallet, over the secure site's frame; absent when neither email nor
   * social login is on. It is listed among the connectors too, after the extra ones.
   */
  embeddedWallet?: CallingBack<EmbeddedWalletConnector | undefined>;
};

/**
 * The calls adapters make back into the use cases, each resolving its use case when called
 * (container/modules/callbacks.module.ts). They close the two cycles of the wiring: a connector that signs in
 * while connecting calls the sign-in use case, which needs the connection, which needs the connectors; the
 * embedded wallet's frame asks the embedded wallet use case for the origin check before it loads, and that
 * use case needs the frame's connector.
 */
export type CoreCallbacks = {
  /** Sign in while connecting (WalletConnect's authenticate request, the embedded wallet's frame). */
  oneClickSignIn: OneClickSignIn;
  /** The page's origin check, run before the embedded wallet's frame loads; rejects when it is not allowed. */
  beforeFrameLoad: () => Promise<void>;
  /** The namespace the modal is showing (the active network's), for a wallet row that serves two. */
  activeNamespace?: () => ChainNamespace | undefined;
};

/** A port given as it is, or built by the container on first use from the core's callbacks. */
export type CallingBack<TPort> = TPort | ((callbacks: CoreCallbacks) => TPort);
