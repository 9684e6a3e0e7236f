/**
 * Every text of the Connect view comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads there is left in English but the names of wallets and social providers.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/**
 * Names the view shows as given: wallets', social providers' (a picture button's title); and the pieces of
 * the legal sentence between its links, which the first test shows are one wrapped entry.
 */
const AS_GIVEN = ['Zen Wallet', 'Walletport Test Wallet', 'Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook', /^[A-Z]$/, 'and', '.⟧'];

function catalogue() {
  return new FakeWalletCatalogue({
    wallets: [catalogueWallet({ id: 'zen', name: 'Zen Wallet', chains: [TEST_NETWORK.caipNetworkId] })],
    projectConfig: { features: [{ id: 'social_login', isEnabled: true, config: null }] },
  });
}

async function openConnect(data?: { addWalletForNamespace: 'eip155' }, wallets = catalogue()) {
  const world = await renderPseudoWorld({
    connect: false,
    options: { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
    ports: { catalogue: wallets },
  });
  act(() => world.core.modal.open({ view: 'Connect', ...(data ? { data } : {}) }));
  await settle();
  return world;
}

describe('the Connect view in another language', () => {
  it('draws the methods, the wallet list, the legal footer and a refused address from the catalogue only', async () => {
    const { core } = await openConnect();
    expect(core.router.snapshot.view).toBe('Connect');
    // The legal footer is one entry of the catalogue with both links in it.
    expect(modal().getByRole('link', { name: '⟦Terms of Service⟧' })).toBeTruthy();
    expect(modal().getByRole('link', { name: '⟦Privacy Policy⟧' })).toBeTruthy();
    expect(modal().getByRole('dialog').querySelector('.wp-legal')?.textContent).toBe(
      '⟦By connecting your wallet, you agree to our ⟦Terms of Service⟧ and ⟦Privacy Policy⟧.⟧',
    );
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);

    fireEvent.change(modal().getByLabelText('⟦Email⟧'), { target: { value: 'not-an-email' } });
    fireEvent.click(modal().getByRole('button', { name: '⟦Continue⟧' }));
    expect(modal().getByText('⟦Enter a valid email address⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });

  it('names the namespace a wallet is added for in one sentence of the catalogue', async () => {
    await openConnect({ addWalletForNamespace: 'eip155' });
    expect(modal().getByTestId('connect-namespace').textContent).toBe('⟦Connect an EVM wallet⟧');
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });

  it('says a wallet list that did not load in the catalogue\'s words', async () => {
    const failing = catalogue();
    failing.failWalletsWith = walletportError('HTTP_STATUS', [503]);
    await openConnect(undefined, failing);
    expect(modal().getByText('⟦Could not load the wallet list⟧')).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Try again⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });

  it("draws 'What is a wallet?' from the catalogue only", async () => {
    const { core } = await openConnect();
    fireEvent.click(modal().getByRole('button', { name: '⟦What is a wallet?⟧' }));
    await settle();
    expect(core.router.snapshot.view).toBe('WhatIsAWallet');
    expect(untranslatedIn('.wp-view')).toEqual([]);
  });
});
