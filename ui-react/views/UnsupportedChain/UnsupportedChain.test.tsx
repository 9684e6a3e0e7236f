import { act, cleanup, fireEvent, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import {
  KEEP_LOCAL_FEATURES,
  TEST_ADDRESS,
  TEST_NATIVE_BALANCE,
  TEST_WALLET_INFO,
  mountWorld,
} from '../Account/testing/world.js';
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

async function onUnknownChain() {
  const world = await renderWorld();
  act(() => world.wallet.emitChainChanged('eip155:999'));
  await settle();
  return world;
}

describe('the UnsupportedChain view', () => {
  it('opens when the wallet moves to an unconfigured network, and lists the networks to switch to', async () => {
    const { client } = await onUnknownChain();
    expect(client.modal.snapshot.open).toBe(true);
    expect(client.router.snapshot.view).toBe('UnsupportedChain');
    expect(modal().getByRole('dialog', { name: 'Switch Network' })).toBeTruthy();
    expect(modal().getByText(/doesn’t support your current network/)).toBeTruthy();
    const options = within(modal().getByRole('list', { name: 'Switch network' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['WWalletport Devnet ATestnet', 'WWalletport Devnet BTestnet']);
    expect(options.every((option) => option.getAttribute('aria-current') === null)).toBe(true);
  });

  it('switches the wallet to a configured network, and leaves (closing the modal it opened)', async () => {
    const { client, wallet } = await onUnknownChain();
    fireEvent.click(within(modal().getByRole('list', { name: 'Switch network' })).getByRole('button', { name: /Devnet B/ }));
    await settle();
    expect(wallet.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(client.network.snapshot.isUnsupportedChain).toBe(false);
    expect(client.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(client.modal.snapshot.open).toBe(false);
  });

  it('offers to disconnect', async () => {
    const { client } = await onUnknownChain();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(client.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(client.modal.snapshot.open).toBe(false);
    expect(walletportDevnetA.testnet).toBe(true);
  });
});
