/**
 * The social login's views: the Connect view's social buttons start the login in the click (the popup opens
 * before the click handler returns), ConnectingSocial shows each step under the provider's name, the
 * failures in the catalogue's words with "Try again" (a new popup, in its own click) and "Back to Connect",
 * and the popup closed or a success leaves the view. Keyboard: every action is a button; focus goes to
 * "Try again" when a failure replaces the status.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_TEST_USER } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import { hasAlert, renderEmbeddedWorld, type EmbeddedWorld } from '../EmailLogin/testing/embeddedWorld.js';

const SECURE_ORIGIN = 'https://secure.walletconnect.org';
const PROVIDER_URI = 'http://127.0.0.1:4600/auth?client_id=github&state=s';
const RESULT_URI = `${SECURE_ORIGIN}/social/result?token=t`;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function onConnect(): Promise<EmbeddedWorld> {
  const world = await renderEmbeddedWorld();
  world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
  world.frame.respond('CONNECT_SOCIAL', { ...EMBEDDED_TEST_USER, userName: 'ada' });
  act(() => world.core.modal.open({ view: 'Connect' }));
  await settle();
  return world;
}

function lastPopup({ ports }: EmbeddedWorld) {
  const popup = ports.platform.lastPopup;
  if (!popup) throw new Error('no popup');
  return popup;
}

describe('the social buttons', () => {
  it('open the popup inside the click itself, then show ConnectingSocial named after the provider', async () => {
    const world = await onConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    // Before anything settles: the popup is already open (a blocker would allow it).
    expect(world.ports.platform.popups).toHaveLength(1);
    expect(lastPopup(world).history).toEqual([`${SECURE_ORIGIN}/social/loading`]);
    await settle();
    expect(modal().getByRole('dialog', { name: 'GitHub' })).toBeTruthy();
    expect(modal().getByText('Continue in GitHub')).toBeTruthy();
    expect(modal().getByText(/^Sign in with GitHub in the window that opened/).closest('[role="status"]')).toBeTruthy();
    expect(lastPopup(world).history).toEqual([`${SECURE_ORIGIN}/social/loading`, PROVIDER_URI]);
  });

  it('connect and close the modal once the secure site posts the result', async () => {
    const world = await onConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Google' }));
    await settle();
    act(() => lastPopup(world).post({ resultUri: RESULT_URI }, SECURE_ORIGIN));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(lastPopup(world).closed).toBe(true);
  });

  it('show "Connecting your wallet" while CONNECT_SOCIAL and the connect run', async () => {
    const world = await onConnect();
    const answer = deferred<unknown>();
    world.frame.respond('CONNECT_SOCIAL', () => answer.promise);
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    act(() => lastPopup(world).post({ resultUri: RESULT_URI }, SECURE_ORIGIN));
    await settle();
    expect(modal().getByText('Connecting your wallet')).toBeTruthy();
    answer.resolve({ ...EMBEDDED_TEST_USER, userName: 'ada' });
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
  });
});

describe('the ConnectingSocial view: failures', () => {
  it("a blocked popup: the catalogue's message, focus on 'Try again', which opens the popup in its own click", async () => {
    const world = await onConnect();
    world.ports.platform.blockPopups = true;
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'GitHub' })).toBeTruthy();
    expect(hasAlert('Could not open social popup')).toBe(true);
    expect(hasAlert('Could not open social popupYour browser blocked the sign-in window. Allow pop-ups for this site')).toBe(true);
    const retry = modal().getByRole('button', { name: 'Try again' });
    expect(focused()).toBe(retry);

    world.ports.platform.blockPopups = false;
    fireEvent.click(retry);
    expect(world.ports.platform.popups).toHaveLength(1);
    await settle();
    expect(modal().getByText('Continue in GitHub')).toBeTruthy();
  });

  it("times out after 45 000 ms with 'Social login timed out. Please try again.'", async () => {
    const world = await onConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    await act(() => world.scheduler.advanceAsync(44_999));
    expect(hasAlert('Social login timed out')).toBe(false);
    await act(() => world.scheduler.advanceAsync(1));
    await settle();
    expect(hasAlert('Social login timed out. Please try again.')).toBe(true);
    expect(lastPopup(world).closed).toBe(true);
    expect(focused()).toBe(modal().getByRole('button', { name: 'Try again' }));
  });

  it("a redirect address the frame refuses: 'Could not fetch the social redirect uri' with the frame's words", async () => {
    const world = await onConnect();
    world.frame.fail('GET_SOCIAL_REDIRECT_URI', 'Social login is not available');
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    expect(hasAlert('Could not fetch the social redirect uri')).toBe(true);
    expect(hasAlert('Could not fetch the social redirect uriSocial login is not available')).toBe(true);
  });

  it("'Back to Connect' goes back to the connect methods", async () => {
    const world = await onConnect();
    world.ports.platform.blockPopups = true;
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Back to Connect' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it("the popup closed by the person: back on Connect, with a 'Popup closed' toast", async () => {
    const world = await onConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    lastPopup(world).closed = true;
    await act(() => world.scheduler.advanceAsync(1000));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Popup closed' });
  });

  it('the header\'s back button abandons the login and closes the popup', async () => {
    const world = await onConnect();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(lastPopup(world).closed).toBe(true);
  });
});

describe('the ConnectingSocial view opened by name', () => {
  it("offers to continue with the provider it names, starting the login in the click", async () => {
    const world = await renderEmbeddedWorld();
    world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
    act(() => world.core.modal.open({ view: 'ConnectingSocial', data: { socialProvider: 'discord' } }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Discord' })).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Continue with Discord' }));
    expect(world.ports.platform.popups).toHaveLength(1);
    await settle();
    expect(world.frame.requestsOf('GET_SOCIAL_REDIRECT_URI').map((request) => request.payload)).toEqual([{ provider: 'discord' }]);
  });

  it('says no provider was chosen when it names none, with the way back', async () => {
    const world = await renderEmbeddedWorld();
    act(() => world.core.modal.open({ view: 'ConnectingSocial' }));
    await settle();
    expect(hasAlert('No social login was chosen')).toBe(true);
    fireEvent.click(modal().getByRole('button', { name: 'Back to Connect' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Connect');
  });
});

describe('Telegram', () => {
  it('opens no popup: the page goes to the provider, the view says so', async () => {
    const world = await renderEmbeddedWorld();
    world.ports.platform.telegram = true;
    world.ports.platform.os = 'android';
    world.frame.respond('GET_SOCIAL_REDIRECT_URI', { uri: PROVIDER_URI });
    act(() => world.core.modal.open({ view: 'Connect' }));
    await settle();
    // Inside Telegram on Android, facebook and x cannot complete their login: no buttons for them.
    const names = modal()
      .getAllByRole('button', { name: /^Continue with / })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Continue with Google',
      'Continue with Farcaster',
      'Continue with Discord',
      'Continue with Apple',
      'Continue with GitHub',
    ]);
    fireEvent.click(modal().getByRole('button', { name: 'Continue with GitHub' }));
    await settle();
    expect(world.ports.platform.popups).toEqual([]);
    expect(world.ports.platform.topRedirects).toHaveLength(1);
    expect(modal().getByText('Taking you to GitHub to sign in.')).toBeTruthy();
  });
});
