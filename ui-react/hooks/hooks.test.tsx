import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { settle, shadowRootOf } from '../testing/shadow.js';
import { useModal } from './useModal.js';
import { useTheme } from './useTheme.js';
import { useWalletportEvents } from './useWalletportEvents.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const { client, ports } = createTestClient(options);
  const wrapper = ({ children }: { children?: ReactNode }) => <WalletportProvider client={client}>{children}</WalletportProvider>;
  return { client, ports, wrapper };
}

describe('useModal', () => {
  it('opens (on a given view) and closes the modal, and reports whether it is open', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useModal(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open({ view: 'WhatIsAWallet' }));
    expect(result.current.isOpen).toBe(true);
    expect(client.router.snapshot.view).toBe('WhatIsAWallet');
    await settle();
    let closed = false;
    act(() => {
      closed = result.current.close();
    });
    expect(closed).toBe(true);
    expect(result.current.isOpen).toBe(false);
  });

  it('reports a refused close', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useModal(), { wrapper });
    act(() => result.current.open());
    client.modal.addCloseGuard(() => false);
    let closed = true;
    act(() => {
      closed = result.current.close();
    });
    expect(closed).toBe(false);
    expect(result.current.isOpen).toBe(true);
  });

  it('keeps its commands stable across renders', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useModal(), { wrapper });
    const { open, close } = result.current;
    act(() => result.current.open());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});

describe('useWalletportEvents', () => {
  it('gives the latest event and the history', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useWalletportEvents(), { wrapper });
    await settle(); // the provider's start() records INITIALIZE
    expect(result.current.lastEvent).toMatchObject({ type: 'track', event: 'INITIALIZE' });
    act(() => client.modal.open());
    expect(result.current.lastEvent).toMatchObject({ event: 'MODAL_OPEN' });
    expect(result.current.history.map((event) => event.event)).toEqual(['INITIALIZE', 'MODAL_OPEN']);
  });
});

describe('useTheme', () => {
  it('reads the theme from the options and sets it at run time on the shadow hosts', async () => {
    const { wrapper } = setup({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } });
    const { result } = renderHook(() => useTheme(), { wrapper });
    await settle();
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.themeVariables).toEqual({ '--wp-accent': '#ff0000' });
    const host = document.querySelector('[data-walletport="modal"]');
    expect(host?.getAttribute('data-wp-theme')).toBe('dark');
    const root = () => shadowRootOf('modal').querySelector<HTMLElement>('.wp-root');
    expect(root()?.style.getPropertyValue('--wp-accent')).toBe('#ff0000');

    act(() => {
      result.current.setThemeMode('light');
    });
    expect(host?.getAttribute('data-wp-theme')).toBe('light');

    let rejected: readonly { name: string }[] = [];
    act(() => {
      rejected = result.current.setThemeVariables({ '--wp-color-mix-strength': 30, '--wp-z-index': 'top' }).rejected;
    });
    expect(rejected.map((issue) => issue.name)).toEqual(['--wp-z-index']);
    expect(root()?.style.getPropertyValue('--wp-color-mix-strength')).toBe('30%');
    expect(root()?.style.getPropertyValue('--wp-accent')).toBe('#ff0000');
  });
});
