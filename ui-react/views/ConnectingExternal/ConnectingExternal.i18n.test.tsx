/**
 * Every text of ConnectingExternal comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads is left in English but the wallet's name and words, while connecting, once
 * declined and once failed.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The wallet's own words about a failure, shown as given. */
const WALLET_WORDS = 'The extension crashed';
/**
 * The wallet's name and initial; and the end of "Don't have {name}? {get}" after its link, which the test
 * shows is one wrapped entry.
 */
const AS_GIVEN = ['Zen Wallet', /^[A-Z]$/, '⟧', WALLET_WORDS];

async function openConnecting(fail?: unknown) {
  const world = await renderPseudoWorld({ connect: false });
  if (fail === undefined) world.wallet.hangConnect = true;
  else world.wallet.failConnectWith = fail;
  const wallet = catalogueWallet({ id: 'zen', name: 'Zen Wallet', homepage: 'https://zen.example' });
  act(() => world.core.modal.open({ view: 'ConnectingExternal', data: { connector: world.wallet.info, wallet } }));
  await settle();
  return world;
}

describe('ConnectingExternal in another language', () => {
  it('draws the connecting state and the way to get the wallet from the catalogue only', async () => {
    const { core } = await openConnecting();
    expect(modal().getByText('⟦Continue in Zen Wallet⟧')).toBeTruthy();
    expect(modal().getByRole('link', { name: '⟦Get Zen Wallet⟧' }).textContent).toBe('⟦Get⟧');
    expect(modal().getByRole('dialog').querySelector('.wp-connecting-get')?.textContent).toBe("⟦Don't have Zen Wallet? ⟦Get⟧⟧");
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
    act(() => core.connection.cancelConnect());
  });

  it('draws a declined and a failed connection from the catalogue only', async () => {
    await openConnecting(userRejectedError());
    expect(modal().getByText('⟦Connection rejected⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
    cleanup();
    document.body.innerHTML = '';

    await openConnecting({ code: -32603, message: WALLET_WORDS });
    expect(modal().getByText('⟦Failed to connect⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });
});
