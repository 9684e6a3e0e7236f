import { act, cleanup, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
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

async function openSwitchActiveChain() {
  const world = await renderWorld({ options: { networks: [walletportDevnetA, solana] } });
  act(() => world.client.modal.open({ view: 'Account' }));
  act(() => void world.client.network.switchNetwork(solana));
  await settle();
  return world;
}

describe('the SwitchActiveChain view', () => {
  it('explains that a wallet for the namespace is needed', async () => {
    const { client } = await openSwitchActiveChain();
    expect(client.router.snapshot.view).toBe('SwitchActiveChain');
    expect(modal().getByRole('dialog', { name: 'Switch Chain' })).toBeTruthy();
    expect(modal().getByText('Switch to Solana')).toBeTruthy();
    expect(modal().getByText('Your connected wallet has no Solana account. To use Solana, connect a Solana wallet.')).toBeTruthy();
  });

  it('connects one: the network becomes active and Connect replaces the view, for that namespace', async () => {
    const { client } = await openSwitchActiveChain();
    const depth = client.router.snapshot.history.length;
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    await settle();
    expect(client.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(solana.caipNetworkId);
    expect(client.router.snapshot.view).toBe('Connect');
    expect(client.router.snapshot.data).toEqual({ addWalletForNamespace: 'solana' });
    expect(client.router.snapshot.history).toHaveLength(depth);
  });

  it('pushes instead when told not to replace', async () => {
    const { client } = await renderWorld({ options: { networks: [walletportDevnetA, solana] } });
    act(() => client.modal.open({ view: 'SwitchActiveChain', data: { network: solana, switchToChain: 'solana', navigateTo: 'Connect' } }));
    await settle();
    const depth = client.router.snapshot.history.length;
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    expect(client.router.snapshot.history).toHaveLength(depth + 1);
  });

  it('cancels back to where it came from', async () => {
    const { client } = await openSwitchActiveChain();
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    expect(client.router.snapshot.view).toBe('Account');
    expect(client.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetA.caipNetworkId);
  });

  it('says so when opened without a network', async () => {
    const { client } = await renderWorld();
    act(() => client.modal.open({ view: 'SwitchActiveChain' }));
    await settle();
    expect(modal().getByText('No network to switch to')).toBeTruthy();
  });
});
