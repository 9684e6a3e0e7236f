/** Choose Network in the pseudo-language: the list's name, the Testnet tag and the note come from the catalogue. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { prefetchViews } from '../prefetch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('Networks in another language', () => {
  it('draws everything but the network names from the catalogue', async () => {
    const { core } = await renderPseudoWorld();
    act(() => core.modal.open({ view: 'Networks' }));
    await settle();
    expect(modal().getByRole('list', { name: '⟦Networks⟧' })).toBeTruthy();
    expect(modal().getByText('⟦Testnet⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-networks', { allowed: [walletportDevnetA.name, walletportDevnetB.name, /^[A-Z]$/] })).toEqual([]);
  });
});
