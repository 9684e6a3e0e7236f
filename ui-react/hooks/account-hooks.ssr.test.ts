/**
 * Server rendering of the account, network, disconnect, wallet-info and provider hooks and of the account
 * and network buttons: plain Node, no window; the client is not started, so nothing is connected.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../../tests/fakes/create-test-client.js';
import {
  AccountButton,
  NetworkButton,
  useWalletportAccount,
  useWalletportDisconnect,
  useWalletportNetwork,
  useWalletportProvider,
  useWalletportWalletInfo,
  WalletportProvider,
} from '../index.js';

describe('account and network hooks on the server', () => {
  it('render to a string with the server snapshot, touching no DOM, storage or timer', () => {
    expect(typeof window).toBe('undefined');
    const { client, ports } = createTestClient();
    const start = vi.spyOn(client, 'start');
    function Status() {
      const account = useWalletportAccount();
      const network = useWalletportNetwork();
      const { disconnect } = useWalletportDisconnect();
      const { walletInfo } = useWalletportWalletInfo();
      const { provider, status } = useWalletportProvider();
      return createElement(
        'p',
        null,
        [
          `account=${account.status}`,
          `address=${String(account.address)}`,
          `network=${network.caipNetworkId}`,
          `chain=${network.chainId}`,
          `networks=${network.networks.length}`,
          `wallet=${String(walletInfo)}`,
          `provider=${String(provider)}/${status}`,
          `disconnect=${typeof disconnect}`,
        ].join(' '),
      );
    }
    const html = renderToString(
      createElement(
        WalletportProvider,
        { client },
        createElement(Status),
        createElement(AccountButton),
        createElement(AccountButton, { fallbackToConnect: true }),
        createElement(NetworkButton),
      ),
    );
    expect(html).toContain(
      'account=disconnected address=undefined network=eip155:31337 chain=31337 networks=1 wallet=undefined provider=undefined/disconnected disconnect=function',
    );
    expect(html).toContain('<span data-walletport="connect-button"></span>');
    expect(html).toContain('<span data-walletport="network-button"></span>');
    expect(html).not.toContain('account-button');
    expect(start).not.toHaveBeenCalled();
    expect(ports.scheduler.pendingTimers).toBe(0);
    expect(ports.storage.keys()).toEqual([]);
    expect(ports.blockchainApi.callCount('getHistory')).toBe(0);
  });
});
