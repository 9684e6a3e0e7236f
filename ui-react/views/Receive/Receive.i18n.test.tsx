/** Receive in the pseudo-language: everything but the address and the network names comes from the catalogue. */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { TEST_ADDRESS } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Receive in another language', () => {
  it('draws the QR code, the copy button, the networks heading and the copy toast from the catalogue', async () => {
    const { core } = await renderPseudoWorld({ options: { networks: [walletportDevnetA, walletportDevnetB] } });
    act(() => core.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: '⟦Receive⟧' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Receive');
    expect(modal().getByRole('img', { name: '⟦QR code of your address⟧' })).toBeTruthy();
    expect(modal().getByRole('region', { name: '⟦Receive on these networks⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-receive', { allowed: [TEST_ADDRESS, walletportDevnetA.name, walletportDevnetB.name, /^[A-Z]$/] })).toEqual([]);

    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.resolve() } });
    fireEvent.click(modal().getByRole('button', { name: '⟦Copy address⟧' }));
    await settle();
    expect(core.toasts.snapshot).toMatchObject({ message: '⟦Address copied⟧' });
  });

  it('says in the shown language that no wallet is connected', async () => {
    const { core } = await renderPseudoWorld({ connect: false });
    act(() => core.open({ view: 'Receive' }));
    await settle();
    expect(modal().getByText('⟦No wallet connected⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-receive')).toEqual([]);
  });
});
