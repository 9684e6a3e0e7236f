import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, renderEmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe("the Account view's social login", () => {
  it('shows the provider and the user name instead of the email button', async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, userName: 'ada' });
    world.core.embeddedWallet?.rememberSocialLogin({ provider: 'github', userName: 'ada' });
    await connectEmbedded(world);
    act(() => world.core.modal.open());
    await settle();
    expect(world.core.router.snapshot.view).toBe('Account');
    const line = modal().getByText('Signed in with GitHub as', { exact: false }).closest('p');
    expect(line?.textContent).toBe('Signed in with GitHub as ada');
    expect(line?.getAttribute('data-provider')).toBe('github');
    expect(line?.querySelector('svg[data-social-icon="github"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(modal().queryByRole('button', { name: /^Email wallet/ })).toBeNull();
  });

  it("falls back to the email for the name, and to the provider's name without either", async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: 'grace@example.com' });
    world.core.embeddedWallet?.rememberSocialLogin({ provider: 'x', userName: undefined });
    await connectEmbedded(world);
    act(() => world.core.modal.open());
    await settle();
    expect(modal().getByText('grace@example.com').closest('p')?.textContent).toBe('Signed in with X as grace@example.com');
  });

  it('names the provider alone when the user has neither name nor email', async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_USER', { ...EMBEDDED_TEST_USER, email: undefined });
    world.core.embeddedWallet?.rememberSocialLogin({ provider: 'farcaster', userName: undefined });
    await connectEmbedded(world);
    act(() => world.core.modal.open());
    await settle();
    expect(modal().getByText('Farcaster').closest('p')?.textContent).toBe('Signed in with Farcaster');
  });
});
