import { act, cleanup, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { NetworkButton } from './NetworkButton.js';
import {
  KEEP_LOCAL_FEATURES,
  TEST_ADDRESS,
  TEST_NATIVE_BALANCE,
  TEST_WALLET_INFO,
  inHost,
  mountWorld,
} from '../../views/Account/testing/world.js';
import { createTestClient, type TestPorts } from '../../../tests/fakes/create-test-client.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeWalletConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

type WorldOptions = {
  options?: Partial<WalletportOptions>;
  ports?: Partial<TestPorts>;
  children?: ReactNode;
  connect?: boolean;
};

/** A client on the two devnets with the fakes, mounted with `children`, the test wallet connected unless told not to. */
async function renderWorld({ options = {}, ports: overrides = {}, children, connect = true }: WorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const chainAdapter = new FakeChainAdapter(scheduler);
  const networks = options.networks ?? [walletportDevnetA, walletportDevnetB];
  for (const network of networks) chainAdapter.setBalance(TEST_ADDRESS, network.caipNetworkId, TEST_NATIVE_BALANCE);
  const { client, ports } = createTestClient(
    { ...options, networks },
    {
      scheduler,
      chainAdapters: new Map([['eip155', chainAdapter]]),
      catalogue: new FakeWalletCatalogue({ projectConfig: KEEP_LOCAL_FEATURES }),
      ...overrides,
    },
  );
  const wallet = new FakeWalletConnector({
    info: TEST_WALLET_INFO,
    accounts: [TEST_ADDRESS],
    caipNetworkId: networks[0]?.caipNetworkId ?? walletportDevnetA.caipNetworkId,
    knownNetworks: networks.map((network) => network.caipNetworkId),
  });
  const view = await mountWorld({ client, discovery: ports.connectorDiscovery, wallet, children, connect });
  return { client, ports, wallet, chainAdapter, scheduler, view };
}

const button = () => inHost('network-button').getByRole('button');
const host = () => document.querySelector('[data-walletport="network-button"]');

const withImage = defineNetwork({ ...walletportDevnetB, assets: { imageUrl: 'https://img.test/b.png' } });
const withUnsafeImage = defineNetwork({ ...walletportDevnetB, assets: { imageUrl: 'javascript:alert(1)' } });

describe('NetworkButton', () => {
  it("shows the active network's name and a glyph, named for screen readers, in its own shadow root", async () => {
    await renderWorld({ connect: false, children: <NetworkButton /> });
    expect(host()?.shadowRoot).toBeTruthy();
    expect(inHost('network-button').getByRole('button', { name: 'Network: Walletport Devnet A' })).toBeTruthy();
    const glyph = host()?.shadowRoot?.querySelector('[data-network-image]');
    expect(glyph?.getAttribute('data-network-image')).toBe('glyph');
    expect(glyph?.textContent).toBe('W');
  });

  it("shows the network's image when it is a safe URL, the glyph otherwise", async () => {
    await renderWorld({ connect: false, options: { networks: [withImage] }, children: <NetworkButton /> });
    expect(host()?.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/b.png');
    cleanup();
    document.body.innerHTML = '';
    await renderWorld({ connect: false, options: { networks: [withUnsafeImage] }, children: <NetworkButton /> });
    expect(host()?.shadowRoot?.querySelector('img')).toBeNull();
    expect(host()?.shadowRoot?.querySelector('[data-network-image]')?.getAttribute('data-network-image')).toBe('glyph');
  });

  it('opens the modal on Networks', async () => {
    const { client } = await renderWorld({ connect: false, children: <NetworkButton /> });
    fireEvent.click(button());
    expect(client.modal.snapshot.open).toBe(true);
    expect(client.router.snapshot.view).toBe('Networks');
  });

  it('follows the wallet to another network, and says when that network is not supported', async () => {
    const { wallet } = await renderWorld({ children: <NetworkButton /> });
    expect(button().textContent).toContain('Walletport Devnet A');
    act(() => wallet.emitChainChanged(walletportDevnetB.caipNetworkId));
    expect(button().textContent).toContain('Walletport Devnet B');
    act(() => wallet.emitChainChanged('eip155:999'));
    expect(inHost('network-button').getByRole('button', { name: 'Network: Unsupported network' })).toBeTruthy();
    expect(button().getAttribute('data-unsupported')).toBe('true');
    expect(walletportDevnetA.name).toBe('Walletport Devnet A');
  });
});
