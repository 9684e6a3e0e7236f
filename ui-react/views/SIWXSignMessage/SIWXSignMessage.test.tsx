import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld, TEST_WALLET_ICON } from '../Account/testing/world.js';
import { SIWX_NOT_CONFIGURED_TEXT, SIWX_PROMPT_TEXT, SIWX_REQUIRED_TEXT } from './SIWXSignMessage.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const METADATA = { name: 'Example Dapp', description: 'An example', url: 'https://app.example', icons: [] };

/** Connects the test wallet on a page with sign-in; the use case then opens the view (after a zero-delay timer). */
async function openSignIn({ required = false, options = { metadata: METADATA } }: { required?: boolean; options?: Partial<WalletportOptions> } = {}) {
  const siwx = new FakeSiwx({ required });
  const world = await renderWorld({ options: { siwx, ...options } });
  await act(async () => world.scheduler.advanceAsync(0));
  await settle();
  return { ...world, siwx };
}

const signButton = () => modal().getByRole('button', { name: /^Sign/ });
/** The view's own heading and alert (the modal has a title heading, and a toast region of its own). */
const view = () => within(modal().getByRole('dialog').querySelector<HTMLElement>('.wp-siwx')!);

describe('the SIWXSignMessage view', () => {
  it('asks the connected wallet to sign in for the page, named by its metadata', async () => {
    const { core } = await openSignIn();
    expect(core.router.snapshot.view).toBe('SIWXSignMessage');
    expect(modal().getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(view().getByRole('heading', { name: 'Example Dapp needs to connect to your wallet' })).toBeTruthy();
    expect(modal().getByText(SIWX_PROMPT_TEXT)).toBeTruthy();
    expect(modal().queryByText(SIWX_REQUIRED_TEXT)).toBeNull();
    expect(view().queryByRole('alert')).toBeNull();
    // The page (no icon: its initial) beside the connected wallet's icon.
    const images = modal().getByRole('dialog').querySelectorAll('.wp-siwx-images .wp-wallet-image');
    expect(images[0]?.textContent).toBe('E');
    expect(images[1]?.querySelector('img')?.getAttribute('src')).toBe(TEST_WALLET_ICON);
  });

  it('falls back to the page host without metadata', async () => {
    await openSignIn({ options: {} });
    expect(view().getByRole('heading', { name: `${location.host} needs to connect to your wallet` })).toBeTruthy();
  });

  it('says that canceling disconnects when sign-in is required', async () => {
    await openSignIn({ required: true });
    expect(modal().getByText(SIWX_REQUIRED_TEXT)).toBeTruthy();
  });

  it('stays on screen when the close button is refused (a required sign-in)', async () => {
    const { core } = await openSignIn({ required: true });
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('SIWXSignMessage');
    expect(signButton().textContent).toBe('Sign');
  });

  it('signs: busy while the wallet is asked, with Cancel still usable, then signed in and closed', async () => {
    const { core, siwx } = await openSignIn();
    const release = siwx.hold('addSession');
    fireEvent.click(signButton());
    await settle();
    expect(core.siwx?.snapshot.status).toBe('signing');
    const busy = signButton();
    expect(busy.textContent).toBe('Signing...');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // A second press while busy asks nothing more.
    fireEvent.click(busy);
    expect(siwx.calls.createMessage).toHaveLength(1);
    const cancel = modal().getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('disabled')).toBe(false);
    expect(cancel.getAttribute('aria-disabled')).toBeNull();
    await act(async () => release());
    await settle();
    expect(core.siwx?.snapshot.status).toBe('signed-in');
    expect(siwx.sessions).toHaveLength(1);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('shows why a signature failed in an alert, and clears it on the next try', async () => {
    const { core, chainAdapter } = await openSignIn();
    chainAdapter.failSignWith = new Error('User rejected the request.');
    fireEvent.click(signButton());
    await settle();
    expect(core.router.snapshot.view).toBe('SIWXSignMessage');
    expect(view().getByRole('alert').textContent).toBe('Signature declined');
    chainAdapter.failSignWith = undefined;
    fireEvent.click(signButton());
    await settle();
    expect(core.siwx?.snapshot.status).toBe('signed-in');
  });

  it('cancels an optional sign-in: closed, still connected, signed out', async () => {
    const { core } = await openSignIn();
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.siwx?.snapshot.status).toBe('signed-out');
    expect(core.connection.snapshot.activeNamespace).toBe('eip155');
  });

  it('cancels a required sign-in by disconnecting', async () => {
    const { core } = await openSignIn({ required: true });
    fireEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.siwx?.snapshot.status).toBe('idle');
    expect(Object.values(core.connection.snapshot.namespaces).every((entry) => entry?.status === 'disconnected')).toBe(true);
  });

  it('lets the keyboard reach Cancel then Sign, in that order', async () => {
    await openSignIn();
    const buttons = modal().getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Sign']);
    for (const button of modal().getAllByRole('button')) expect(button.tabIndex).toBe(0);
  });

  it('renders the page name as text, never as markup', async () => {
    await openSignIn({ options: { metadata: { ...METADATA, name: '<img src=x onerror=alert(1)>' } } });
    expect(view().getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)> needs to connect to your wallet');
    expect(view().getByRole('heading').querySelector('img')).toBeNull();
  });

  it('says so, with a way back, on a page without sign-in', async () => {
    const { core } = await renderWorld();
    act(() => core.modal.open({ view: 'SIWXSignMessage' }));
    await settle();
    expect(modal().getByText(SIWX_NOT_CONFIGURED_TEXT)).toBeTruthy();
    // The view was opened alone: the way back closes the modal, and says so.
    fireEvent.click(modal().getByRole('button', { name: 'Close modal' }));
    expect(core.modal.snapshot.open).toBe(false);
  });
});
