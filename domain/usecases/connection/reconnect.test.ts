import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { RECONNECT_TIMEOUT_MS } from './reconnect.js';
import {
  ALICE,
  ALICE_CHECKSUMMED,
  connectCalls,
  connectedStorage,
  EIP155_CONNECTOR_KEY,
  eip155,
  embedded,
  metamask,
  phantom,
  rainbow,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
  storageAfterMetamaskConnect,
  stored,
  world,
} from './testing/connectionWorld.js';

describe('reconnect after a reload', () => {
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

  it("types the restored account from what the wallet says about it now, as at connect", async () => {
    const storage = await connectedStorage();
    const { connection, connector } = world({ storage });
    connector('io.metamask').authorized = true;
    connector('io.metamask').capabilities = { atomic: { status: 'supported' } };
    await connection.start();
    expect(eip155(connection)?.allAccounts.map(({ type }) => type)).toEqual(['smartAccount', 'eoa']);
    expect(connector('io.metamask').calls.filter((call) => call.method === 'readCapabilities')).toEqual([
      { method: 'readCapabilities', params: { address: ALICE_CHECKSUMMED, caipNetworkId: 'eip155:1' } },
    ]);
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

  it('restores both namespaces after a reload, the one shown before staying active, the Solana keys kept', async () => {
    const first = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'] });
    await first.connection.connect({ connectorId: 'app.phantom.solana' });
    await first.connection.connect({ connectorId: 'io.metamask' });
    first.connection.setActiveNamespace('solana');
    const reloaded = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'], storage: first.storage });
    reloaded.connector('io.metamask').authorized = true;
    reloaded.connector('app.phantom.solana').authorized = true;
    await reloaded.connection.start();
    expect(eip155(reloaded.connection)).toMatchObject({ status: 'connected', address: ALICE_CHECKSUMMED });
    expect(reloaded.connection.snapshot.namespaces.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS });
    expect(reloaded.connection.snapshot.activeNamespace).toBe('solana');
    expect(reloaded.storage.entries.get(STORAGE_KEYS.SOLANA_WALLET)).toBe('Phantom');
    expect(reloaded.storage.entries.get(STORAGE_KEYS.SOLANA_CAIP_CHAIN)).toBe(SOLANA_MAINNET);
    expect(reloaded.connector('app.phantom.solana').calls.map((call) => call.method)).not.toContain('connect');
  });

  it('start is idempotent', async () => {
    const storage = await connectedStorage();
    const { connection, connector } = world({ storage });
    connector('io.metamask').authorized = true;
    await Promise.all([connection.start(), connection.start()]);
    expect(connector('io.metamask').calls.filter((call) => call.method === 'getAccounts')).toHaveLength(1);
  });

  describe('the embedded (email and social) wallet', () => {
    it('reporting not connected after a reload leaves the namespace disconnected', async () => {
      const first = world({ connectors: [], extraConnectors: [embedded()] });
      await first.connection.connect({ connectorId: 'ID_AUTH' });
      const reloaded = world({ connectors: [], extraConnectors: [embedded()], storage: first.storage });
      const seen = reloaded.statuses();
      await reloaded.connection.start();
      expect(seen).toEqual(['disconnected', 'connecting', 'disconnected']);
      expect(reloaded.storage.entries.has(EIP155_CONNECTOR_KEY)).toBe(false);
    });
  });
});
