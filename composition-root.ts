/**
 * The composition root: the only file that knows the concrete adapters. It checks the options in full
 * (parseOptions), builds the production adapters (HTTP over fetch, localStorage, the browser platform, the real
 * clock), hands them to the container and returns the core. createWalletport (client/create-walletport.ts)
 * loads this module as its own chunk when the client starts, so none of it weighs on the host page's first
 * load.
 *
 * Building the core does no I/O and starts no timer; `core.start()` begins background work. Nothing here runs
 * at import time.
 */
import { HttpAnalyticsSink } from './adapters/http/analytics.adapter.js';
import { HttpBlockchainApi } from './adapters/http/blockchain-api.adapter.js';
import { HttpClient } from './adapters/http/http-client.js';
import { afterNextPaint } from './adapters/platform/after-next-paint.js';
import { HttpWalletCatalogue } from './adapters/http/wallet-catalogue.adapter.js';
import { BrowserPlatform } from './adapters/platform/browser-platform.adapter.js';
import { ConsoleLogger } from './adapters/platform/console-logger.adapter.js';
import { RealScheduler } from './adapters/platform/real-scheduler.adapter.js';
import { LocalStorageAdapter } from './adapters/storage/local-storage.adapter.js';
import { browserWalletDiscovery } from './adapters/wallets/wallet-standard/browser-wallet-discovery.js';
import { lazyChainAdapter } from './adapters/wallets/lazy-chain-adapter.js';
import { EmbeddedWalletIframe } from './adapters/frame/embedded-wallet-iframe.adapter.js';
import { EmbeddedFrameConnector } from './adapters/wallets/embedded/embedded-frame-connector.adapter.js';
import { EMBEDDED_SOLANA_CONNECTOR_INFO } from './adapters/wallets/embedded/embedded-solana-connector-info.js';
import type { EmbeddedSolanaConnector } from './adapters/wallets/embedded/embedded-solana-connector.adapter.js';
import { PendingApprovals } from './adapters/wallets/embedded/pending-approvals.js';
import { EmbeddedLoginStorage } from './domain/usecases/embedded-wallet/wallet/index.js';
import { UniversalProviderWalletConnectClient } from './adapters/wallets/walletconnect/universal-provider-client.adapter.js';
import { WalletConnectConnector } from './adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { LazyWalletConnector } from './adapters/wallets/walletconnect/lazy-wallet-connector.js';
import { WALLET_CONNECT_SOLANA_CONNECTOR_INFO } from './adapters/wallets/walletconnect/walletconnect-solana-connector-info.js';
import {
  WALLET_CONNECT_OTHER_NAMESPACES,
  walletConnectNamespaceConnectorInfo,
} from './adapters/wallets/walletconnect/walletconnect-namespace-connector-info.js';
import type { BitcoinApi } from './ports/bitcoin-api.port.js';
import type { BlockchainApi } from './ports/blockchain-api.port.js';
import { WALLETCONNECT_METHODS } from './domain/usecases/walletconnect/index.js';
import type { CaipNetwork } from './domain/entities/network/caipNetwork.js';
import type { ChainAdapter } from './ports/chain-adapter.port.js';
import { isUniversalProviderAuthApplicable } from './domain/entities/siwx/isUniversalProviderAuthApplicable.js';
import type { WalletConnector } from './ports/wallet-connector.port.js';
import type { ChainNamespace } from './domain/entities/connector/connector.js';
import { createContainer } from './container/create-container.js';
import { coreFromContainer, type WalletportCore } from './container/walletport-core.js';
import type { WalletportClientOptions } from './client/walletport-client.js';
import type { CoreCallbacks, WalletportPorts } from './container/walletport-ports.js';
import { lazyBundlerClient } from './adapters/http/lazy-bundler-client.js';
import { lazyBitcoinApi } from './adapters/http/lazy-bitcoin-api.js';
import type { Logger, LogLevel } from './ports/logger.port.js';
import { embeddedWalletNetworks } from './domain/usecases/options/index.js';
import { parseOptions } from './domain/usecases/options/index.js';
import type { ResolvedOptions } from './domain/usecases/options/index.js';

/**
 * Builds the core for a client's options.
 *
 * @throws WalletportError (ParseOptionsErrorType) when the options are malformed.
 */
export function createCore(parameters: WalletportClientOptions): WalletportCore {
  const { logLevel, embedded, connectors, ...options } = parameters;
  const resolved = parseOptions(options);
  const ports = productionPorts(resolved, logLevel, connectors ?? []);
  return coreFromContainer(createContainer(resolved, ports, { embedded: embedded === true }));
}

/**
 * Builds the production adapters for resolved options; the page's own connectors come first. The connectors
 * that call back into the use cases (sign-in while connecting, the frame's origin check) are handed as
 * builders: the container builds them on first use, with the callbacks (container/modules/callbacks.module.ts).
 */
function productionPorts(
  options: ResolvedOptions<CaipNetwork>,
  logLevel: LogLevel | undefined,
  pageConnectors: readonly WalletConnector[],
): WalletportPorts {
  const scheduler = new RealScheduler();
  const logger = new ConsoleLogger({ level: logLevel ?? 'error' });
  const platform = new BrowserPlatform();
  const http = (baseUrl: string) =>
    new HttpClient({ baseUrl, projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion, sendWhen: afterNextPaint });
  const walletConnect = walletConnectPorts(options, logger, logLevel);
  const blockchainApi = new HttpBlockchainApi(http(options.rpcUrl));
  // Its code (and schemas) load with the first UTXO, fee or broadcast call of a Bitcoin send.
  const bitcoinApi = lazyBitcoinApi({ http: http(options.rpcUrl) });
  const storage = new LocalStorageAdapter({
    onError: (error, operation, key) => logger.warn(`Storage ${operation} failed${key ? ` for ${key}` : ''}`, error),
  });
  // Both the embedded wallet's connectors (eip155, and solana when configured) over one frame, built once by
  // whichever of the container's two builders asks first.
  let embeddedConnectors: EmbeddedConnectors | undefined | null = null;
  const embedded = (callbacks: CoreCallbacks) =>
    embeddedConnectors === null ? (embeddedConnectors = embeddedWalletConnectors(options, { scheduler, logger, storage, callbacks })) : embeddedConnectors;
  return {
    scheduler,
    logger,
    platform,
    storage,
    blockchainApi,
    catalogue: new HttpWalletCatalogue(http(options.apiUrl), { logger }),
    analytics: new HttpAnalyticsSink(http(options.pulseUrl), {
      now: () => scheduler.now(),
      page: () => ({ url: platform.href(), domain: safeHost(platform.origin()) }),
    }),
    // Wallet Standard wallets join the EIP-6963 ones on a page with a Solana network, sats-connect ones on a page
    // with a bip122 network (each a chunk loaded on start).
    connectorDiscovery: (callbacks) =>
      browserWalletDiscovery({
        enableEIP6963: options.enableEIP6963,
        enableInjected: options.enableInjected,
        solanaNetworks: options.networks.filter((network) => network.chainNamespace === 'solana').map((network) => network.caipNetworkId),
        bitcoinNetworks: options.networks.filter((network) => network.chainNamespace === 'bip122').map((network) => network.caipNetworkId),
        // A wallet announcing itself both ways is one row that connects the active network's namespace.
        activeNamespace: () => callbacks.activeNamespace?.(),
        onError: (error) => logger.warn('Solana or Bitcoin wallet discovery failed to load', error),
      }),
    chainAdapters: chainAdaptersFor(options.networks, { blockchainApi, bitcoinApi }),
    walletConnect: walletConnect.client,
    // Its fetch code loads with the first batch status read from a bundler.
    bundler: lazyBundlerClient(),
    bitcoinApi,
    extraConnectors: (callbacks) => [...pageConnectors, ...walletConnect.connectors(callbacks), ...(embedded(callbacks)?.solana ?? [])],
    embeddedWallet: (callbacks) => embedded(callbacks)?.evm,
  };
}

type EmbeddedConnectors = { evm: EmbeddedFrameConnector; solana: WalletConnector[] };

/**
 * The embedded (email and social) wallet over the secure site's frame, when the page may use it
 * (embeddedWalletNetworks: email or social login on, not basic mode, and an EVM network to serve). Building
 * it makes no frame: the iframe comes with the first use (EmbeddedWalletIframe). With a Solana network, a
 * second connector serves the solana namespace over the same frame and login (its code loads on first use:
 * an EVM-only page never downloads it); one approval list for both, each connect bringing the other's account.
 */
function embeddedWalletConnectors(
  options: ResolvedOptions<CaipNetwork>,
  parts: { scheduler: RealScheduler; logger: Logger; storage: LocalStorageAdapter; callbacks: CoreCallbacks },
): EmbeddedConnectors | undefined {
  const networks = embeddedWalletNetworks(options);
  if (networks.length === 0) return undefined;
  const stored = new EmbeddedLoginStorage(parts.storage);
  const frame = new EmbeddedWalletIframe({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    metadata: options.metadata ? { ...options.metadata, icons: [...options.metadata.icons] } : undefined,
    scheduler: parts.scheduler,
    logger: parts.logger,
    // The allowed-origins check runs before the frame loads.
    beforeLoad: parts.callbacks.beforeFrameLoad,
    onSmartAccountNetworks: (chainIds) => stored.setSmartAccountEnabledNetworks(chainIds),
  });
  const approvals = new PendingApprovals(parts.logger);
  // After a reload the page's copy of the session token is in storage (SPEC.md section 3).
  const storedSessionToken = () => stored.sessionToken();
  const solanaNetworks = options.networks.filter((network) => network.chainNamespace === 'solana');
  let solanaLoaded: EmbeddedSolanaConnector | undefined;
  const solana =
    solanaNetworks.length === 0
      ? undefined
      : new LazyWalletConnector({
          info: EMBEDDED_SOLANA_CONNECTOR_INFO,
          load: async () => {
            const { EmbeddedSolanaConnector } = await import('./adapters/wallets/embedded/embedded-solana-connector.adapter.js');
            solanaLoaded ??= new EmbeddedSolanaConnector({
              frame,
              networks: solanaNetworks,
              approvals,
              logger: parts.logger,
              storedSessionToken,
              linked: () => evm.linkedConnection(),
              sessionHeldElsewhere: () => evm.user() !== undefined,
            });
            return solanaLoaded;
          },
        });
  const evm: EmbeddedFrameConnector = new EmbeddedFrameConnector({
    frame,
    networks,
    logger: parts.logger,
    storedSessionToken,
    // Every GET_USER asks for the visitor's stored account type (SPEC.md section 3's default before any choice).
    preferredAccountType: () => stored.preferredAccountTypeOrDefault(),
    // The frame signs the sign-in while connecting (GET_USER's siwxMessage); with sign-in off, prepare answers
    // undefined and the connect is as before.
    oneClickSignIn: parts.callbacks.oneClickSignIn,
    approvals,
    linked: solana && (async () => ((await solana.connector()) as EmbeddedSolanaConnector).linkedConnection()),
    sessionHeldElsewhere: () => solanaLoaded?.hasAccount() ?? false,
  });
  return { evm, solana: solana ? [solana] : [] };
}

/**
 * The WalletConnect client (the universal provider, loaded on first use) and the WalletConnect connectors
 * over it, unless `enableWalletConnect` is false: one per namespace (eip155, solana, bip122, polkadot, cosmos),
 * each when a network of its namespace is configured (the client proposes every namespace in one session).
 */
function walletConnectPorts(
  options: ResolvedOptions<CaipNetwork>,
  logger: Logger,
  logLevel: LogLevel | undefined,
): { client?: UniversalProviderWalletConnectClient; connectors: (callbacks: CoreCallbacks) => WalletConnector[] } {
  if (!options.enableWalletConnect) return { connectors: () => [] };
  const networks = options.networks.filter((network) => network.chainNamespace in WALLETCONNECT_METHODS);
  const client = new UniversalProviderWalletConnectClient({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    rpcMap: walletConnectRpcMap(networks, options),
    // On by default; a self-hosted or devstack page turns it off with `walletConnect: { telemetryEnabled: false }`.
    telemetryEnabled: options.walletConnect.telemetryEnabled,
    logLevel: logLevel ?? 'error',
    logger,
  });
  // One approval connects and signs in, when sign-in is on and every configured chain is eip155.
  const signsInWhileConnecting = signInConfigured(options) && isUniversalProviderAuthApplicable(options.networks);
  // One connector per namespace over the one session; each hands the others' accounts on after a connect, so
  // one approval connects them all. All but the eip155 one load on first use: an EVM-only page never downloads them.
  const connectors = (callbacks: CoreCallbacks) => {
    const others =
      (self: WalletConnector | undefined) =>
      (): readonly WalletConnector[] =>
        all.filter((connector) => connector !== self);
    const evm: WalletConnector | undefined = networks.some((network) => network.chainNamespace === 'eip155')
      ? new WalletConnectConnector({
          client,
          networks,
          oneClickSignIn: signsInWhileConnecting ? callbacks.oneClickSignIn : undefined,
          linked: () => others(evm)(),
        })
      : undefined;
    const solana: WalletConnector | undefined = networks.some((network) => network.chainNamespace === 'solana')
      ? new LazyWalletConnector({
          info: WALLET_CONNECT_SOLANA_CONNECTOR_INFO,
          load: async () => {
            const { WalletConnectSolanaConnector } = await import('./adapters/wallets/walletconnect/walletconnect-solana-connector.adapter.js');
            return new WalletConnectSolanaConnector({ client, networks, linked: others(solana) });
          },
        })
      : undefined;
    const namespaceConnectors = WALLET_CONNECT_OTHER_NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace)).map(
      (namespace): WalletConnector => {
        const connector: WalletConnector = new LazyWalletConnector({
          info: walletConnectNamespaceConnectorInfo(namespace),
          load: async () => {
            const { WalletConnectNamespaceConnector } = await import('./adapters/wallets/walletconnect/walletconnect-namespace-connector.adapter.js');
            return new WalletConnectNamespaceConnector({ namespace, client, networks, linked: others(connector) });
          },
        });
        return connector;
      },
    );
    const all: readonly WalletConnector[] = [evm, solana, ...namespaceConnectors].filter((connector): connector is WalletConnector => connector !== undefined);
    return [...all];
  };
  return { client, connectors };
}

/**
 * An RPC URL for every chain WalletConnect proposes (without one, the library sends reads to its public
 * host): the network's own, else the configured blockchain API's RPC for that chain.
 */
function walletConnectRpcMap(networks: readonly CaipNetwork[], options: ResolvedOptions<CaipNetwork>): Record<string, string> {
  const rpcMap: Record<string, string> = {};
  for (const network of networks) {
    const url =
      network.rpcUrls?.default?.http?.[0] ??
      `${options.rpcUrl.replace(/\/$/, '')}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(options.projectId)}`;
    rpcMap[network.caipNetworkId] = url;
    if (network.deprecatedCaipNetworkId) rpcMap[network.deprecatedCaipNetworkId] = url;
  }
  return rpcMap;
}

/**
 * One chain adapter per configured namespace: eip155 (viem), solana (@solana/kit), bip122 (balances through
 * the blockchain API, the wallet's signatures), polkadot and cosmos (signatures only). Each loads with its
 * first use, and only on a page with a network of its namespace.
 */
function chainAdaptersFor(
  networks: readonly CaipNetwork[],
  { blockchainApi, bitcoinApi }: { blockchainApi: BlockchainApi; bitcoinApi: BitcoinApi },
): Map<ChainNamespace, ChainAdapter> {
  const adapters = new Map<ChainNamespace, ChainAdapter>();
  const byId = new Map(networks.map((network) => [network.caipNetworkId as string, network]));
  if (networks.some((network) => network.chainNamespace === 'eip155')) {
    adapters.set(
      'eip155',
      // viem loads with the first read or write, not with the host page (lazy-chain-adapter.ts).
      lazyChainAdapter({
        namespace: 'eip155',
        load: async () => {
          const { ViemEvmChainAdapter } = await import('./adapters/wallets/evm/viem-evm-chain-adapter.adapter.js');
          return new ViemEvmChainAdapter({
            networkFor: (caipNetworkId) => byId.get(caipNetworkId),
            // Reads go straight to the network's own RPC: it is the one source that exists for every chain,
            // including local and unsupported ones.
            rpcUrlFor: (caipNetworkId) => byId.get(caipNetworkId)?.rpcUrls.default.http[0],
          });
        },
      }),
    );
  }
  if (networks.some((network) => network.chainNamespace === 'solana')) {
    adapters.set(
      'solana',
      // @solana/kit loads only on a page with a Solana network, with its first read or transfer.
      lazyChainAdapter({
        namespace: 'solana',
        load: async () => {
          const { KitSolanaChainAdapter } = await import('./adapters/wallets/solana/kit-solana-chain-adapter.adapter.js');
          return new KitSolanaChainAdapter({
            networkFor: (caipNetworkId) => byId.get(caipNetworkId),
            rpcUrlFor: (caipNetworkId) => byId.get(caipNetworkId)?.rpcUrls.default.http[0],
          });
        },
      }),
    );
  }
  if (networks.some((network) => network.chainNamespace === 'bip122')) {
    adapters.set(
      'bip122',
      lazyChainAdapter({
        namespace: 'bip122',
        load: async () => {
          const { BitcoinChainAdapter } = await import('./adapters/wallets/bitcoin/bitcoin-chain-adapter.adapter.js');
          // Sending BTC (PSBTs, @scure/btc-signer) loads apart, with the first send (send-bitcoin.ts).
          return new BitcoinChainAdapter({ api: blockchainApi, bitcoinApi, symbolFor: (caipNetworkId) => byId.get(caipNetworkId)?.nativeCurrency.symbol });
        },
      }),
    );
  }
  for (const namespace of ['polkadot', 'cosmos'] as const) {
    if (!networks.some((network) => network.chainNamespace === namespace)) continue;
    adapters.set(
      namespace,
      lazyChainAdapter({
        namespace,
        load: async () => {
          const { SignatureChainAdapter } = await import('./adapters/wallets/signatures/signature-chain-adapter.adapter.js');
          return new SignatureChainAdapter({ namespace });
        },
      }),
    );
  }
  return adapters;
}

function signInConfigured(options: ResolvedOptions<CaipNetwork>): boolean {
  return options.siwx !== undefined || options.siweConfig !== undefined;
}

function safeHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
