import { act, cleanup, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletportCore } from '../../container/walletport-core.js';
import { countSubscriptions } from '../../tests/fakes/subscription-counter.js';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js';
import { MISSING_PROVIDER_MESSAGE, useWalletport } from '../hooks/useWalletport.js';
import { settle } from '../testing/shadow.js';
import * as prefetchModule from '../views/prefetch.js';
import { WalletportProvider } from './WalletportProvider.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/**
 * Counts the live subscriptions of the use cases the provider, the buttons and the modal read. Count after
 * the client started: the use cases' own subscriptions to each other (made at start) are not React's.
 */
function countUseCaseSubscriptions(core: WalletportCore) {
  const names = ['options', 'router', 'modal', 'toasts', 'events', 'theme'] as const;
  const counts = Object.fromEntries(names.map((name) => [name, countSubscriptions(core[name])]));
  return () => Object.fromEntries(names.map((name) => [name, counts[name]?.count ?? 0]));
}

describe('WalletportProvider', () => {
  it('starts the client once, on mount, however often it renders (StrictMode included)', async () => {
    const { client } = createTestClient();
    const start = vi.spyOn(client, 'start');
    const tree = (label: string) => (
      <StrictMode>
        <WalletportProvider client={client}>
          <p>{label}</p>
        </WalletportProvider>
      </StrictMode>
    );
    const view = render(tree('one'));
    view.rerender(tree('two'));
    view.rerender(tree('three'));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('three');
  });

  it('starts a new client handed to it', async () => {
    const first = createTestClient().client;
    const second = createTestClient().client;
    const startFirst = vi.spyOn(first, 'start');
    const startSecond = vi.spyOn(second, 'start');
    const view = render(<WalletportProvider client={first} />);
    view.rerender(<WalletportProvider client={second} />);
    await settle();
    expect(startFirst).toHaveBeenCalledTimes(1);
    expect(startSecond).toHaveBeenCalledTimes(1);
  });

  it('prefetches only what a first click needs (the modal layer) when the page is idle after mounting', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const prefetch = vi.spyOn(prefetchModule, 'prefetchModal');
    const prefetchAll = vi.spyOn(prefetchModule, 'prefetchViews');
    try {
      render(<WalletportProvider client={createTestClient().client} />);
      await settle();
      expect(prefetch).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(prefetch.mock.calls).toEqual([[]]);
      expect(prefetchAll).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('prefetches the Account view when the page is idle once an account is connected', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const prefetch = vi.spyOn(prefetchModule, 'prefetchModal');
    try {
      const { client, core, ports } = createTestClient();
      const wallet = new MockConnector({
        info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
        accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        caipNetworkId: TEST_NETWORK.caipNetworkId,
      });
      render(<WalletportProvider client={client} />);
      await settle();
      for (const task of idle.splice(0)) task();
      expect(prefetch.mock.calls).toEqual([[]]);
      ports.connectorDiscovery.announce(wallet);
      await act(async () => {
        await core.connection.connect({ connectorId: 'uuid-test' });
      });
      await settle();
      for (const task of idle.splice(0)) task();
      expect(prefetch.mock.calls).toEqual([[], ['Account']]);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('hands the client to hooks, and useWalletport throws a clear error outside it', () => {
    const { client } = createTestClient();
    const { result } = renderHook(() => useWalletport(), {
      wrapper: ({ children }) => <WalletportProvider client={client}>{children}</WalletportProvider>,
    });
    expect(result.current).toBe(client);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWalletport())).toThrow(MISSING_PROVIDER_MESSAGE);
    vi.restoreAllMocks();
  });

  it('adds one modal host with a shadow root to <body>, and removes it on unmount', async () => {
    const { client } = createTestClient();
    const view = render(<WalletportProvider client={client} />);
    await settle();
    const hosts = document.querySelectorAll('[data-walletport="modal"]');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.parentElement).toBe(document.body);
    // Its stylesheet is adopted (a constructed sheet, which a strict CSP allows), not a <style> element.
    expect(hosts[0]?.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(hosts[0]?.shadowRoot?.querySelector('style')).toBeNull();
    view.unmount();
    expect(document.querySelectorAll('[data-walletport="modal"]')).toHaveLength(0);
  });

  it('leaves no use-case subscription behind after unmount', async () => {
    const { client, core } = createTestClient();
    client.start();
    const live = countUseCaseSubscriptions(core);
    const view = render(
      <StrictMode>
        <WalletportProvider client={client}>
          <ConnectButton />
        </WalletportProvider>
      </StrictMode>,
    );
    await settle();
    act(() => core.modal.open({ view: 'Connect' }));
    act(() => core.toasts.showSuccess('Copied'));
    await settle();
    expect(Object.values(live()).some((count) => count > 0)).toBe(true);
    view.unmount();
    expect(live()).toEqual({ options: 0, router: 0, modal: 0, toasts: 0, events: 0, theme: 0 });
    client.dispose();
  });
});
