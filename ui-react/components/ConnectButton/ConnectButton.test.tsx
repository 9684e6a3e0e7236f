import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { connectButtonRoot, inShadow, modal, settle, shadowRootOf } from '../../testing/shadow.js';
import * as registry from '../../views/registry.js';
import { ConnectButton } from './ConnectButton.js';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function setup(element = <ConnectButton />) {
  const { client } = createTestClient();
  const view = render(<WalletportProvider client={client}>{element}</WalletportProvider>);
  await settle();
  const button = () => inShadow(connectButtonRoot()).getByRole('button');
  return { client, view, button };
}

const HOSTILE_CSS = '* { all: unset !important; font-size: 40px !important; color: red !important; line-height: 5 !important }';
const WATCHED = ['font-size', 'color', 'line-height', 'font-family', 'font-weight', 'letter-spacing', 'display', 'text-transform'] as const;

function computed(element: Element): Record<string, string> {
  const style = getComputedStyle(element);
  return Object.fromEntries(WATCHED.map((name) => [name, style.getPropertyValue(name)]));
}

describe('ConnectButton', () => {
  it("says 'Connect Wallet' (or the label given) and opens the modal", async () => {
    const { client, button } = await setup();
    expect(button().textContent).toBe('Connect Wallet');
    fireEvent.click(button());
    expect(client.modal.snapshot.open).toBe(true);
    cleanup();
    const custom = await setup(<ConnectButton label="Sign in" />);
    expect(custom.button().textContent).toBe('Sign in');
  });

  it('shows a busy state while the modal is loading, and does not open then', async () => {
    const { client, button } = await setup();
    act(() => client.modal.setLoading(true));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().textContent).toBe('Connecting…');
    fireEvent.click(button());
    expect(client.modal.snapshot.open).toBe(false);
    act(() => client.modal.setLoading(false));
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('prefetches the lazy views when hovered or focused', async () => {
    const prefetch = vi.spyOn(registry, 'prefetchViews');
    const { button } = await setup();
    prefetch.mockClear();
    fireEvent.pointerEnter(button());
    act(() => button().focus());
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('renders in its own shadow root, themed like the modal', async () => {
    const { client } = await setup();
    const host = document.querySelector('[data-walletport="connect-button"]');
    expect(host?.shadowRoot).toBeTruthy();
    expect(host?.children).toHaveLength(0);
    expect(host?.getAttribute('data-wp-theme')).toBe('light');
    act(() => {
      client.theme.setThemeMode('dark');
    });
    expect(host?.getAttribute('data-wp-theme')).toBe('dark');
  });
});

describe('style isolation', () => {
  it("keeps a hostile host stylesheet from changing the button and the modal (as far as happy-dom computes)", async () => {
    const { client, button } = await setup();
    act(() => client.modal.open({ view: 'Connect' }));
    await settle();
    const inModal = () => [
      modal().getByRole('dialog'),
      modal().getByRole('button', { name: 'Close' }),
      shadowRootOf('modal').querySelector('.wp-title') as Element,
    ];
    const before = [button(), ...inModal()].map(computed);

    const hostile = document.createElement('style');
    hostile.textContent = HOSTILE_CSS;
    document.head.append(hostile);

    const after = [button(), ...inModal()].map(computed);
    expect(after).toEqual(before);
    for (const style of after) {
      expect(style['font-size']).not.toBe('40px');
      expect(style.color).not.toBe('red');
    }
  });

  it('adds no stylesheet to the page and leaves the page’s own elements as they were', async () => {
    const page = document.createElement('p');
    page.textContent = 'Host text';
    document.body.append(page);
    const before = computed(page);
    const sheetsBefore = document.styleSheets.length;
    const { client } = await setup();
    act(() => client.modal.open({ view: 'Connect' }));
    await settle();
    expect(document.styleSheets.length).toBe(sheetsBefore);
    expect(document.head.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    // Every <style> walletport renders sits inside one of its shadow roots.
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(computed(page)).toEqual(before);
  });
});
