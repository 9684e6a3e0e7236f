import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  SHAKE_DURATION_MS,
  VIEW_TRANSITION_MS,
} from '../../domain/entities/constants.js';
import { FakeChainAdapter } from '../../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletCatalogue } from '../../tests/fakes/wallet-catalogue.fake.js';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { connectButtonRoot, focused, modal, press, settle, shadowRootOf } from '../testing/shadow.js';
import { setLocale } from '../../actions/setLocale.js';
import { modalStylesheet } from './modal.styles.js';
import { shadowRootCss } from '../shadow/adoptStylesheet.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // Test files share the document (vitest.config.ts): leave the body's styles as the next file expects them.
  document.body.removeAttribute('style');
});

async function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const scheduler = new VirtualScheduler();
  const { client, core, ports } = createTestClient(options, {
    scheduler,
    // With a chain adapter, opening without a view lands on Connect (SPEC.md section 2).
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    // The project configuration leaves email and socials to the local flags.
    catalogue: new FakeWalletCatalogue({ projectConfig: { features: [{ id: 'social_login', isEnabled: true, config: null }] } }),
  });
  const view = render(
    <WalletportProvider client={client}>
      <main>
        <p>Host page</p>
        <ConnectButton />
      </main>
    </WalletportProvider>,
  );
  await settle();
  return { client, core, ports, view };
}

function connectButton(): HTMLButtonElement {
  const button = connectButtonRoot().querySelector('button');
  if (!button) throw new Error('no connect button');
  return button;
}

async function openWithButton() {
  const button = connectButton();
  act(() => button.focus());
  fireEvent.click(button);
  await settle();
  return button;
}

describe('the modal shell', () => {
  it('is a modal dialog named by its header title', async () => {
    await setup();
    await openWithButton();
    const dialog = modal().getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = shadowRootOf('modal').getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Connect Wallet');
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog);
  });

  it('gives every view an accessible name, including views that are not built yet', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'OnRampFiatSelect' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Select Currency' })).toBeTruthy();
    expect(modal().getByText('This view is not available yet')).toBeTruthy();
  });

  it('puts focus on the first control, and Tab / Shift+Tab cycle inside the dialog, the email input included', async () => {
    await setup();
    await openWithButton();
    const root = shadowRootOf('modal');
    const dialog = modal().getByRole('dialog');
    const close = modal().getByRole('button', { name: 'Close' });
    expect(focused()).toBe(close);

    const email = modal().getByLabelText('Email');
    const seen: Element[] = [];
    const tabStops = Array.from(dialog.querySelectorAll('button, input, a[href]'));
    for (let index = 0; index < tabStops.length; index += 1) {
      press('Tab');
      const now = focused();
      expect(now && dialog.contains(now), `Tab ${index + 1} left the dialog`).toBe(true);
      if (now) seen.push(now);
    }
    expect(seen).toContain(email);
    // After a full round, focus is back on the first control.
    expect(focused()).toBe(close);
    expect(root.activeElement).toBe(close);

    press('Tab', { shiftKey: true });
    expect(focused()).toBe(tabStops[tabStops.length - 1]);
    act(() => email.focus());
    press('Tab', { shiftKey: true });
    expect(focused()).toBe(close);
  });

  it('closes on Escape and gives focus back to the connect button that opened it', async () => {
    const { core } = await setup();
    const button = await openWithButton();
    press('Escape');
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(button);
  });

  it('refuses Escape while a close guard blocks: the dialog stays and shakes for 500 ms', async () => {
    const { core, ports } = await setup();
    await openWithButton();
    const removeGuard = core.modal.addCloseGuard(() => false);
    press('Escape');
    await settle();
    expect(core.modal.snapshot.open).toBe(true);
    const dialog = modal().getByRole('dialog');
    expect(dialog.getAttribute('data-shake')).toBe('true');
    act(() => ports.scheduler.advance(SHAKE_DURATION_MS));
    expect(dialog.getAttribute('data-shake')).toBeNull();
    removeGuard();
  });

  it('closes on a click on the backdrop, but not on a click inside the dialog', async () => {
    const { core } = await setup();
    await openWithButton();
    const dialog = modal().getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(core.modal.snapshot.open).toBe(true);
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('shows back when there is history, and close asks the modal use case', async () => {
    const { core } = await setup();
    await openWithButton();
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => core.router.push('WhatIsAWallet'));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Connect');
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('moves focus to the title when the focused control went away with its view', async () => {
    await setup();
    await openWithButton();
    const link = modal().getByRole('button', { name: 'What is a wallet?' });
    act(() => link.focus());
    fireEvent.click(link);
    await settle();
    expect(focused()?.tagName).toBe('H2');
    expect(focused()?.textContent).toBe('What is a wallet?');
  });

  it('makes the rest of the page inert and locks its scrolling while open, and restores both', async () => {
    await setup();
    document.body.style.overflow = 'scroll';
    const pageRoot = document.body.firstElementChild as HTMLElement;
    const alreadyInert = document.createElement('aside');
    alreadyInert.setAttribute('inert', '');
    document.body.append(alreadyInert);
    await openWithButton();
    const modalHost = document.querySelector('[data-walletport="modal"]');
    expect(pageRoot.hasAttribute('inert')).toBe(true);
    expect(modalHost?.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    press('Escape');
    await settle();
    expect(pageRoot.hasAttribute('inert')).toBe(false);
    expect(alreadyInert.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('scroll');
  });
});

describe('the dialog rendered ahead (React Activity)', () => {
  const dialogElement = () => shadowRootOf('modal').querySelector<HTMLElement>('[role="dialog"]');
  const hiddenByActivity = (element: HTMLElement) => element.closest<HTMLElement>('[style*="display: none"]') !== null;

  it('is rendered while the modal is closed, hidden, with none of its effects: focus, inert and scroll stay put', async () => {
    await setup();
    const pageRoot = document.body.firstElementChild as HTMLElement;
    const ahead = dialogElement();
    expect(ahead).not.toBeNull();
    expect(hiddenByActivity(ahead!)).toBe(true);
    // Hidden from assistive technology: no dialog to find by role, no alert or toast twice in the page.
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(shadowRootOf('modal').querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(pageRoot.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(ahead!.contains(focused())).toBe(false);
  });

  it('is the dialog an opening shows (the same element), and each closing prepares a fresh one', async () => {
    await setup();
    const ahead = dialogElement();
    const button = await openWithButton();
    expect(dialogElement()).toBe(ahead);
    expect(hiddenByActivity(ahead!)).toBe(false);
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBe(ahead);
    expect(ahead!.contains(focused())).toBe(true);
    // Something typed in this opening is gone in the next: every opening starts from a new dialog.
    const email = modal().getByRole('textbox');
    fireEvent.change(email, { target: { value: 'visitor@example.com' } });
    press('Escape');
    await settle();
    expect(focused()).toBe(button);
    const next = dialogElement();
    expect(next).not.toBe(ahead);
    expect(hiddenByActivity(next!)).toBe(true);
    await openWithButton();
    expect((modal().getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it('is rendered again in a language chosen while the modal is closed, and opens in it', async () => {
    const { client } = await setup();
    const overlayLang = () => shadowRootOf('modal').querySelector('.wp-overlay')?.getAttribute('lang');
    expect(overlayLang()).toBe('en');
    await act(async () => {
      await setLocale(client, 'de');
    });
    await settle();
    expect(overlayLang()).toBe('de');
    expect(hiddenByActivity(dialogElement()!)).toBe(true);
    await openWithButton();
    expect(overlayLang()).toBe('de');
    expect(modal().getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('opens on the view the opening picks, at once, when the view rendered ahead was another one', async () => {
    const { core } = await setup();
    act(() => core.modal.open({ view: 'WhatIsAWallet' }));
    await settle();
    const view = shadowRootOf('modal').querySelector<HTMLElement>('.wp-view');
    expect(view?.dataset.view).toBe('WhatIsAWallet');
    // The view the modal opened on shows without the enter animation (ModalDialog.tsx).
    expect(view?.dataset.opening).toBe('true');
  });
});

describe('the modal stylesheet', () => {
  it('is 360 px wide, full width on narrow screens, and animates with the constants of section 9', () => {
    expect(modalStylesheet).toContain(`width: ${MODAL_WIDTH_PX}px`);
    expect(modalStylesheet).toMatch(/@media \(max-width: \d+px\)[^@]*\.wp-dialog \{[^}]*width: 100%/);
    expect(modalStylesheet).toContain(`animation: wp-view-in ${VIEW_TRANSITION_MS}ms`);
    expect(modalStylesheet).toContain(`transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms`);
    expect(modalStylesheet).toContain(`animation: wp-header-text ${HEADER_TEXT_ANIMATION_MS}ms`);
    expect(modalStylesheet).toContain(`animation: wp-shake ${SHAKE_DURATION_MS}ms`);
  });

  it('turns every animation and transition off under prefers-reduced-motion', async () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(modalStylesheet)?.[1] ?? '';
    expect(reduced).toContain('animation: none !important');
    expect(reduced).toContain('transition: none !important');
    // It is the last rule, so nothing after it turns motion back on.
    const afterReduced = modalStylesheet.slice(modalStylesheet.lastIndexOf('@media (prefers-reduced-motion: reduce)'));
    expect(afterReduced.trim().endsWith('}\n}') || /\}\s*\}\s*$/.test(afterReduced)).toBe(true);
    expect(afterReduced.match(/@media/g)).toHaveLength(1);
    await setup();
    expect(shadowRootCss(shadowRootOf('modal')).join('\n')).toContain('prefers-reduced-motion: reduce');
  });
});
