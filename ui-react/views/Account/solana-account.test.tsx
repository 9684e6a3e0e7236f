/**
 * The Account view and the network switch across namespaces, with the fakes (issue 28): an EVM wallet
 * connected, the Solana network picked (SwitchActiveChain), a Solana wallet connected from the Connect view
 * listing only wallets that serve solana; the Account view then shows the Solana account, the EVM one again
 * after switching back, and both namespaces stay connected. Disconnect acts on the namespace shown.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { AccountButton } from '../../components/AccountButton/AccountButton.js';
import { inHost, TEST_ADDRESS, TEST_ADDRESS_TRUNCATED, TEST_WALLET_INFO, renderWorld } from './testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The devstack's cluster, declared by the page as a host would (defineNetwork, typed). */
const localSolana = defineNetwork({
  id: 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  chainNamespace: 'solana',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
});

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_WALLET_INFO: Connector = {
  id: 'io.walletport.solana-testwallet',
  name: 'Walletport Solana Test Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
};

const SOLANA_ADDRESS_TRUNCATED = '9WzD…YtAWWM';
/** 2.5 SOL in lamports. */
const SOLANA_BALANCE = 2_500_000_000n;

async function evmThenSolanaWorld() {
  const scheduler = new VirtualScheduler();
  const evmAdapter = new FakeChainAdapter(scheduler);
  evmAdapter.setBalance(TEST_ADDRESS, walletportDevnetA.caipNetworkId, 1_234_567_000_000_000_000n);
  const solanaAdapter = new FakeChainAdapter(scheduler, { namespace: 'solana' });
  solanaAdapter.setBalance(SOLANA_ADDRESS, localSolana.caipNetworkId, SOLANA_BALANCE);
  const world = await renderWorld({
    options: { networks: [walletportDevnetA, localSolana] },
    ports: { scheduler, chainAdapters: new Map([['eip155', evmAdapter], ['solana', solanaAdapter]]) },
    children: <AccountButton />,
  });
  return { ...world, solanaAdapter };
}

/** The world with both wallets connected, the Solana network active, the Account view open. */
async function bothConnected() {
  const world = await evmThenSolanaWorld();
  const solanaWallet = new MockConnector({ info: SOLANA_WALLET_INFO, accounts: [SOLANA_ADDRESS], caipNetworkId: localSolana.caipNetworkId });
  world.ports.connectorDiscovery.announce(solanaWallet);
  await act(async () => {
    await world.core.connection.connect({ connectorId: SOLANA_WALLET_INFO.id });
    world.core.network.setActiveNetwork(localSolana);
  });
  act(() => world.core.modal.open({ view: 'Account' }));
  await settle();
  return { ...world, solanaWallet };
}

describe('an EVM wallet, then a Solana wallet', () => {
  it('switches to the Solana network through SwitchActiveChain and Connect lists only the wallets that serve solana', async () => {
    const { core, ports } = await evmThenSolanaWorld();
    const solanaWallet = new MockConnector({ info: SOLANA_WALLET_INFO, accounts: [SOLANA_ADDRESS], caipNetworkId: localSolana.caipNetworkId });
    ports.connectorDiscovery.announce(solanaWallet);
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    await act(() => core.network.switchNetwork(localSolana));
    await settle();
    expect(core.router.snapshot.view).toBe('SwitchActiveChain');
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
    expect(modal().getByTestId('connect-namespace').textContent).toBe('Connect a Solana wallet');
    const wallets = modal().getByRole('list', { name: 'Wallets' });
    expect(wallets.textContent).toContain(SOLANA_WALLET_INFO.name);
    expect(wallets.textContent).not.toContain(TEST_WALLET_INFO.name);

    fireEvent.click(modal().getByRole('button', { name: new RegExp(SOLANA_WALLET_INFO.name) }));
    await settle();
    await act(async () => {
      await Promise.resolve();
    });
    await settle();
    const { namespaces } = core.connection.snapshot;
    expect(namespaces.solana?.status).toBe('connected');
    expect(namespaces.solana?.address).toBe(SOLANA_ADDRESS);
    expect(namespaces.eip155?.status).toBe('connected');
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(localSolana.caipNetworkId);
    expect(core.connection.snapshot.activeNamespace).toBe('solana');
  });
});

describe('a Solana-only page', () => {
  it('lists the Solana wallet in Connect and not the EVM one, which could not connect there', async () => {
    const { core, ports } = await renderWorld({ options: { networks: [localSolana] }, connect: false });
    ports.connectorDiscovery.announce(new MockConnector({ info: SOLANA_WALLET_INFO, accounts: [SOLANA_ADDRESS], caipNetworkId: localSolana.caipNetworkId }));
    act(() => core.modal.open());
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
    const wallets = modal().getByRole('list', { name: 'Wallets' });
    expect(wallets.textContent).toContain(SOLANA_WALLET_INFO.name);
    expect(wallets.textContent).not.toContain(TEST_WALLET_INFO.name);
  });
});

describe('a Solana wallet, then an EVM wallet', () => {
  it('asks for an EVM wallet when the EVM network is picked, and Connect lists the EVM wallet, not the Solana one', async () => {
    const scheduler = new VirtualScheduler();
    const { core, ports } = await renderWorld({
      options: { networks: [localSolana, walletportDevnetA] },
      ports: { scheduler, chainAdapters: new Map([['solana', new FakeChainAdapter(scheduler, { namespace: 'solana' })]]) },
      connect: false,
    });
    ports.connectorDiscovery.announce(new MockConnector({ info: SOLANA_WALLET_INFO, accounts: [SOLANA_ADDRESS], caipNetworkId: localSolana.caipNetworkId }));
    await act(() => core.connection.connect({ connectorId: SOLANA_WALLET_INFO.id }));
    act(() => core.modal.open({ view: 'Account' }));
    await settle();
    await act(() => core.network.switchNetwork(walletportDevnetA));
    await settle();
    expect(modal().getByText(`Your connected wallet has no EVM account. To use ${walletportDevnetA.name}, connect an EVM wallet.`)).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Connect an EVM wallet' }));
    await settle();
    const wallets = modal().getByRole('list', { name: 'Wallets' });
    expect(wallets.textContent).toContain(TEST_WALLET_INFO.name);
    expect(wallets.textContent).not.toContain(SOLANA_WALLET_INFO.name);
  });
});

describe('the Account view with both namespaces connected', () => {
  it('shows the Solana account on the Solana network: its address, the generated avatar and the balance in SOL', async () => {
    await bothConnected();
    expect(modal().getByTestId('account-name').textContent).toBe(SOLANA_ADDRESS_TRUNCATED);
    expect(modal().getByTestId('account-name').getAttribute('title')).toBe(SOLANA_ADDRESS);
    expect(modal().getByTestId('account-balance').textContent).toBe('2.5 SOL');
    const avatar = modal().getByTestId('account-name').closest('.wp-account-identity')?.querySelector('.wp-avatar');
    expect(avatar?.getAttribute('data-avatar')).toBe('gradient');
    const button = inHost('account-button').getByRole('button').textContent;
    expect(button).toContain(SOLANA_ADDRESS_TRUNCATED);
    expect(button).toContain('2.5 SOL');
  });

  it('shows the EVM account again after switching back, and both stay connected', async () => {
    const { core } = await bothConnected();
    await act(() => core.network.switchNetwork(walletportDevnetA));
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    expect(modal().getByTestId('account-name').textContent).toBe(TEST_ADDRESS_TRUNCATED);
    expect(modal().getByTestId('account-balance').textContent).toBe('1.234 ETH');
    expect(inHost('account-button').getByRole('button').textContent).toContain(TEST_ADDRESS_TRUNCATED);
    expect(core.connection.snapshot.namespaces.solana?.status).toBe('connected');
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });

  it('offers no Swap on Solana (swaps are eip155 only)', async () => {
    await bothConnected();
    expect(modal().queryByRole('button', { name: 'Swap' })).toBeNull();
    expect(modal().getByRole('button', { name: 'Receive' })).toBeTruthy();
  });

  it('opens Receive with the Solana address and only the Solana networks', async () => {
    await bothConnected();
    fireEvent.click(modal().getByRole('button', { name: 'Receive' }));
    await settle();
    expect(modal().getByTestId('receive-address').textContent).toBe(SOLANA_ADDRESS);
    const networks = modal().getByRole('region', { name: 'Receive on this network' });
    expect(networks.textContent).toContain(localSolana.name);
    expect(networks.textContent).not.toContain(walletportDevnetA.name);
  });

  it('disconnects the Solana wallet only, and says so', async () => {
    const { core, solanaWallet } = await bothConnected();
    const button = modal().getByRole('button', { name: 'Disconnect Solana wallet' });
    await act(async () => {
      fireEvent.click(button);
    });
    await settle();
    expect(solanaWallet.connected).toBe(false);
    expect(core.connection.snapshot.namespaces.solana?.status).toBe('disconnected');
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });
});
