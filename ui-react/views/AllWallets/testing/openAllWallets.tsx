/**
 * The All Wallets view opened on a test client, for its component tests: the provider rendered with the
 * given image preloader, the modal opened on Connect, All Wallets pushed, every effect settled.
 */
import { act, render } from '@testing-library/react';
import type { WalletportOptions } from '../../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../../../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import type { FakeWalletCatalogue } from '../../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, type MockConnector } from '../../../../tests/fakes/wallet-connector.fake.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../../components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../../provider/WalletportProvider.js';
import { settle } from '../../../testing/shadow.js';

export type OpenAllWalletsOnParameters = {
  catalogue: FakeWalletCatalogue;
  preloader: ImagePreloader;
  options?: Partial<WalletportOptions> | undefined;
  connectors?: MockConnector[] | undefined;
};

export async function openAllWalletsOn({ catalogue, preloader, options = {}, connectors = [] }: OpenAllWalletsOnParameters) {
  const scheduler = new VirtualScheduler();
  const { client, core, ports } = createTestClient(options, {
    scheduler,
    catalogue,
    connectorDiscovery: new FakeConnectorDiscovery(connectors),
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
  });
  render(
    <ImagePreloaderContext.Provider value={preloader}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>,
  );
  await settle();
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  act(() => core.router.push('AllWallets'));
  await settle();
  return { client, core, ports, scheduler };
}
