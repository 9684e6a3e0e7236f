import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, renderEmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';
import { NO_WALLET_MESSAGE } from './ProfileWallets.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const LONG_EMAIL = 'averyveryverylongname.surname@example.com';

describe('the ProfileWallets view', () => {
  it("shows the email wallet's email (shortened beyond 30 characters) and address, and 'Change email' goes to the change", async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: LONG_EMAIL });
    await connectEmbedded(world);
    act(() => world.core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Wallets' })).toBeTruthy();
    const email = modal().getByText('averyveryverylong…@example.com');
    expect(email.getAttribute('title')).toBe(LONG_EMAIL);
    // On the email card and on its row among the wallets.
    expect(modal().getAllByText('0x70…dc79C8')).toHaveLength(2);

    fireEvent.click(modal().getByRole('button', { name: 'Change email' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('UpdateEmailWallet');
    expect(modal().getByRole('dialog', { name: 'Edit Email' })).toBeTruthy();
  });

  it('lists the email wallet among the wallets', async () => {
    const world = await renderEmbeddedWorld();
    await connectEmbedded(world);
    act(() => world.core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getAllByTestId('profile-wallet')).toHaveLength(1);
    expect(modal().getByText('In use')).toBeTruthy();
  });

  it('says so when no wallet is connected', async () => {
    const { core } = await renderEmbeddedWorld();
    act(() => core.modal.open({ view: 'ProfileWallets' }));
    await settle();
    expect(modal().getByText(NO_WALLET_MESSAGE)).toBeTruthy();
    expect(modal().queryByRole('button', { name: 'Change email' })).toBeNull();
  });
});
