import { act, cleanup, render, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletportClient } from '../../container/walletport-client.js';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { ConnectButton } from '../components/ConnectButton/ConnectButton.js';
import { MISSING_PROVIDER_MESSAGE, useWalletport } from '../hooks/useWalletport.js';
import { settle } from '../testing/shadow.js';
import * as registry from '../views/registry.js';
import { WalletportProvider } from './WalletportProvider.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Counts the live subscriptions of every use case of the client. */
function countSubscriptions(client: WalletportClient) {
  const live = new Map<string, number>();
  for (const name of ['options', 'router', 'modal', 'toasts', 'events', 'theme'] as const) {
    const useCase = client[name] as unknown as { subscribe: (listener: () => void) => () => void };
    const original = useCase.subscribe;
    live.set(name, 0);
    useCase.subscribe = (listener) => {
      live.set(name, (live.get(name) ?? 0) + 1);
      const unsubscribe = original(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        live.set(name, (live.get(name) ?? 0) - 1);
        unsubscribe();
      };
    };
  }
  return live;
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

  it('prefetches the lazy views when the page is idle after mounting (requestIdleCallback)', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const prefetch = vi.spyOn(registry, 'prefetchViews');
    try {
      render(<WalletportProvider client={createTestClient().client} />);
      await settle();
      expect(prefetch).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(prefetch).toHaveBeenCalledTimes(1);
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
    const { client } = createTestClient();
    const live = countSubscriptions(client);
    const view = render(
      <StrictMode>
        <WalletportProvider client={client}>
          <ConnectButton />
        </WalletportProvider>
      </StrictMode>,
    );
    await settle();
    act(() => client.modal.open({ view: 'Connect' }));
    act(() => client.toasts.showSuccess('Copied'));
    await settle();
    expect([...live.values()].some((count) => count > 0)).toBe(true);
    view.unmount();
    expect(Object.fromEntries(live)).toEqual({ options: 0, router: 0, modal: 0, toasts: 0, events: 0, theme: 0 });
    client.dispose();
  });
});
