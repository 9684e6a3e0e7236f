/**
 * Every text of All Wallets comes from the catalogue: drawn in the pseudo-language (each entry wrapped in
 * ⟦ ⟧), nothing a visitor reads there is left in English but wallet names, in the grid, the search, its
 * count, the empty state and a failure.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, WALLET_SEARCH_MIN_WAIT_MS } from '../../../domain/entities/constants.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Wallet names and the initial a wallet without a picture shows. */
const AS_GIVEN = [/^Wallet \d+$/, 'MetaMask', /^[A-Z]$/];

const wallets = [...Array.from({ length: 6 }, (_, index) => `Wallet ${index}`), 'MetaMask'].map((name) =>
  catalogueWallet({ id: name.toLowerCase().replace(' ', '-'), name, chains: [TEST_NETWORK.caipNetworkId] }),
);

async function openAllWallets(catalogue = new FakeWalletCatalogue({ wallets })) {
  const world = await renderPseudoWorld({ connect: false, ports: { catalogue } });
  act(() => world.core.modal.open({ view: 'AllWallets' }));
  await settle();
  return world;
}

async function search(world: Awaited<ReturnType<typeof openAllWallets>>, query: string) {
  fireEvent.change(modal().getByRole('searchbox', { name: '⟦Search wallet⟧' }), { target: { value: query } });
  await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS + WALLET_SEARCH_MIN_WAIT_MS));
  await settle();
}

describe('All Wallets in another language', () => {
  it('draws the grid, the search results with their count and the empty state from the catalogue only', async () => {
    const world = await openAllWallets();
    expect(modal().getByRole('grid', { name: '⟦Wallets⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);

    await search(world, 'meta');
    expect(modal().getByRole('grid', { name: '⟦Search results⟧' })).toBeTruthy();
    expect(modal().getByText('⟦1 wallet found⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);

    await search(world, 'nothing like this');
    expect(modal().getAllByText('⟦No wallet found⟧').length).toBeGreaterThan(0);
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });

  it('says a failure in the catalogue\'s words, with the reason in them', async () => {
    const catalogue = new FakeWalletCatalogue({ wallets });
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]);
    await openAllWallets(catalogue);
    expect(modal().getByText('⟦Could not load wallets⟧')).toBeTruthy();
    expect(modal().getByText('⟦HTTP status code: 503⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });
});
