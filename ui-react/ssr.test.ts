/**
 * Server rendering in plain Node (no window, no document): the provider and the connect button render
 * with the server snapshot, and nothing touches the DOM, storage or timers.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../tests/fakes/create-test-client.js';
import { ConnectButton, WalletportProvider, useWalletportModal, useWalletportTheme, useWalletportEvents } from './index.js';

describe('server rendering', () => {
  it('runs in Node without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the provider, the connect button and the hooks to a string, without starting the client', () => {
    const { client, ports } = createTestClient();
    const start = vi.spyOn(client, 'start');
    function Status() {
      const { isOpen } = useWalletportModal();
      const { themeMode } = useWalletportTheme();
      const { history } = useWalletportEvents();
      return createElement('p', null, `open=${String(isOpen)} theme=${themeMode} events=${history.length}`);
    }
    const html = renderToString(
      createElement(WalletportProvider, { client }, createElement(Status), createElement(ConnectButton)),
    );
    expect(html).toContain('open=false theme=light events=0');
    expect(html).toContain('<span data-walletport="connect-button"></span>');
    expect(start).not.toHaveBeenCalled();
    expect(ports.scheduler.pendingTimers).toBe(0);
    expect(ports.storage.keys()).toEqual([]);
  });
});
