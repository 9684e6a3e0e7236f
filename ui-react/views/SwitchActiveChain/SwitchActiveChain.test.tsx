import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

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
