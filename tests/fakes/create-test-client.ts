/**
 * Builds a walletport client from the fakes, the way the composition root builds one from adapters. Tests
 * get the public client (for the provider, the hooks and the actions), its core already loaded (to drive and
 * read the use cases) and every fake, so they can drive the world (virtual time, wallet events, failures).
 */
import { createContainer, type ContainerSettings } from '../../container/create-container.js';
import { coreFromContainer, type WalletportCore } from '../../container/walletport-core.js';
import { coreSlotOf, createClient, type WalletportClient } from '../../client/walletport-client.js';
import type { WalletportPorts } from '../../container/walletport-ports.js';
import type { WalletportOptions } from '../../domain/usecases/options/options.js';
import { parseOptions } from '../../domain/usecases/options/parseOptions.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import { FakeAnalyticsSink } from './analytics-sink.fake.js';
import { FakeBlockchainApi } from './blockchain-api.fake.js';
import { FakeEmbeddedWalletConnector } from './embedded-wallet-connector.fake.js';
import { FakeStorage } from './memory-storage.fake.js';
import { FakePlatform } from './platform.fake.js';
import { RecordingLogger } from './recording-logger.fake.js';
import { VirtualScheduler } from './virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from './wallet-catalogue.fake.js';
import { FakeConnectorDiscovery } from './wallet-connector.fake.js';

export type TestPorts = WalletportPorts & {
  scheduler: VirtualScheduler;
  storage: FakeStorage;
  logger: RecordingLogger;
  platform: FakePlatform;
  blockchainApi: FakeBlockchainApi;
  catalogue: FakeWalletCatalogue;
  analytics: FakeAnalyticsSink;
  connectorDiscovery: FakeConnectorDiscovery;
  /** The embedded (email and social) wallet, when the test asked for one. */
  embeddedWallet?: FakeEmbeddedWalletConnector | undefined;
};

/**
 * The fakes a test replaces. `embeddedWallet: true` puts a FakeEmbeddedWalletConnector (over its own
 * FakeEmbeddedWalletFrame) in the ports, so `core.embeddedWallet`, `core.emailLogin` and `core.updateEmail`
 * exist; pass a connector to keep a hand on it before the client is built.
 */
export type TestPortOverrides = Partial<Omit<TestPorts, 'embeddedWallet'>> & {
  embeddedWallet?: boolean | FakeEmbeddedWalletConnector | undefined;
};

/** The default network of test clients: the devstack's first local chain. */
export const TEST_NETWORK = walletportDevnetA;

export function createTestClient(
  options: Partial<WalletportOptions<CaipNetwork>> = {},
  overrides: TestPortOverrides = {},
  settings: ContainerSettings = {},
): { client: WalletportClient; core: WalletportCore; ports: TestPorts } {
  const ports = createTestPorts(overrides);
  return { ...createClientFromPorts(options, ports, settings), ports };
}

/** The fakes createTestClient builds its client over, with `overrides` in their place. */
export function createTestPorts({ embeddedWallet, ...overrides }: TestPortOverrides = {}): TestPorts {
  const scheduler = overrides.scheduler ?? new VirtualScheduler();
  return {
    scheduler,
    storage: new FakeStorage(),
    logger: new RecordingLogger(),
    platform: new FakePlatform(),
    blockchainApi: new FakeBlockchainApi(),
    catalogue: new FakeWalletCatalogue(),
    analytics: new FakeAnalyticsSink(),
    chainAdapters: new Map(),
    connectorDiscovery: new FakeConnectorDiscovery(),
    ...overrides,
    embeddedWallet: embeddedWallet === true ? new FakeEmbeddedWalletConnector() : embeddedWallet || undefined,
  };
}

/**
 * A client over any ports, built the way createTestClient builds one: for tests that put real adapters in
 * (the EIP-6963 discovery over the test window, the HTTP adapters over the local cloud) beside the fakes.
 */
export function createClientFromPorts(
  options: Partial<WalletportOptions<CaipNetwork>>,
  ports: WalletportPorts,
  settings: ContainerSettings = {},
): { client: WalletportClient; core: WalletportCore } {
  const fullOptions: WalletportOptions<CaipNetwork> = { projectId: 'test-project', networks: [TEST_NETWORK], ...options };
  const core = coreFromContainer(createContainer(parseOptions(fullOptions), ports, settings));
  const client = createClient({ ...fullOptions, ...settings }, () => core);
  // Loaded at once (the loader is synchronous): tests read and drive the core from the first line.
  void coreSlotOf(client).load();
  return { client, core };
}
