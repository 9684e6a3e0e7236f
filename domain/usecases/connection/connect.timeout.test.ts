/**
 * SPEC.md section 9's connect timeout (120 s) for browser wallets: a wallet prompt that never answers fails the
 * connect with 'Failed to connect' (SPEC.md section 8's connect error), in virtual time. WalletConnect (a QR
 * code, with its pairing's own expiry) and the embedded wallet (the frame adapter's own 120 s) get none of ours.
 */
import { describe, expect, it } from 'vitest';
import { CONNECT_REQUEST_TIMEOUT_MS } from '../../entities/constants.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { BROWSER_WALLET_CONNECT_TIMEOUT_MS } from './connect.js';
import { browserWallet, eip155, embedded, metamask, rejection, world } from './testing/connectionWorld.js';

describe('connect: the browser-wallet connect timeout', () => {
  it('is the spec\'s connect timeout, 120 000 ms', () => {
    expect(BROWSER_WALLET_CONNECT_TIMEOUT_MS).toBe(CONNECT_REQUEST_TIMEOUT_MS);
    expect(BROWSER_WALLET_CONNECT_TIMEOUT_MS).toBe(120_000);
  });

  it("fails a prompt the wallet never answers at exactly 120 s with 'Failed to connect', the namespace as it was", async () => {
    const { connection, connector, scheduler, events } = world({ connectors: [metamask()] });
    const wallet = connector('io.metamask');
    wallet.hangConnect = true;
    const pending = rejection(connection.connect({ connectorId: 'io.metamask' }));
    await flushMicrotasks();
    await scheduler.advanceAsync(BROWSER_WALLET_CONNECT_TIMEOUT_MS - 1);
    expect(eip155(connection)?.status).toBe('connecting');

    await scheduler.advanceAsync(1);
    const error = await pending;
    expect(error.code).toBe('CONNECT_FAILED');
    expect(error.shortMessage).toBe('Failed to connect');
    expect(error.details).toContain('120 s');
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(events.map((event) => event.event)).toEqual(['CONNECT_ERROR']);

    // The wallet's late answer changes nothing.
    wallet.release();
    await flushMicrotasks();
    expect(eip155(connection)?.status).toBe('disconnected');
  });

  it('leaves no timer behind once the wallet answers', async () => {
    const { connection, scheduler } = world({ connectors: [metamask()] });
    const before = scheduler.pendingTimers;
    await connection.connect({ connectorId: 'io.metamask' });
    expect(scheduler.pendingTimers).toBe(before);
    expect(eip155(connection)?.status).toBe('connected');
  });

  it('sets none of its own for WalletConnect or the embedded wallet', async () => {
    const walletConnect = browserWallet('walletConnect', 'WalletConnect', { type: 'WALLET_CONNECT' });
    const email = embedded();
    for (const wallet of [walletConnect, email]) {
      const { connection, scheduler } = world({ connectors: [wallet] });
      wallet.hangConnect = true;
      const pending = connection.connect({ connectorId: wallet.info.id });
      await flushMicrotasks();
      await scheduler.advanceAsync(BROWSER_WALLET_CONNECT_TIMEOUT_MS * 2);
      wallet.release();
      await expect(pending).resolves.toMatchObject({ status: 'connected' });
    }
  });
});
