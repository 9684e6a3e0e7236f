/**
 * ProfileWallets in the pseudo-language: the wallets per family, their tags and buttons (and what those are
 * read out as), the email account's card and the empty state come from the catalogue; wallet names,
 * addresses, emails and balances are shown as given.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_CONNECTOR_INFO, EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoEmbeddedWorld, renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { TEST_WALLET_INFO } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const SECOND = 'Second Wallet';
const LONG_EMAIL = 'averyveryverylongname.surname@example.com';
/** Wallet names (the embedded connector's too), balances, the email whole (its title) and shortened, initials. */
const ALLOWED = [SECOND, TEST_WALLET_INFO.name, EMBEDDED_CONNECTOR_INFO.name, LONG_EMAIL, 'averyveryverylong…@example.com', /^[\d.,]+ ETH$/, /^[A-Z]$/];

describe('ProfileWallets in another language', () => {
  it('draws the held wallets, in use or to switch to, from the catalogue', async () => {
    const world = await renderPseudoWorld();
    const second = new MockConnector({
      info: { id: 'io.walletport.second', name: SECOND, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.walletport.second' } },
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      caipNetworkId: world.wallet.caipNetworkId,
    });
    world.ports.connectorDiscovery.announce(second);
    await act(() => world.core.connection.connect({ connectorId: second.info.id }));
    act(() => world.core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getByRole('region', { name: '⟦EVM wallets⟧' })).toBeTruthy();
    expect(modal().getByText('⟦In use⟧')).toBeTruthy();
    expect(modal().getByRole('button', { name: `⟦Switch to ${TEST_WALLET_INFO.name}⟧` }).textContent).toBe('⟦Switch⟧');
    expect(modal().getByRole('button', { name: `⟦Disconnect ${SECOND}⟧` })).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Add another EVM wallet⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-profile', { allowed: ALLOWED })).toEqual([]);
  });

  it("draws the email account's card and the empty state from the catalogue", async () => {
    const world = await renderPseudoEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: LONG_EMAIL });
    await world.connect();
    act(() => world.core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getByRole('button', { name: '⟦Change email⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-profile', { allowed: ALLOWED })).toEqual([]);

    await act(() => world.core.connection.disconnect());
    act(() => world.core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getByText('⟦No wallet connected⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-profile', { allowed: ALLOWED })).toEqual([]);
  });
});
