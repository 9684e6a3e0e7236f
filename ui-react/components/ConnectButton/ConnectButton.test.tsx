import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { connectButtonRoot, focused, inShadow, modal, settle, shadowRootOf } from '../../testing/shadow.js';
import * as prefetchModule from '../../views/prefetch.js';
import { ConnectButton } from './ConnectButton.js';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function setup(element = <ConnectButton />) {
  const { client, core } = createTestClient();
  const view = render(<WalletportProvider client={client}>{element}</WalletportProvider>);
  await settle();
  const button = () => inShadow(connectButtonRoot()).getByRole('button');
  return { client, core, view, button };
}

const HOSTILE_CSS = '* { all: unset !important; font-size: 40px !important; color: red !important; line-height: 5 !important }';
const WATCHED = ['font-size', 'color', 'line-height', 'font-family', 'font-weight', 'letter-spacing', 'display', 'text-transform'] as const;

function computed(element: Element): Record<string, string> {
  const style = getComputedStyle(element);
  return Object.fromEntries(WATCHED.map((name) => [name, style.getPropertyValue(name)]));
}

describe('ConnectButton', () => {
  it("says 'Connect Wallet' (or the label given) and opens the modal", async () => {
    const { core, button } = await setup();
    expect(button().textContent).toBe('Connect Wallet');
    fireEvent.click(button());
    expect(core.modal.snapshot.open).toBe(true);
    cleanup();
    const custom = await setup(<ConnectButton label="Sign in" />);
    expect(custom.button().textContent).toBe('Sign in');
  });

  it('becomes the account button once connected (unless told not to), and focus lands on it when the modal closes', async () => {
    const { client, core, ports } = createTestClient();
    const wallet = new MockConnector({
      info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      caipNetworkId: TEST_NETWORK.caipNetworkId,
    });
    render(
      <WalletportProvider client={client}>
        <ConnectButton />
        <ConnectButton showAccount={false} label="Another wallet" />
      </WalletportProvider>,
    );
    await settle();
    ports.connectorDiscovery.announce(wallet);
    const connectButton = inShadow(connectButtonRoot()).getByRole('button', { name: 'Connect Wallet' });
    act(() => connectButton.focus());
    fireEvent.click(connectButton);
    await settle();
    await act(async () => {
      await core.connection.connect({ connectorId: 'uuid-test' });
      core.modal.close();
    });
    await settle();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    const accountHost = document.querySelector('[data-walletport="account-button"]');
    const accountButton = accountHost?.shadowRoot?.querySelector('button');
    expect(accountButton?.textContent).toContain('0xf3…b92266');
    // The connect button that opened the modal is gone: focus is on the account button that replaced it.
    expect(focused()).toBe(accountButton);
    // The one told to stay a connect button stays.
    expect(inShadow(connectButtonRoot()).getByRole('button', { name: 'Another wallet' })).toBeTruthy();
  });

  it('shows a busy state while the modal is loading, and does not open then', async () => {
    const { core, button } = await setup();
    act(() => core.modal.setLoading(true));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().textContent).toBe('Connecting…');
    fireEvent.click(button());
    expect(core.modal.snapshot.open).toBe(false);
    act(() => core.modal.setLoading(false));
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('prefetches what a click needs when hovered or focused: the modal layer (the Connect view in it), no other view', async () => {
    const prefetch = vi.spyOn(prefetchModule, 'prefetchModal');
    const prefetchAll = vi.spyOn(prefetchModule, 'prefetchViews');
    const { button } = await setup();
    prefetch.mockClear();
    fireEvent.pointerEnter(button());
    act(() => button().focus());
    expect(prefetch.mock.calls).toEqual([[], []]);
    expect(prefetchAll).not.toHaveBeenCalled();
  });

  it('renders in its own shadow root, themed like the modal', async () => {
    const { core } = await setup();
    const host = document.querySelector('[data-walletport="connect-button"]');
    expect(host?.shadowRoot).toBeTruthy();
    expect(host?.children).toHaveLength(0);
    expect(host?.getAttribute('data-wp-theme')).toBe('light');
    act(() => {
      core.theme.setThemeMode('dark');
    });
    expect(host?.getAttribute('data-wp-theme')).toBe('dark');
  });
});

describe('style isolation', () => {
  it("keeps a hostile host stylesheet from changing the button and the modal (as far as happy-dom computes)", async () => {
    const { core, button } = await setup();
    act(() => core.modal.open({ view: 'Connect' }));
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
    const { core } = await setup();
    act(() => core.modal.open({ view: 'Connect' }));
    await settle();
    expect(document.styleSheets.length).toBe(sheetsBefore);
    expect(document.head.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    // Every <style> walletport renders sits inside one of its shadow roots.
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(computed(page)).toEqual(before);
  });
});
