/** Unsupported network in the pseudo-language: the note, the list's name and Disconnect from the catalogue. */
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

describe('UnsupportedChain in another language', () => {
  it('draws everything but the network names from the catalogue', async () => {
    const world = await renderPseudoWorld();
    act(() => world.wallet.emitChainChanged('eip155:999'));
    await settle();
    expect(world.core.router.snapshot.view).toBe('UnsupportedChain');
    expect(modal().getByRole('list', { name: '⟦Switch network⟧' })).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Disconnect⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-networks', { allowed: [walletportDevnetA.name, walletportDevnetB.name, /^[A-Z]$/] })).toEqual([]);
  });
});
