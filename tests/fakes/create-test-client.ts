/**
 * Builds a walletport client from the fakes, the way the composition root builds one from adapters. Tests
 * get the client and every fake, so they can drive the world (virtual time, wallet events, failures).
 */
import { createContainer, type ContainerSettings } from '../../container/create-container.js';
import { clientFromContainer, type WalletportClient } from '../../container/walletport-client.js';
import type { WalletportPorts } from '../../container/walletport-ports.js';
import type { WalletportOptions } from '../../domain/usecases/options/options.js';
import { parseOptions } from '../../domain/usecases/options/parseOptions.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import { FakeAnalyticsSink } from './analytics-sink.fake.js';
import { FakeBlockchainApi } from './blockchain-api.fake.js';
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
};

/** The default network of test clients: the devstack's first local chain. */
export const TEST_NETWORK = walletportDevnetA;

export function createTestClient(
  options: Partial<WalletportOptions<CaipNetwork>> = {},
  overrides: Partial<TestPorts> = {},
  settings: ContainerSettings = {},
): { client: WalletportClient; ports: TestPorts } {
  const scheduler = overrides.scheduler ?? new VirtualScheduler();
  const ports: TestPorts = {
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
  };
  const fullOptions: WalletportOptions<CaipNetwork> = { projectId: 'test-project', networks: [TEST_NETWORK], ...options };
  return { client: clientFromContainer(createContainer(parseOptions(fullOptions), ports, settings)), ports };
}
