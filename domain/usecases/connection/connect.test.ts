import { describe, expect, it } from 'vitest';
import { walkCauses } from '../../entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../entities/errors/rpc-errors.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { userRejectedError } from '../../../tests/fakes/index.js';
import {
  ALICE_CHECKSUMMED,
  BOB_CHECKSUMMED,
  browserWallet,
  coinbase,
  eip155,
  embedded,
  metamask,
  phantom,
  rainbow,
  rejection,
  SOLANA_MAINNET,
  storageAfterMetamaskConnect,
  stored,
  world,
} from './testing/connectionWorld.js';

describe('connect', () => {
  it("stays 'disconnected' while a WalletConnect pairing only shows its QR code, naming the connector being tried", async () => {
    const walletConnect = browserWallet('walletConnect', 'WalletConnect', { type: 'WALLET_CONNECT' });
    const { connection, statuses } = world({ connectors: [walletConnect] });
    const seen = statuses();
    walletConnect.hangConnect = true;
    const pending = connection.connect({ connectorId: 'walletConnect' });
    await flushMicrotasks();
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(connection.snapshot.connectingConnectorId).toBe('walletConnect');
    walletConnect.release();
    await pending;
    expect(seen).toEqual(['disconnected', 'connected']);
  });

  it('goes connecting, then connected with the checksummed account, and reports CONNECT_SUCCESS', async () => {
    const { connection, connector, statuses, events } = world();
    const seen = statuses();
    const wallet = connector('io.metamask');
    wallet.hangConnect = true;
    const connecting = connection.connect({ connectorId: 'io.metamask' });
    await flushMicrotasks();
    expect(eip155(connection)?.status).toBe('connecting');
    expect(connection.snapshot.connectingConnectorId).toBe('io.metamask');
    wallet.release();
    const result = await connecting;
    const expected = {
      namespace: 'eip155',
      status: 'connected',
      connectorId: 'io.metamask',
      address: ALICE_CHECKSUMMED,
      caipAddress: `eip155:1:${ALICE_CHECKSUMMED}`,
      allAccounts: [
        { address: ALICE_CHECKSUMMED, type: 'eoa' },
        { address: BOB_CHECKSUMMED, type: 'eoa' },
      ],
      caipNetworkId: 'eip155:1',
    };
    expect(result).toEqual(expected);
    // The state adds the connections the namespace holds: this one, in use.
    const held = { connectorId: 'io.metamask', status: 'connected', address: ALICE_CHECKSUMMED, allAccounts: expected.allAccounts };
    expect(eip155(connection)).toEqual({ ...expected, connections: [held] });
    expect(connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(connection.snapshot.activeNamespace).toBe('eip155');
    expect(seen).toEqual(['disconnected', 'connecting', 'connected']);
    expect(events).toEqual([
      { type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'MetaMask' }, address: ALICE_CHECKSUMMED },
    ]);
  });

  it("stores exactly the spec's keys", async () => {
    const { connection, storage } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    expect(stored(storage)).toEqual(storageAfterMetamaskConnect());
  });

  it('asks for the requested network, or the default one on its namespace', async () => {
    const first = world({ defaultCaipNetworkId: 'eip155:11155111' });
    await first.connection.connect({ connectorId: 'io.metamask' });
    expect(first.connector('io.metamask').calls[0]).toEqual({ method: 'connect', params: { caipNetworkId: 'eip155:11155111' } });
    expect(eip155(first.connection)?.caipNetworkId).toBe('eip155:11155111');

    const second = world({ defaultCaipNetworkId: SOLANA_MAINNET });
    await second.connection.connect({ connectorId: 'io.metamask' });
    expect(second.connector('io.metamask').calls[0]).toEqual({ method: 'connect', params: undefined });

    const third = world({ defaultCaipNetworkId: 'eip155:11155111' });
    await third.connection.connect({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' });
    expect(third.connector('io.metamask').calls[0]).toEqual({ method: 'connect', params: { caipNetworkId: 'eip155:1' } });
  });

  it("a 4001 rejection becomes 'Connection rejected', restores disconnected and stores nothing", async () => {
    const { connection, connector, storage, events, statuses } = world();
    const seen = statuses();
    connector('io.metamask').failConnectWith = userRejectedError();
    const error = await rejection(connection.connect({ connectorId: 'io.metamask' }));
    expect(error.code).toBe('CONNECTION_REJECTED');
    expect(error.shortMessage).toBe('Connection rejected');
    expect(walkCauses(error, (cause) => cause instanceof UserRejectedRequestError)).not.toBeNull();
    expect(seen).toEqual(['disconnected', 'connecting', 'disconnected']);
    expect(connection.snapshot.connectingConnectorId).toBeUndefined();
    expect(storage.keys()).toEqual([]);
    expect(events).toEqual([{ type: 'track', event: 'CONNECT_ERROR', properties: { message: 'User rejected the request.' } }]);
  });

  it("any other failure becomes 'Failed to connect' with the wallet error as cause", async () => {
    const { connection, connector, storage, events } = world();
    connector('io.metamask').failConnectWith = new Error('extension crashed');
    const error = await rejection(connection.connect({ connectorId: 'io.metamask' }));
    expect(error.code).toBe('CONNECT_FAILED');
    expect(error.shortMessage).toBe('Failed to connect');
    expect(error.details).toBe('extension crashed');
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(storage.keys()).toEqual([]);
    expect(events).toEqual([{ type: 'track', event: 'CONNECT_ERROR', properties: { message: 'extension crashed' } }]);
  });

  it("a wallet that hands out no account or a malformed one fails with 'Failed to connect'", async () => {
    const { connection, connector } = world({ connectors: [metamask(), rainbow()] });
    connector('io.metamask').accounts = [];
    expect((await rejection(connection.connect({ connectorId: 'io.metamask' }))).code).toBe('CONNECT_FAILED');
    connector('me.rainbow').accounts = ['0xnot-an-address'];
    const error = await rejection(connection.connect({ connectorId: 'me.rainbow' }));
    expect(error.code).toBe('CONNECT_FAILED');
    expect(error.details).toBe('Address "0xnot-an-address" is invalid.');
    expect(eip155(connection)?.status).toBe('disconnected');
  });

  it('a failed connect to another wallet leaves the connected one as it was', async () => {
    const { connection, connector, storage } = world({ connectors: [metamask(), rainbow()] });
    await connection.connect({ connectorId: 'io.metamask' });
    const before = { ...stored(storage) };
    const snapshot = eip155(connection);
    connector('me.rainbow').failConnectWith = userRejectedError();
    await rejection(connection.connect({ connectorId: 'me.rainbow' }));
    expect(eip155(connection)).toEqual(snapshot);
    expect(stored(storage)).toEqual(before);
    // Still following MetaMask.
    connector('io.metamask').emitChainChanged('eip155:11155111');
    expect(eip155(connection)?.caipNetworkId).toBe('eip155:11155111');
  });

  it('a wallet prompt left unanswered keeps connecting until the modal closes (within the 120 s connect timeout)', async () => {
    const { connection, connector, scheduler, storage, events } = world();
    const wallet = connector('io.metamask');
    wallet.hangConnect = true;
    const connecting = connection.connect({ connectorId: 'io.metamask' });
    await scheduler.advanceAsync(60_000);
    expect(eip155(connection)?.status).toBe('connecting');
    // Only the connect timeout (connect.timeout.test.ts).
    expect(scheduler.pendingTimers).toBe(1);

    connection.cancelConnect();
    const error = await rejection(connecting);
    expect(error.code).toBe('MODAL_CLOSED');
    expect(error.shortMessage).toBe('Modal closed');
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(connection.snapshot.connectingConnectorId).toBeUndefined();

    // The wallet answering later changes nothing.
    wallet.release();
    await flushMicrotasks();
    expect(eip155(connection)?.status).toBe('disconnected');
    expect(storage.keys()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('a newer connect abandons the unanswered one', async () => {
    const { connection, connector } = world({ connectors: [metamask(), rainbow()] });
    const hung = connector('io.metamask');
    hung.hangConnect = true;
    const first = connection.connect({ connectorId: 'io.metamask' });
    await flushMicrotasks();
    const second = connection.connect({ connectorId: 'me.rainbow' });
    expect((await rejection(first)).code).toBe('MODAL_CLOSED');
    await second;
    hung.release();
    await flushMicrotasks();
    expect(eip155(connection)?.connectorId).toBe('me.rainbow');
    expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('disconnected');
  });

  it("an unknown connector raises 'No connector found for connection: {id}'", async () => {
    const { connection } = world();
    const error = await rejection(connection.connect({ connectorId: 'nope' }));
    expect(error.code).toBe('NO_CONNECTOR_FOR_CONNECTION');
    expect(error.shortMessage).toBe('No connector found for connection: nope');
  });

  it('refuses a connector of a namespace the page did not configure', async () => {
    const { connection } = world({ connectors: [phantom()] });
    const error = await rejection(connection.connect({ connectorId: 'app.phantom.solana' }));
    expect(error.code).toBe('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN');
  });

  it('forgets that the connector was disconnected', async () => {
    const { connection, storage } = world();
    storage.plant(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, JSON.stringify({ eip155: ['io.metamask', 'me.rainbow'], solana: ['x'] }));
    await connection.connect({ connectorId: 'io.metamask' });
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS) ?? '')).toEqual({
      eip155: ['me.rainbow'],
      solana: ['x'],
    });
  });

  it('names the catalogue wallet in CONNECT_SUCCESS and the recent list', async () => {
    const { connection, events, storage } = world({ catalogue: [catalogueWallet({ id: 'c57ca95b', rdns: 'io.metamask' })] });
    await connection.start();
    await connection.connect({ connectorId: 'io.metamask' });
    expect(events[0]?.properties).toEqual({ method: 'browser', name: 'MetaMask', explorer_id: 'c57ca95b' });
    expect(connection.snapshot.recentWallets).toEqual([{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }]);
    expect(storage.entries.get(STORAGE_KEYS.WALLET_ID)).toBe('c57ca95b');
  });

  it('through WalletConnect: method qrcode, recent only for the picked catalogue wallet', async () => {
    const walletConnect = browserWallet('walletConnect', 'WalletConnect', { type: 'WALLET_CONNECT', info: {} });
    const { connection, events, storage } = world({ connectors: [], extraConnectors: [walletConnect] });
    await connection.connect({ connectorId: 'walletConnect' });
    expect(events[0]?.properties).toEqual({ method: 'qrcode', name: 'WalletConnect' });
    expect(connection.snapshot.recentWallets).toEqual([]);
    expect(storage.entries.has(STORAGE_KEYS.RECENT_WALLETS)).toBe(false);

    await connection.connect({ connectorId: 'walletConnect', method: 'mobile', wallet: { id: '1ae92b26', name: 'Rainbow' } });
    expect(events[1]?.properties).toEqual({ method: 'mobile', name: 'Rainbow', explorer_id: '1ae92b26' });
    expect(connection.snapshot.recentWallets).toEqual([{ id: '1ae92b26', name: 'Rainbow' }]);
    expect(storage.entries.get(STORAGE_KEYS.WALLET_NAME)).toBe('Rainbow');
  });

  it('keeps at most 2 recent wallets, most recent first, each once', async () => {
    const { connection, storage } = world({ connectors: [metamask(), rainbow(), coinbase()] });
    const recentIds = () => connection.snapshot.recentWallets.map((wallet) => wallet.id);
    await connection.connect({ connectorId: 'io.metamask' });
    await connection.connect({ connectorId: 'me.rainbow' });
    expect(recentIds()).toEqual(['me.rainbow', 'io.metamask']);
    await connection.connect({ connectorId: 'com.coinbase.wallet' });
    expect(recentIds()).toEqual(['com.coinbase.wallet', 'me.rainbow']);
    await connection.connect({ connectorId: 'me.rainbow' });
    expect(recentIds()).toEqual(['me.rainbow', 'com.coinbase.wallet']);
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.RECENT_WALLETS) ?? '')).toEqual(connection.snapshot.recentWallets);
  });

  describe('the embedded (email and social) wallet', () => {
    it("connects as 'email' and is not a recent wallet", async () => {
      const { connection, events } = world({ connectors: [], extraConnectors: [embedded()] });
      await connection.connect({ connectorId: 'ID_AUTH' });
      expect(events[0]?.properties).toEqual({ method: 'email', name: 'Email' });
      expect(connection.snapshot.recentWallets).toEqual([]);
    });
  });
});
