import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER, FakeEmbeddedWalletConnector } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, renderEmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';
import { renderWorld } from './testing/world.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe("the Account view's email", () => {
  it('shows the email wallet\'s email under the address (shortened beyond 30 characters), a button to its page', async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: 'averyveryverylongname.surname@example.com' });
    await connectEmbedded(world);
    act(() => world.core.modal.open());
    await settle();
    expect(world.core.router.snapshot.view).toBe('Account');
    const button = modal().getByRole('button', { name: 'Email wallet: averyveryverylong…@example.com' });
    expect(button.getAttribute('title')).toBe('averyveryverylongname.surname@example.com');
    fireEvent.click(button);
    await settle();
    expect(modal().getByRole('dialog', { name: 'Wallets' })).toBeTruthy();
  });

  it('shows no email for an account held by another wallet', async () => {
    const embedded = new FakeEmbeddedWalletConnector();
    const { core } = await renderWorld({ ports: { embeddedWallet: embedded } });
    act(() => core.embeddedWallet?.setEmail('ada@example.com'));
    act(() => core.modal.open());
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    expect(modal().queryByRole('button', { name: /^Email wallet/ })).toBeNull();
  });
});
