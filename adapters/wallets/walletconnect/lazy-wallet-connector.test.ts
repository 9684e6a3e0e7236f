import { describe, expect, it } from 'vitest';
import type { ConnectorEvent, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { MockConnector } from '../../../testing/mock-connector.js';
import { LazyWalletConnector } from './lazy-wallet-connector.js';

const INFO = { id: 'walletConnectSolana', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' } as const;

function lazy(load: () => Promise<WalletConnector>) {
  let loads = 0;
  const connector = new LazyWalletConnector({
    info: INFO,
    load: () => {
      loads += 1;
      return load();
    },
  });
  return { connector, loads: () => loads };
}

const solanaWallet = () =>
  new MockConnector({
    info: INFO,
    accounts: ['C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5'],
    caipNetworkId: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
  });

describe('LazyWalletConnector', () => {
  it('describes the connector at once and loads its code only on first use, once', async () => {
    const wallet = solanaWallet();
    const { connector, loads } = lazy(async () => wallet);
    expect(connector.info).toBe(INFO);
    expect(loads()).toBe(0);
    await expect(connector.connect()).resolves.toMatchObject({ accounts: ['C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5'] });
    await expect(connector.getAccounts()).resolves.toEqual(['C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5']);
    await expect(connector.getProvider()).resolves.toBe(wallet.provider);
    expect(loads()).toBe(1);
  });

  it('attaches a listener subscribed before the load, and lets it go', async () => {
    const wallet = solanaWallet();
    const { connector } = lazy(async () => wallet);
    const events: ConnectorEvent[] = [];
    const unsubscribe = connector.subscribe((event) => events.push(event));
    await connector.connector();
    wallet.emitDisconnect();
    expect(events).toEqual([{ type: 'disconnect' }]);
    unsubscribe();
    wallet.emitDisconnect();
    expect(events).toHaveLength(1);
  });

  it('tries the load again after a failure', async () => {
    let fail = true;
    const { connector, loads } = lazy(async () => {
      if (fail) throw new Error('chunk failed to load');
      return solanaWallet();
    });
    await expect(connector.isAuthorized()).rejects.toThrow('chunk failed to load');
    fail = false;
    await expect(connector.isAuthorized()).resolves.toBe(false);
    expect(loads()).toBe(2);
  });
});
