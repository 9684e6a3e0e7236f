/**
 * Component-level journeys (issue 5, journeys 1, 2, 4, 6 and 7 in the renderer's part): the real use cases
 * with fake ports, the public buttons on the page, the modal's views.
 */
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { AccountButton } from '../../components/AccountButton/AccountButton.js';
import { NetworkButton } from '../../components/NetworkButton/NetworkButton.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import {
  connectWallet,
  TEST_ADDRESS,
  TEST_ADDRESS_TRUNCATED,
  hasHost,
  inHost,
  renderWorld,
} from './testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function page() {
  return (
    <header>
      <NetworkButton />
      <AccountButton fallbackToConnect />
    </header>
  );
}

const accountButton = () => inHost('account-button').getByRole('button');
const networkButton = () => inHost('network-button').getByRole('button');

describe('journeys', () => {
  it('1. connect: the account button shows the truncated address and the balance; the Account view too', async () => {
    const { core, ports, wallet } = await renderWorld({ connect: false, children: page() });
    expect(hasHost('account-button')).toBe(false);
    expect(inHost('connect-button').getByRole('button').textContent).toBe('Connect Wallet');

    await act(() => connectWallet(core, ports.connectorDiscovery, wallet));
    await settle();
    expect(hasHost('connect-button')).toBe(false);
    expect(accountButton().textContent).toBe(`${TEST_ADDRESS_TRUNCATED}1.234 ETH`);

    fireEvent.click(accountButton());
    await settle();
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(modal().getByTestId('account-name').textContent).toBe(TEST_ADDRESS_TRUNCATED);
    expect(modal().getByTestId('account-balance').textContent).toBe('1.234 ETH');
  });

  it('2. switch network: SwitchNetwork while the wallet decides, then back to Account; the balance follows', async () => {
    const { core, wallet, chainAdapter } = await renderWorld({ children: page() });
    chainAdapter.setBalance(TEST_ADDRESS, walletportDevnetB.caipNetworkId, 5_000_000_000_000_000_000n);
    const gate = deferred<void>();
    const original = wallet.switchNetwork.bind(wallet);
    wallet.switchNetwork = async (network) => {
      await gate.promise;
      return original(network);
    };

    fireEvent.click(accountButton());
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Network: Walletport Devnet A' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Networks');
    fireEvent.click(within(modal().getByRole('list', { name: 'Networks' })).getByRole('button', { name: /Devnet B/ }));
    await settle();
    expect(core.router.snapshot.view).toBe('SwitchNetwork');
    expect(modal().getAllByRole('status').some((status) => status.textContent?.includes('Approve in wallet'))).toBe(true);

    await act(async () => gate.resolve());
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    expect(wallet.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(networkButton().textContent).toContain('Walletport Devnet B');
    expect(accountButton().textContent).toBe(`${TEST_ADDRESS_TRUNCATED}5 ETH`);
    expect(modal().getByTestId('account-balance').textContent).toBe('5 ETH');
  });

  it('2b. from the network button: Networks, SwitchNetwork, then the modal closes (it was opened there)', async () => {
    const { core } = await renderWorld({ children: page() });
    fireEvent.click(networkButton());
    await settle();
    fireEvent.click(within(modal().getByRole('list', { name: 'Networks' })).getByRole('button', { name: /Devnet B/ }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
  });

  it('6. the wallet switches account and network by itself: the buttons and the modal follow; an unknown chain opens UnsupportedChain', async () => {
    const { core, wallet } = await renderWorld({ children: page() });
    act(() => core.modal.open({ view: 'Account' }));
    await settle();

    act(() => wallet.emitAccountsChanged([BOB]));
    await settle();
    expect(accountButton().textContent).toContain('0x70…dc79C8');
    expect(modal().getByTestId('account-name').textContent).toBe('0x70…dc79C8');

    act(() => wallet.emitChainChanged(walletportDevnetB.caipNetworkId));
    await settle();
    expect(networkButton().textContent).toContain('Walletport Devnet B');

    act(() => wallet.emitChainChanged('eip155:424242'));
    await settle();
    expect(core.router.snapshot.view).toBe('UnsupportedChain');
    expect(modal().getByRole('dialog', { name: 'Switch Network' })).toBeTruthy();
    expect(inHost('network-button').getByRole('button', { name: 'Network: Unsupported network' })).toBeTruthy();
    // No balance source on an unconfigured network: '0.00' (SPEC.md section 9).
    expect(accountButton().textContent).toBe('0x70…dc79C80.00 ETH');
  });

  it('6b. an unknown chain opens UnsupportedChain even with the modal closed', async () => {
    const { core, wallet } = await renderWorld({ children: page() });
    expect(core.modal.snapshot.open).toBe(false);
    act(() => wallet.emitChainChanged('eip155:424242'));
    await settle();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('UnsupportedChain');
  });

  it('4. disconnect: the account button is cleared (the connect button comes back, with focus), the modal closes', async () => {
    const { core } = await renderWorld({ children: page() });
    act(() => accountButton().focus());
    fireEvent.click(accountButton());
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(core.modal.snapshot.open).toBe(false);
    expect(hasHost('account-button')).toBe(false);
    const connectButton = inHost('connect-button').getByRole('button');
    expect(connectButton.textContent).toBe('Connect Wallet');
    // The account button that opened the modal is gone: focus lands on the connect button in its place.
    expect(focused()).toBe(connectButton);
  });

  it("7. the balance endpoint fails: 'Token Balance Unavailable' once, no retry storm", async () => {
    const api = new FakeBlockchainApi();
    api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, walletportDevnetA.caipNetworkId] };
    api.failAlways('getBalance');
    const { core, ports } = await renderWorld({ ports: { blockchainApi: api }, children: page() });
    fireEvent.click(accountButton());
    await settle();
    expect(within(modal().getByRole('tabpanel')).getByRole('alert').textContent).toContain('Token Balance Unavailable');
    expect(core.toasts.snapshot.message).toBe('Token Balance Unavailable');
    const calls = api.callCount('getBalance');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fireEvent.click(within(modal().getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));
      await settle();
    }
    expect(api.callCount('getBalance')).toBe(calls);
    // The chain RPC still gives the native balance.
    expect(accountButton().textContent).toBe(`${TEST_ADDRESS_TRUNCATED}1.234 ETH`);
    ports.scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS);
    api.heal();
    fireEvent.click(within(modal().getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callCount('getBalance')).toBe(calls + 1);
    // The API answers no token: the list holds the native balance the chain gave, shown above it.
    expect(within(modal().getByRole('tabpanel')).queryByRole('alert')).toBeNull();
    expect(within(modal().getByRole('tabpanel')).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['EETHEther1.234 ETH']);
  });
});
