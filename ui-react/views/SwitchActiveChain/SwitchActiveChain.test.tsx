import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { AccountButton } from '../../components/AccountButton/AccountButton.js';
import { modal, settle } from '../../testing/shadow.js';
import { hasHost, inHost, renderWorld, TEST_ADDRESS_TRUNCATED } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function openSwitchActiveChain() {
  const world = await renderWorld({ options: { networks: [walletportDevnetA, solana] } });
  act(() => world.core.modal.open({ view: 'Account' }));
  act(() => void world.core.network.switchNetwork(solana));
  await settle();
  return world;
}

describe('the SwitchActiveChain view', () => {
  it('explains that a wallet for the namespace is needed', async () => {
    const { core } = await openSwitchActiveChain();
    expect(core.router.snapshot.view).toBe('SwitchActiveChain');
    expect(modal().getByRole('dialog', { name: 'Switch Chain' })).toBeTruthy();
    expect(modal().getByText('Switch to Solana')).toBeTruthy();
    expect(modal().getByText('Your connected wallet has no Solana account. To use Solana, connect a Solana wallet.')).toBeTruthy();
  });

  it('connects one: the network becomes active and Connect replaces the view, for that namespace', async () => {
    const { core } = await openSwitchActiveChain();
    const depth = core.router.snapshot.history.length;
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    await settle();
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(solana.caipNetworkId);
    expect(core.router.snapshot.view).toBe('Connect');
    expect(core.router.snapshot.data).toEqual({ addWalletForNamespace: 'solana' });
    expect(core.router.snapshot.history).toHaveLength(depth);
  });

  it('closing Connect without connecting brings the network before back, with the EVM account on the button', async () => {
    const world = await renderWorld({ options: { networks: [walletportDevnetA, solana] }, children: <AccountButton fallbackToConnect /> });
    act(() => world.core.modal.open({ view: 'Account' }));
    act(() => void world.core.network.switchNetwork(solana));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    await settle();
    expect(world.core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(solana.caipNetworkId);
    // What the visitor would be left with: the connect button, although the EVM wallet is connected.
    expect(inHost('connect-button').getByRole('button').textContent).toBe('Connect Wallet');

    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetA.caipNetworkId);
    expect(world.core.connection.snapshot.activeNamespace).toBe('eip155');
    expect(inHost('account-button').getByRole('button').textContent).toContain(TEST_ADDRESS_TRUNCATED);
    expect(hasHost('connect-button')).toBe(false);
  });

  it('pushes instead when told not to replace', async () => {
    const { core } = await renderWorld({ options: { networks: [walletportDevnetA, solana] } });
    act(() => core.modal.open({ view: 'SwitchActiveChain', data: { network: solana, switchToChain: 'solana', navigateTo: 'Connect' } }));
    await settle();
    const depth = core.router.snapshot.history.length;
    fireEvent.click(modal().getByRole('button', { name: 'Connect a Solana wallet' }));
    expect(core.router.snapshot.history).toHaveLength(depth + 1);
  });

  it('cancels back to where it came from', async () => {
    const { core } = await openSwitchActiveChain();
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    expect(core.router.snapshot.view).toBe('Account');
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetA.caipNetworkId);
  });

  it('says so when opened without a network', async () => {
    const { core } = await renderWorld();
    act(() => core.modal.open({ view: 'SwitchActiveChain' }));
    await settle();
    expect(modal().getByText('No network to switch to')).toBeTruthy();
  });
});
