import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNetwork } from '../../../domain/entities/network/defineNetwork.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { NetworkButton } from './NetworkButton.js';
import {
  inHost,
  renderWorld,
} from '../../views/Account/testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

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
    const { core } = await renderWorld({ connect: false, children: <NetworkButton /> });
    fireEvent.click(button());
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('Networks');
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
