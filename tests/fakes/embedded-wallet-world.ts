/**
 * The client the embedded-wallet flows' tests (email login, email change, social and Farcaster login) start
 * from: built from the fakes with a FakeEmbeddedWalletConnector (over its FakeEmbeddedWalletFrame), a chain
 * adapter so connecting lands on a supported network, the remote project config leaving the logins to the local
 * options, and virtual time. Not started: a flow's world sets the frame's answers first, then starts the core.
 */
import type { ProjectConfigResponse } from '../../domain/entities/api/catalogue-api.schema.js';
import type { WalletportOptions } from '../../domain/usecases/options/options.js';
import { FakeChainAdapter } from './chain-adapter.fake.js';
import { createTestClient } from './create-test-client.js';
import { FakeEmbeddedWalletConnector } from './embedded-wallet-connector.fake.js';
import type { FakeStorage } from './memory-storage.fake.js';
import type { FakePlatform } from './platform.fake.js';
import { VirtualScheduler } from './virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from './wallet-catalogue.fake.js';

/** Leaves the logins to the local options, so the remote config does not turn email and socials off. */
export const KEEP_LOCAL_FEATURES: ProjectConfigResponse = {
  features: ['activity', 'onramp', 'swap', 'social_login'].map((id) => ({ id, isEnabled: true, config: null })),
};

export type EmbeddedWalletClientOptions = {
  /** The page's options (the defaults unless given). */
  options?: Partial<WalletportOptions>;
  connector?: FakeEmbeddedWalletConnector;
  scheduler?: VirtualScheduler;
  platform?: FakePlatform;
  /** The page's storage, to let a second world share it (a reload). */
  storage?: FakeStorage;
};

export function createEmbeddedWalletClient({
  options = {},
  connector = new FakeEmbeddedWalletConnector(),
  scheduler = new VirtualScheduler(),
  platform,
  storage,
}: EmbeddedWalletClientOptions = {}) {
  const test = createTestClient(
    options,
    {
      scheduler,
      chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
      catalogue: new FakeWalletCatalogue({ projectConfig: KEEP_LOCAL_FEATURES }),
      embeddedWallet: connector,
      ...(platform ? { platform } : {}),
      ...(storage ? { storage } : {}),
    },
  );
  return { ...test, connector, frame: connector.frame, scheduler };
}
