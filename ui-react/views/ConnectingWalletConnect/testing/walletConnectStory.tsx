/**
 * A story client whose WalletConnect client is the fake (dev-only; the build leaves out `testing/`): the
 * wallet's answers are played by `prepare`, nothing reaches a relay, and the virtual clock follows the real
 * one so the pairing behaves as on a page.
 */
import { useState } from 'react';
import type { WalletportCore } from '../../../../container/walletport-core.js';
import type { WalletportOptions } from '../../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK, type TestPorts } from '../../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../../tests/fakes/wallet-catalogue.fake.js';
import { walletConnectTestPorts, type FakeWalletConnectClient } from '../../../../tests/fakes/walletconnect-client.fake.js';
import { useStoryLocale } from '../../../../.ladle/story-locale.js';
import { WalletportProvider } from '../../../provider/WalletportProvider.js';
import { runInRealTime } from '../../AllWallets/testing/storyWallets.js';

export type PrepareWalletConnectStory = (core: WalletportCore, ports: TestPorts, fake: FakeWalletConnectClient) => void;

export function WalletConnectStory({ options = {}, prepare }: { options?: Partial<WalletportOptions>; prepare: PrepareWalletConnectStory }) {
  const [client] = useState(() => {
    const scheduler = new VirtualScheduler(Date.now());
    const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
    const { client: created, core, ports } = createTestClient(
      { networks: [TEST_NETWORK], ...options },
      {
        scheduler,
        chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
        catalogue: new FakeWalletCatalogue(),
        ...wc,
      },
    );
    runInRealTime(ports.scheduler);
    prepare(core, ports, wc.walletConnect);
    return created;
  });
  useStoryLocale(client);
  return <WalletportProvider client={client} />;
}
