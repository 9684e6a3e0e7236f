import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { MockConnector, userRejectedError } from '../../tests/fakes/index.js';
import { useWalletportConnect } from './useWalletportConnect.js';
import { WalletportProvider } from '../provider/WalletportProvider.js';
import { settle, shadowRootOf } from '../testing/shadow.js';
import { useWalletportModal } from './useWalletportModal.js';
import { useWalletportTheme } from './useWalletportTheme.js';
import { useWalletportEvents } from './useWalletportEvents.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const { client, core, ports } = createTestClient(options);
  const wrapper = ({ children }: { children?: ReactNode }) => <WalletportProvider client={client}>{children}</WalletportProvider>;
  return { client, core, ports, wrapper };
}

describe('useWalletportModal', () => {
  it('opens (on a given view) and closes the modal, and reports whether it is open', async () => {
    const { core, wrapper } = setup();
    const { result } = renderHook(() => useWalletportModal(), { wrapper });
    expect(result.current.isOpen).toBe(false);
    await act(() => result.current.open({ view: 'WhatIsAWallet' }));
    expect(result.current.isOpen).toBe(true);
    expect(core.router.snapshot.view).toBe('WhatIsAWallet');
    await settle();
    let closed = false;
    act(() => {
      closed = result.current.close();
    });
    expect(closed).toBe(true);
    expect(result.current.isOpen).toBe(false);
  });

  it('reports a refused close', async () => {
    const { core, wrapper } = setup();
    const { result } = renderHook(() => useWalletportModal(), { wrapper });
    await act(() => result.current.open());
    core.modal.addCloseGuard(() => false);
    let closed = true;
    act(() => {
      closed = result.current.close();
    });
    expect(closed).toBe(false);
    expect(result.current.isOpen).toBe(true);
  });

  it('keeps its commands stable across renders', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWalletportModal(), { wrapper });
    const { open, close } = result.current;
    await act(() => result.current.open());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});

describe('useWalletportEvents', () => {
  it('gives the latest event and the history', async () => {
    const { core, wrapper } = setup();
    const { result } = renderHook(() => useWalletportEvents(), { wrapper });
    await settle(); // the provider's start() records INITIALIZE
    expect(result.current.lastEvent).toMatchObject({ type: 'track', event: 'INITIALIZE' });
    act(() => core.modal.open());
    expect(result.current.lastEvent).toMatchObject({ event: 'MODAL_OPEN' });
    expect(result.current.history.map((event) => event.event)).toEqual(['INITIALIZE', 'MODAL_OPEN']);
  });
});

describe('useWalletportTheme', () => {
  it('reads the theme from the options and sets it at run time on the shadow hosts', async () => {
    const { wrapper } = setup({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } });
    const { result } = renderHook(() => useWalletportTheme(), { wrapper });
    await settle();
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.themeVariables).toEqual({ '--wp-accent': '#ff0000' });
    const host = document.querySelector('[data-walletport="modal"]');
    expect(host?.getAttribute('data-wp-theme')).toBe('dark');
    const root = () => shadowRootOf('modal').querySelector<HTMLElement>('.wp-root');
    expect(root()?.style.getPropertyValue('--wp-accent')).toBe('#ff0000');

    await act(async () => {
      await result.current.setTheme({ themeMode: 'light' });
    });
    expect(host?.getAttribute('data-wp-theme')).toBe('light');

    let rejected: readonly { name: string }[] = [];
    await act(async () => {
      rejected = (await result.current.setTheme({ themeVariables: { '--wp-color-mix-strength': 30, '--wp-z-index': 'top' } })).rejected;
    });
    expect(rejected.map((issue) => issue.name)).toEqual(['--wp-z-index']);
    expect(root()?.style.getPropertyValue('--wp-color-mix-strength')).toBe('30%');
    expect(root()?.style.getPropertyValue('--wp-accent')).toBe('#ff0000');
  });
});

describe('useWalletportConnect', () => {
  it("goes pending, then success with the connection, or error with the typed error ('Connection rejected')", async () => {
    const { client, core, ports, wrapper } = setup();
    const wallet = new MockConnector({
      info: { id: 'uuid-test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      caipNetworkId: TEST_NETWORK.caipNetworkId,
    });
    ports.connectorDiscovery.announce(wallet);
    client.start();
    const { result } = renderHook(() => useWalletportConnect(), { wrapper });
    expect(result.current.status).toBe('idle');

    wallet.failConnectWith = userRejectedError();
    await act(async () => {
      await result.current.connect({ connectorId: 'uuid-test' });
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('CONNECTION_REJECTED');
    expect(result.current.error?.shortMessage).toBe('Connection rejected');

    wallet.failConnectWith = undefined;
    wallet.hangConnect = true;
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.connect({ connectorId: 'uuid-test' });
    });
    expect(result.current.status).toBe('pending');
    await settle();
    expect(wallet.pendingConnects).toBe(1);
    await act(async () => {
      wallet.release();
      await pending;
    });
    expect(result.current).toMatchObject({ status: 'success', error: undefined, data: { connectorId: 'uuid-test' } });
    expect(core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
