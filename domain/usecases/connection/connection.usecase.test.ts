import { BehaviorSubject } from 'rxjs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';
import { walkCauses, type WalletportError } from '../../entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../entities/errors/rpc-errors.js';
import { connectedConnectorIdKey, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import type { CatalogueWallet } from '../../entities/wallet/wallet.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet } from '../../../tests/fakes/wallet-catalogue.fake.js';
import {
  FakeConnectorDiscovery,
  FakeWalletConnector,
  userRejectedError,
} from '../../../tests/fakes/wallet-connector.fake.js';
import { ConnectorsUseCase } from '../connectors/connectors.usecase.js';
import type { EventsUseCase } from '../events/events.usecase.js';
import {
  ConnectionUseCase,
  DISCONNECT_TIMEOUT_MS,
  RECONNECT_TIMEOUT_MS,
  type ConnectionConnectors,
  type ConnectionEvents,
} from './connection.usecase.js';
import type { ConnectionStatus } from '../../entities/account/account.js';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ALICE_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BOB_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

const EIP155_CONNECTOR_KEY = connectedConnectorIdKey('eip155');
const SOLANA_CONNECTOR_KEY = connectedConnectorIdKey('solana');

type TrackedEvent = Parameters<ConnectionEvents['emit']>[0];

function browserWallet(id: string, name: string, fields: Partial<Connector> = {}): FakeWalletConnector {
  return new FakeWalletConnector({
    info: { id, name, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: id }, ...fields },
    accounts: [ALICE, BOB],
    caipNetworkId: 'eip155:1',
    knownNetworks: ['eip155:11155111'],
  });
}

const metamask = () => browserWallet('io.metamask', 'MetaMask');
const rainbow = () => browserWallet('me.rainbow', 'Rainbow');
const coinbase = () => browserWallet('com.coinbase.wallet', 'Coinbase Wallet');
const phantom = () =>
  new FakeWalletConnector({
    info: { id: 'app.phantom.solana', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    accounts: [SOLANA_ADDRESS],
    caipNetworkId: SOLANA_MAINNET,
  });

type WorldOptions = {
  connectors?: FakeWalletConnector[];
  extraConnectors?: FakeWalletConnector[];
  storage?: FakeStorage;
  namespaces?: ChainNamespace[];
  defaultCaipNetworkId?: string;
  catalogue?: CatalogueWallet[];
};

function world({
  connectors = [metamask()],
  extraConnectors = [],
  storage = new FakeStorage(),
  namespaces = ['eip155'],
  defaultCaipNetworkId,
  catalogue = [],
}: WorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const logger = new RecordingLogger();
  const discovery = new FakeConnectorDiscovery(connectors);
  const connectorsUseCase = new ConnectorsUseCase({
    discovery,
    extraConnectors,
    catalogueWallets$: new BehaviorSubject<readonly CatalogueWallet[]>(catalogue),
  });
  connectorsUseCase.start();
  const events: TrackedEvent[] = [];
  const pairing = { resets: 0, reset: () => void (pairing.resets += 1) };
  const sessions = { cleared: [] as ChainNamespace[], clear: (namespace: ChainNamespace) => void sessions.cleared.push(namespace) };
  const connection = new ConnectionUseCase({
    connectors: connectorsUseCase,
    storage,
    scheduler,
    logger,
    events: { emit: (event) => events.push(event) },
    namespaces,
    defaultCaipNetworkId,
    pairing,
    sessions,
  });
  const statuses = (namespace: ChainNamespace = 'eip155') => {
    const seen: ConnectionStatus[] = [];
    connection.state$.subscribe((state) => {
      const status = state.namespaces[namespace]?.status;
      if (status !== undefined && seen.at(-1) !== status) seen.push(status);
    });
    return seen;
  };
  const connector = (id: string) => {
    const found = [...connectors, ...extraConnectors].find((entry) => entry.info.id === id);
    if (!found) throw new Error(`no connector ${id} in this world`);
    return found;
  };
  return { scheduler, logger, discovery, connectorsUseCase, connection, storage, events, pairing, sessions, statuses, connector };
}

const eip155 = (connection: ConnectionUseCase) => connection.snapshot.namespaces.eip155;
const stored = (storage: FakeStorage) => Object.fromEntries(storage.entries);
const connectCalls = (connector: FakeWalletConnector) => connector.calls.filter((call) => call.method === 'connect').length;

async function rejection(promise: Promise<unknown>): Promise<WalletportError> {
  try {
    await promise;
  } catch (error) {
    return error as WalletportError;
  }
  throw new Error('expected a rejection');
}

/** The storage a fresh MetaMask connection on eip155:1 leaves. */
function storageAfterMetamaskConnect() {
  return {
    [EIP155_CONNECTOR_KEY]: 'io.metamask',
    [STORAGE_KEYS.CONNECTIONS]: JSON.stringify({
      eip155: [
        {
          connectorId: 'io.metamask',
          accounts: [
            { address: ALICE_CHECKSUMMED, type: 'smartAccount' },
            { address: BOB_CHECKSUMMED, type: 'smartAccount' },
          ],
        },
      ],
    }),
    [STORAGE_KEYS.CONNECTED_NAMESPACES]: 'eip155',
    [STORAGE_KEYS.CONNECTION_STATUS]: 'connected',
    [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
    [STORAGE_KEYS.WALLET_ID]: 'io.metamask',
    [STORAGE_KEYS.WALLET_NAME]: 'MetaMask',
    [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
  };
}

describe('ConnectionUseCase', () => {
  it('starts with every configured namespace disconnected and touches nothing before start', () => {
    const storage = new FakeStorage();
    const getItem = vi.spyOn(storage, 'getItem');
    const { connection, scheduler } = world({ storage, namespaces: ['eip155', 'solana'] });
    expect(connection.snapshot).toEqual({
      activeNamespace: 'eip155',
      namespaces: {
        eip155: { namespace: 'eip155', status: 'disconnected', connectorId: undefined, address: undefined, caipAddress: undefined, allAccounts: [], caipNetworkId: undefined },
        solana: { namespace: 'solana', status: 'disconnected', connectorId: undefined, address: undefined, caipAddress: undefined, allAccounts: [], caipNetworkId: undefined },
      },
      connectingConnectorId: undefined,
      recentWallets: [],
    });
    expect(getItem).not.toHaveBeenCalled();
    expect(scheduler.pendingTimers).toBe(0);
  });

  describe('connect', () => {
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
          { address: ALICE_CHECKSUMMED, type: 'smartAccount' },
          { address: BOB_CHECKSUMMED, type: 'smartAccount' },
        ],
        caipNetworkId: 'eip155:1',
      };
      expect(result).toEqual(expected);
      expect(eip155(connection)).toEqual(expected);
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

    it('a wallet prompt left unanswered keeps connecting (no time limit) until the modal closes', async () => {
      const { connection, connector, scheduler, storage, events } = world();
      const wallet = connector('io.metamask');
      wallet.hangConnect = true;
      const connecting = connection.connect({ connectorId: 'io.metamask' });
      await scheduler.advanceAsync(10 * 60_000);
      expect(eip155(connection)?.status).toBe('connecting');
      expect(scheduler.pendingTimers).toBe(0);

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
  });

  describe('per connector status (SPEC.md section 4)', () => {
    it('connected for the active connector, active for another connection, disconnected otherwise', async () => {
      const { connection } = world({ connectors: [metamask(), rainbow(), coinbase()] });
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('disconnected');
      await connection.connect({ connectorId: 'io.metamask' });
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('connected');
      expect(connection.connectorStatus('me.rainbow', 'eip155')).toBe('disconnected');
      expect(connection.connectorStatus('io.metamask', 'solana')).toBe('disconnected');
      await connection.connect({ connectorId: 'me.rainbow' });
      expect(connection.connectorStatus('me.rainbow', 'eip155')).toBe('connected');
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('active');
      expect(connection.connectorStatus('com.coinbase.wallet', 'eip155')).toBe('disconnected');
      expect(connection.getConnections('eip155').map((entry) => entry.connectorId)).toEqual(['me.rainbow', 'io.metamask']);
    });

    it('reuses a connected connection without a prompt', async () => {
      const { connection, connector } = world();
      const connected = await connection.connect({ connectorId: 'io.metamask' });
      const calls = connector('io.metamask').calls.length;
      expect(await connection.connectOrReuse('io.metamask')).toBe(connected);
      expect(connector('io.metamask').calls.length).toBe(calls);
    });

    it('reuses an active connection without a prompt: it becomes the connected one', async () => {
      const { connection, connector, storage, events } = world({ connectors: [metamask(), rainbow()] });
      await connection.connect({ connectorId: 'io.metamask' });
      await connection.connect({ connectorId: 'me.rainbow' });
      events.length = 0;
      const reused = await connection.connectOrReuse('io.metamask');
      expect(connectCalls(connector('io.metamask'))).toBe(1);
      expect(reused.connectorId).toBe('io.metamask');
      expect(eip155(connection)?.connectorId).toBe('io.metamask');
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('connected');
      expect(connection.connectorStatus('me.rainbow', 'eip155')).toBe('active');
      expect(storage.entries.get(EIP155_CONNECTOR_KEY)).toBe('io.metamask');
      expect(storage.entries.get(STORAGE_KEYS.WALLET_NAME)).toBe('MetaMask');
      expect(events).toEqual([]);
      // Events now come from MetaMask, not Rainbow.
      connector('me.rainbow').emitAccountsChanged([BOB]);
      expect(eip155(connection)?.address).toBe(ALICE_CHECKSUMMED);
      connector('io.metamask').emitAccountsChanged([BOB]);
      expect(eip155(connection)?.address).toBe(BOB_CHECKSUMMED);
    });

    it('connects an active connection again when the wallet forgot the page', async () => {
      const { connection, connector } = world({ connectors: [metamask(), rainbow()] });
      await connection.connect({ connectorId: 'io.metamask' });
      await connection.connect({ connectorId: 'me.rainbow' });
      const forgetful = connector('io.metamask');
      forgetful.connected = false;
      forgetful.authorized = false;
      await connection.connectOrReuse('io.metamask');
      expect(connectCalls(forgetful)).toBe(2);
      expect(eip155(connection)?.connectorId).toBe('io.metamask');
    });

    it('connects a disconnected connector with a prompt', async () => {
      const { connection, connector } = world();
      await connection.connectOrReuse('io.metamask');
      expect(connectCalls(connector('io.metamask'))).toBe(1);
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('connected');
    });

    it("an unknown connector raises 'No connector found for connection: {id}'", async () => {
      const { connection } = world();
      expect((await rejection(connection.connectOrReuse('ghost'))).shortMessage).toBe('No connector found for connection: ghost');
    });

    it('other connections survive a reload as active', async () => {
      const first = world({ connectors: [metamask(), rainbow()] });
      await first.connection.connect({ connectorId: 'io.metamask' });
      await first.connection.connect({ connectorId: 'me.rainbow' });
      const reloaded = world({ connectors: [metamask(), rainbow()], storage: first.storage });
      reloaded.connector('me.rainbow').authorized = true;
      await reloaded.connection.start();
      expect(reloaded.connection.connectorStatus('me.rainbow', 'eip155')).toBe('connected');
      expect(reloaded.connection.connectorStatus('io.metamask', 'eip155')).toBe('active');
    });
  });

  describe('disconnect', () => {
    it('clears the account, the session keys, the pairing, sessions and social data, and reports it', async () => {
      const { connection, connector, storage, events, pairing, sessions, statuses } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'alice');
      storage.plant(STORAGE_KEYS.DEEPLINK_CHOICE, '{"href":"rainbow://","name":"Rainbow"}');
      const seen = statuses();
      events.length = 0;

      await connection.disconnect();

      expect(connector('io.metamask').calls.at(-1)).toEqual({ method: 'disconnect' });
      expect(connector('io.metamask').listenerCount).toBe(0);
      expect(eip155(connection)).toEqual({
        namespace: 'eip155',
        status: 'disconnected',
        connectorId: undefined,
        address: undefined,
        caipAddress: undefined,
        allAccounts: [],
        caipNetworkId: undefined,
      });
      expect(seen).toEqual(['connected', 'disconnected']);
      expect(stored(storage)).toEqual({
        [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
        [STORAGE_KEYS.CONNECTION_STATUS]: 'disconnected',
        [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
        [STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS]: JSON.stringify({ eip155: ['io.metamask'] }),
      });
      expect(pairing.resets).toBe(1);
      expect(sessions.cleared).toEqual(['eip155']);
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('disconnected');
      expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } }]);
    });

    it('after a disconnect, a reload stays disconnected even though the wallet would still answer', async () => {
      const { connection, storage } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      await connection.disconnect('eip155');
      const reloaded = world({ storage });
      reloaded.connector('io.metamask').authorized = true;
      const seen = reloaded.statuses();
      await reloaded.connection.start();
      expect(seen).toEqual(['disconnected']);
      expect(reloaded.connector('io.metamask').calls).toEqual([]);
      expect(reloaded.scheduler.pendingTimers).toBe(0);
    });

    it('disconnects every connection of the namespace', async () => {
      const { connection, connector, storage } = world({ connectors: [metamask(), rainbow()] });
      await connection.connect({ connectorId: 'io.metamask' });
      await connection.connect({ connectorId: 'me.rainbow' });
      await connection.disconnect('eip155');
      expect(connector('io.metamask').calls.at(-1)).toEqual({ method: 'disconnect' });
      expect(connector('me.rainbow').calls.at(-1)).toEqual({ method: 'disconnect' });
      expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS) ?? '')).toEqual({
        eip155: ['me.rainbow', 'io.metamask'],
      });
      expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('disconnected');
    });

    it("a wallet that fails to disconnect raises 'Failed to disconnect', but the local state is cleared", async () => {
      const { connection, connector, storage, events } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      connector('io.metamask').failDisconnectWith = new Error('relay down');
      events.length = 0;
      const error = await rejection(connection.disconnect());
      expect(error.code).toBe('DISCONNECT_FAILED');
      expect(error.shortMessage).toBe('Failed to disconnect');
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
      expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS) ?? '')).toEqual({ eip155: ['io.metamask'] });
      expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_ERROR', properties: { message: 'relay down' } }]);
    });

    it(`waits at most DISCONNECT_TIMEOUT_MS (${DISCONNECT_TIMEOUT_MS} ms) for a silent wallet`, async () => {
      expect(DISCONNECT_TIMEOUT_MS).toBe(3000);
      const { connection, connector, scheduler, logger } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      vi.spyOn(connector('io.metamask'), 'disconnect').mockImplementation(() => new Promise<void>(() => undefined));
      let done = false;
      const disconnecting = connection.disconnect().then(() => (done = true));
      await scheduler.advanceAsync(DISCONNECT_TIMEOUT_MS - 1);
      expect(done).toBe(false);
      expect(eip155(connection)?.status).toBe('connected');
      await scheduler.advanceAsync(1);
      await disconnecting;
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(logger.messages('warn')).toEqual(['io.metamask did not confirm the disconnect within 3000 ms']);
    });

    it('one namespace at a time: the other stays connected and becomes the active one', async () => {
      const { connection, storage, sessions } = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'] });
      await connection.connect({ connectorId: 'app.phantom.solana' });
      await connection.connect({ connectorId: 'io.metamask' });
      expect(storage.entries.get(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('solana,eip155');
      await connection.disconnect('eip155');
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(connection.snapshot.namespaces.solana?.status).toBe('connected');
      expect(connection.snapshot.activeNamespace).toBe('solana');
      expect(sessions.cleared).toEqual(['eip155']);
      expect(stored(storage)).toMatchObject({
        [SOLANA_CONNECTOR_KEY]: 'app.phantom.solana',
        [STORAGE_KEYS.CONNECTED_NAMESPACES]: 'solana',
        [STORAGE_KEYS.CONNECTION_STATUS]: 'connected',
        [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'solana',
        [STORAGE_KEYS.WALLET_ID]: 'app.phantom.solana',
        [STORAGE_KEYS.WALLET_NAME]: 'Phantom',
      });
      expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
    });

    it('abandons a connect in progress on that namespace', async () => {
      const { connection, connector } = world();
      connector('io.metamask').hangConnect = true;
      const connecting = connection.connect({ connectorId: 'io.metamask' });
      await flushMicrotasks();
      await connection.disconnect('eip155');
      expect((await rejection(connecting)).code).toBe('MODAL_CLOSED');
      expect(eip155(connection)?.status).toBe('disconnected');
    });

    it('refuses a namespace the page did not configure', async () => {
      const { connection } = world();
      expect((await rejection(connection.disconnect('solana'))).code).toBe('NAMESPACE_NOT_CONFIGURED_FOR_CHAIN');
    });
  });

  describe("the wallet's own events", () => {
    it('accountsChanged: the new first account becomes the active address', async () => {
      const { connection, connector, storage } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      connector('io.metamask').emitAccountsChanged([BOB]);
      expect(eip155(connection)).toMatchObject({
        status: 'connected',
        address: BOB_CHECKSUMMED,
        caipAddress: `eip155:1:${BOB_CHECKSUMMED}`,
        allAccounts: [{ address: BOB_CHECKSUMMED, type: 'smartAccount' }],
      });
      expect(JSON.parse(storage.entries.get(STORAGE_KEYS.CONNECTIONS) ?? '')).toEqual({
        eip155: [{ connectorId: 'io.metamask', accounts: [{ address: BOB_CHECKSUMMED, type: 'smartAccount' }] }],
      });
    });

    it('accountsChanged with no account (locked wallet) disconnects and clears the stored session', async () => {
      const { connection, connector, storage } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      connector('io.metamask').emitAccountsChanged([]);
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
      expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false);
      expect(connector('io.metamask').listenerCount).toBe(0);
    });

    it('accountsChanged with a malformed account is ignored and logged', async () => {
      const { connection, connector, logger } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      const before = connection.snapshot;
      connector('io.metamask').emitAccountsChanged(['0xbad']);
      expect(connection.snapshot).toBe(before);
      expect(logger.messages('warn')).toHaveLength(1);
    });

    it('chainChanged: the network and the CAIP address follow, and chainChanged$ tells the others', async () => {
      const { connection, connector } = world();
      const changes: unknown[] = [];
      connection.chainChanged$.subscribe((change) => changes.push(change));
      await connection.connect({ connectorId: 'io.metamask' });
      connector('io.metamask').emitChainChanged('eip155:11155111');
      expect(eip155(connection)).toMatchObject({
        caipNetworkId: 'eip155:11155111',
        caipAddress: `eip155:11155111:${ALICE_CHECKSUMMED}`,
      });
      expect(changes).toEqual([{ namespace: 'eip155', connectorId: 'io.metamask', caipNetworkId: 'eip155:11155111' }]);
      const before = connection.snapshot;
      connector('io.metamask').emitChainChanged('eip155:11155111');
      expect(connection.snapshot).toBe(before);
      expect(changes).toHaveLength(1);
    });

    it('chainChanged to something that is not a network of the namespace is ignored', async () => {
      const { connection, connector, logger } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      connector('io.metamask').emitChainChanged(SOLANA_MAINNET);
      connector('io.metamask').emitChainChanged('eip155:not a chain');
      expect(eip155(connection)?.caipNetworkId).toBe('eip155:1');
      expect(logger.messages('warn')).toHaveLength(2);
    });

    it('disconnect: cleared like a disconnect, without asking the wallet', async () => {
      const { connection, connector, storage, pairing, events } = world();
      await connection.connect({ connectorId: 'io.metamask' });
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
      connector('io.metamask').emitDisconnect();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(connector('io.metamask').calls.some((call) => call.method === 'disconnect')).toBe(false);
      expect(stored(storage)).toEqual({
        [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
        [STORAGE_KEYS.CONNECTION_STATUS]: 'disconnected',
        [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
      });
      expect(pairing.resets).toBe(1);
      expect(events.map((event) => event.event)).toEqual(['CONNECT_SUCCESS']);
    });
  });

  describe('reconnect after a reload', () => {
    async function connectedStorage() {
      const first = world({ connectors: [metamask()] });
      await first.connection.connect({ connectorId: 'io.metamask' });
      first.connection.dispose();
      return first.storage;
    }

    it('restores the session without a prompt: connecting, then connected once the account synced', async () => {
      const storage = await connectedStorage();
      const { connection, connector, statuses, events } = world({ storage });
      connector('io.metamask').authorized = true;
      const seen = statuses();
      const starting = connection.start();
      expect(eip155(connection)).toMatchObject({ status: 'connecting', connectorId: 'io.metamask' });
      await starting;
      expect(seen).toEqual(['disconnected', 'connecting', 'connected']);
      expect(eip155(connection)).toMatchObject({
        status: 'connected',
        connectorId: 'io.metamask',
        address: ALICE_CHECKSUMMED,
        caipNetworkId: 'eip155:1',
      });
      expect(connectCalls(connector('io.metamask'))).toBe(0);
      expect(events).toEqual([]);
      expect(connection.snapshot.recentWallets).toEqual([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]);
      expect(stored(storage)).toEqual(storageAfterMetamaskConnect());
    });

    it('follows the wallet after reconnecting', async () => {
      const storage = await connectedStorage();
      const { connection, connector } = world({ storage });
      connector('io.metamask').authorized = true;
      await connection.start();
      connector('io.metamask').emitChainChanged('eip155:11155111');
      expect(eip155(connection)?.caipNetworkId).toBe('eip155:11155111');
    });

    it('a wallet that no longer hands out accounts leaves it disconnected and removes the stored session', async () => {
      const storage = await connectedStorage();
      const { connection, statuses } = world({ storage });
      const seen = statuses();
      await connection.start();
      expect(seen).toEqual(['disconnected', 'connecting', 'disconnected']);
      expect(stored(storage)).toEqual({
        [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
        [STORAGE_KEYS.CONNECTION_STATUS]: 'disconnected',
        [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
      });
    });

    it('a wallet that fails the sync is handled the same way, and logged', async () => {
      const storage = await connectedStorage();
      const { connection, connector, logger } = world({ storage });
      vi.spyOn(connector('io.metamask'), 'getAccounts').mockRejectedValue(new Error('locked'));
      await connection.start();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
      expect(logger.messages('warn')).toEqual(['Could not restore the eip155 connection with io.metamask']);
    });

    it('a connector disconnected by the user is not reconnected, and its leftover id is removed', async () => {
      const storage = new FakeStorage();
      storage.plant(EIP155_CONNECTOR_KEY, 'io.metamask');
      storage.plant(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, JSON.stringify({ eip155: ['io.metamask'] }));
      const { connection, connector } = world({ storage });
      connector('io.metamask').authorized = true;
      await connection.start();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(connector('io.metamask').calls).toEqual([]);
      expect(storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
    });

    it('waits for a stored connector that announces late, then reconnects', async () => {
      const storage = await connectedStorage();
      const { connection, discovery, scheduler } = world({ storage, connectors: [] });
      const starting = connection.start();
      await scheduler.advanceAsync(RECONNECT_TIMEOUT_MS - 1);
      expect(eip155(connection)?.status).toBe('connecting');
      const late = metamask();
      late.authorized = true;
      discovery.announce(late);
      await starting;
      expect(eip155(connection)).toMatchObject({ status: 'connected', connectorId: 'io.metamask' });
      expect(scheduler.pendingTimers).toBe(0);
      expect(connectCalls(late)).toBe(0);
    });

    it(`gives up on a connector that never appears after exactly RECONNECT_TIMEOUT_MS (${RECONNECT_TIMEOUT_MS} ms)`, async () => {
      expect(RECONNECT_TIMEOUT_MS).toBe(3000);
      const storage = await connectedStorage();
      const before = { ...stored(storage) };
      const { connection, scheduler, logger } = world({ storage, connectors: [] });
      let settled = false;
      void connection.start().then(() => (settled = true));
      await scheduler.advanceAsync(RECONNECT_TIMEOUT_MS - 1);
      expect(eip155(connection)?.status).toBe('connecting');
      expect(settled).toBe(false);
      await scheduler.advanceAsync(1);
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(eip155(connection)?.connectorId).toBeUndefined();
      expect(settled).toBe(true);
      expect(scheduler.pendingTimers).toBe(0);
      expect(logger.messages('warn')).toEqual([
        'Gave up restoring the eip155 connection with io.metamask after 3000 ms',
      ]);
      // The stored session stays for a later announcement or the next page load.
      expect(stored(storage)).toEqual(before);
    });

    it('a connector that announces after the give-up still reconnects within the session', async () => {
      const storage = await connectedStorage();
      const { connection, discovery, scheduler, statuses } = world({ storage, connectors: [] });
      const seen = statuses();
      await Promise.all([connection.start(), scheduler.advanceAsync(RECONNECT_TIMEOUT_MS)]);
      expect(eip155(connection)?.status).toBe('disconnected');
      const late = metamask();
      late.authorized = true;
      discovery.announce(late);
      await flushMicrotasks();
      expect(eip155(connection)?.status).toBe('connected');
      expect(seen).toEqual(['disconnected', 'connecting', 'disconnected', 'connecting', 'connected']);
    });

    it('gives up on a wallet that never answers the sync, and ignores its late answer', async () => {
      const storage = await connectedStorage();
      const { connection, connector, scheduler } = world({ storage });
      const wallet = connector('io.metamask');
      let answer!: (accounts: readonly string[]) => void;
      vi.spyOn(wallet, 'getAccounts').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      await Promise.all([connection.start(), scheduler.advanceAsync(RECONNECT_TIMEOUT_MS)]);
      expect(eip155(connection)?.status).toBe('disconnected');
      answer([ALICE]);
      await flushMicrotasks();
      expect(eip155(connection)?.status).toBe('disconnected');
    });

    it('a user connect during the wait takes over the namespace', async () => {
      const storage = await connectedStorage();
      const { connection, discovery, scheduler } = world({ storage, connectors: [rainbow()] });
      void connection.start();
      await connection.connect({ connectorId: 'me.rainbow' });
      expect(scheduler.pendingTimers).toBe(0);
      const late = metamask();
      late.authorized = true;
      discovery.announce(late);
      await scheduler.advanceAsync(RECONNECT_TIMEOUT_MS);
      expect(eip155(connection)?.connectorId).toBe('me.rainbow');
      expect(late.calls).toEqual([]);
    });

    it('reads a session stored by the production modal or by writeStored (quoted values)', async () => {
      const storage = new FakeStorage();
      storage.plant(EIP155_CONNECTOR_KEY, '"io.metamask"');
      storage.plant(STORAGE_KEYS.ACTIVE_NAMESPACE, '"eip155"');
      const { connection, connector } = world({ storage });
      connector('io.metamask').authorized = true;
      await connection.start();
      expect(eip155(connection)?.status).toBe('connected');
    });

    it.each([
      ['an empty connector id', EIP155_CONNECTOR_KEY, '""'],
      ['a connector id that is an object', EIP155_CONNECTOR_KEY, '{"id":"io.metamask"}'],
      ['connections that are not JSON', STORAGE_KEYS.CONNECTIONS, '{{{'],
      ['connections of the wrong shape', STORAGE_KEYS.CONNECTIONS, '[1,2,3]'],
      ['disconnected ids of the wrong shape', STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, '"io.metamask"'],
      ['recent wallets of the wrong shape', STORAGE_KEYS.RECENT_WALLETS, '{"id":"x"}'],
      ['recent wallets that are not JSON', STORAGE_KEYS.RECENT_WALLETS, '[{'],
      ['an unknown active namespace', STORAGE_KEYS.ACTIVE_NAMESPACE, 'mars'],
    ])('drops %s without a crash', async (_case, key, raw) => {
      const storage = new FakeStorage();
      storage.plant(key, raw);
      const { connection, scheduler } = world({ storage, namespaces: ['eip155'] });
      await expect(connection.start()).resolves.toBeUndefined();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(connection.snapshot.recentWallets).toEqual([]);
      expect(connection.snapshot.activeNamespace).toBe('eip155');
      expect(storage.entries.has(key)).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
      await connection.connect({ connectorId: 'io.metamask' });
      expect(eip155(connection)?.status).toBe('connected');
    });

    it('keeps the valid entries of a partly corrupt recent list', async () => {
      const storage = new FakeStorage();
      storage.plant(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([{ id: 'a', name: 'A' }, { bad: true }, 'x', { id: 'b', name: 'B' }]));
      const { connection } = world({ storage });
      await connection.start();
      expect(connection.snapshot.recentWallets).toEqual([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ]);
    });

    it('restores each namespace on its own', async () => {
      const first = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'] });
      await first.connection.connect({ connectorId: 'io.metamask' });
      await first.connection.connect({ connectorId: 'app.phantom.solana' });
      const reloaded = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'], storage: first.storage });
      reloaded.connector('app.phantom.solana').authorized = true;
      await reloaded.connection.start();
      expect(eip155(reloaded.connection)?.status).toBe('disconnected');
      expect(reloaded.connection.snapshot.namespaces.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS });
      expect(reloaded.connection.snapshot.activeNamespace).toBe('solana');
      expect(reloaded.storage.entries.get(STORAGE_KEYS.CONNECTION_STATUS)).toBe('connected');
      expect(reloaded.storage.entries.get(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('solana');
    });

    it('start is idempotent', async () => {
      const storage = await connectedStorage();
      const { connection, connector } = world({ storage });
      connector('io.metamask').authorized = true;
      await Promise.all([connection.start(), connection.start()]);
      expect(connector('io.metamask').calls.filter((call) => call.method === 'getAccounts')).toHaveLength(1);
    });
  });

  describe('the embedded (email and social) wallet', () => {
    const embedded = () => browserWallet('ID_AUTH', 'Email', { type: 'ID_AUTH', info: {} });

    it("connects as 'email' and is not a recent wallet", async () => {
      const { connection, events } = world({ connectors: [], extraConnectors: [embedded()] });
      await connection.connect({ connectorId: 'ID_AUTH' });
      expect(events[0]?.properties).toEqual({ method: 'email', name: 'Email' });
      expect(connection.snapshot.recentWallets).toEqual([]);
    });

    it('reporting not connected after a reload leaves the namespace disconnected', async () => {
      const first = world({ connectors: [], extraConnectors: [embedded()] });
      await first.connection.connect({ connectorId: 'ID_AUTH' });
      const reloaded = world({ connectors: [], extraConnectors: [embedded()], storage: first.storage });
      const seen = reloaded.statuses();
      await reloaded.connection.start();
      expect(seen).toEqual(['disconnected', 'connecting', 'disconnected']);
      expect(reloaded.storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
    });

    it('reporting not connected while connected disconnects and clears the social login', async () => {
      const { connection, connector, storage } = world({ connectors: [], extraConnectors: [embedded()] });
      await connection.connect({ connectorId: 'ID_AUTH' });
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
      storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'alice');
      connector('ID_AUTH').emitDisconnect();
      expect(eip155(connection)?.status).toBe('disconnected');
      expect(storage.entries.has(STORAGE_KEYS.CONNECTED_SOCIAL)).toBe(false);
      expect(storage.entries.has(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME)).toBe(false);
    });
  });

  it('takes the events and connectors use cases as they are', () => {
    expectTypeOf<EventsUseCase>().toExtend<ConnectionEvents>();
    expectTypeOf<ConnectorsUseCase>().toExtend<ConnectionConnectors>();
  });

  it("getProvider gives the connected wallet's provider, or undefined", async () => {
    const { connection, connector } = world();
    expect(await connection.getProvider('eip155')).toBeUndefined();
    await connection.connect({ connectorId: 'io.metamask' });
    expect(await connection.getProvider('eip155')).toBe(connector('io.metamask').provider);
  });

  it('setActiveNamespace shows another configured namespace and remembers it', () => {
    const { connection, storage } = world({ namespaces: ['eip155', 'solana'] });
    connection.setActiveNamespace('solana');
    expect(connection.snapshot.activeNamespace).toBe('solana');
    expect(storage.entries.get(STORAGE_KEYS.ACTIVE_NAMESPACE)).toBe('solana');
    expect(() => connection.setActiveNamespace('bip122')).toThrow('Namespace bip122 is not configured');
  });

  it('dispose abandons a connect, cancels timers and stops following wallets', async () => {
    const storage = new FakeStorage();
    storage.plant(connectedConnectorIdKey('solana'), 'ghost');
    const { connection, connector, scheduler } = world({ storage, connectors: [metamask(), rainbow()], namespaces: ['eip155', 'solana'] });
    void connection.start();
    await connection.connect({ connectorId: 'me.rainbow' });
    connector('io.metamask').hangConnect = true;
    const connecting = connection.connect({ connectorId: 'io.metamask' });
    await flushMicrotasks();
    expect(scheduler.pendingTimers).toBe(1);
    const unsubscribe = connection.subscribe(() => undefined);
    connection.dispose();
    expect((await rejection(connecting)).code).toBe('MODAL_CLOSED');
    expect(scheduler.pendingTimers).toBe(0);
    expect(connector('me.rainbow').listenerCount).toBe(0);
    unsubscribe();
  });
});
