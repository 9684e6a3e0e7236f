import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function onUnknownChain() {
  const world = await renderWorld();
  act(() => world.wallet.emitChainChanged('eip155:999'));
  await settle();
  return world;
}

describe('the UnsupportedChain view', () => {
  it('opens when the wallet moves to an unconfigured network, and lists the networks to switch to', async () => {
    const { core } = await onUnknownChain();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('UnsupportedChain');
    expect(modal().getByRole('dialog', { name: 'Switch Network' })).toBeTruthy();
    expect(modal().getByText(/doesn’t support your current network/)).toBeTruthy();
    const options = within(modal().getByRole('list', { name: 'Switch network' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['WWalletport Devnet ATestnet', 'WWalletport Devnet B']);
    expect(options.every((option) => option.getAttribute('aria-current') === null)).toBe(true);
  });

  it('switches the wallet to a configured network, and leaves (closing the modal it opened)', async () => {
    const { core, wallet } = await onUnknownChain();
    fireEvent.click(within(modal().getByRole('list', { name: 'Switch network' })).getByRole('button', { name: /Devnet B/ }));
    await settle();
    expect(wallet.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(core.network.snapshot.isUnsupportedChain).toBe(false);
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('offers to disconnect', async () => {
    const { core } = await onUnknownChain();
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');
    expect(core.modal.snapshot.open).toBe(false);
    expect(walletportDevnetA.testnet).toBe(true);
  });
});
