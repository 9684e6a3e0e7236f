import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { solana } from '../../../domain/entities/network/chains/solana.js';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import {
  renderWorld,
  type WorldOptions,
} from '../Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const mainnetLike = defineNetwork({ ...walletportDevnetC, testnet: false, assets: { imageUrl: 'https://img.test/c.png' } });
const NETWORKS = [walletportDevnetA, walletportDevnetB, mainnetLike];

async function openNetworks(options: WorldOptions = {}, from: 'Account' | null = 'Account') {
  const world = await renderWorld({ options: { networks: NETWORKS }, ...options });
  act(() => {
    if (from) world.core.modal.open({ view: from });
    world.core.modal.open({ view: 'Networks' });
  });
  await settle();
  return world;
}

const list = () => modal().getByRole('list', { name: 'Networks' });
const option = (name: RegExp | string) => within(list()).getByRole('button', { name });

describe('the Networks view', () => {
  it('lists the configured networks with image or glyph and a Testnet tag, the active one marked', async () => {
    await openNetworks();
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    const buttons = within(list()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'WWalletport Devnet ATestnet',
      // Devnet B is declared a main network (names apply there): no tag.
      'WWalletport Devnet B',
      'Walletport Devnet C',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(buttons[2]?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/c.png');
  });

  it('switches on click through the wallet (SwitchNetwork while it decides), then goes back to where it was opened from', async () => {
    const { core, wallet } = await openNetworks();
    const gate = deferred<void>();
    const original = wallet.switchNetwork.bind(wallet);
    wallet.switchNetwork = async (network) => {
      await gate.promise;
      return original(network);
    };
    fireEvent.click(option(/Devnet B/));
    await settle();
    expect(core.router.snapshot.view).toBe('SwitchNetwork');
    expect(modal().getByRole('dialog', { name: 'Walletport Devnet B' })).toBeTruthy();
    await act(async () => gate.resolve());
    await settle();
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(core.router.snapshot.view).toBe('Account');
  });

  it('switches directly without a wallet, and closes when it was the only view', async () => {
    const { core } = await openNetworks({ connect: false }, null);
    fireEvent.click(option(/Devnet B/));
    await settle();
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe(walletportDevnetB.caipNetworkId);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('goes back when the active network is picked again', async () => {
    const { core, wallet } = await openNetworks();
    fireEvent.click(option(/Devnet A/));
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    expect(wallet.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(0);
  });

  it('stays on SwitchNetwork with the error when the wallet declines', async () => {
    const { core, wallet } = await openNetworks();
    wallet.failSwitchWith = userRejectedError();
    fireEvent.click(option(/Devnet B/));
    await settle();
    expect(core.router.snapshot.view).toBe('SwitchNetwork');
    expect(modal().getAllByRole('alert').some((alert) => alert.textContent?.includes('Switch declined'))).toBe(true);
  });

  it('asks to confirm a move to a namespace the wallet holds no account for (SwitchActiveChain)', async () => {
    const { core } = await openNetworks({ options: { networks: [walletportDevnetA, solana] } });
    fireEvent.click(option('Solana'));
    await settle();
    expect(core.router.snapshot.view).toBe('SwitchActiveChain');
    expect(core.router.snapshot.data).toMatchObject({ switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true });
  });

  it('marks no network as current while the wallet is on an unconfigured one', async () => {
    const { wallet } = await openNetworks({ options: { networks: NETWORKS, allowUnsupportedChain: true } });
    act(() => wallet.emitChainChanged('eip155:999'));
    await settle();
    expect(within(list()).getAllByRole('button').map((button) => button.getAttribute('aria-current'))).toEqual([null, null, null]);
  });
});
