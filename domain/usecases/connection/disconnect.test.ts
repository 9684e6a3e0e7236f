import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { DISCONNECT_TIMEOUT_MS } from './disconnect.js';
import {
  EIP155_CONNECTOR_KEY,
  eip155,
  metamask,
  phantom,
  rainbow,
  rejection,
  SOLANA_CONNECTOR_KEY,
  SOLANA_MAINNET,
  stored,
  world,
} from './testing/connectionWorld.js';

describe('disconnect', () => {
  it('clears the account, the session keys, the pairing, sessions and social data, and reports it', async () => {
    const { connection, connector, storage, events, pairingResets, sessions, statuses } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'google');
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'alice');
    storage.plant(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME, 'alice');
    storage.plant(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, 'google');
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
      connections: [],
    });
    expect(seen).toEqual(['connected', 'disconnected']);
    expect(stored(storage)).toEqual({
      [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'eip155',
      [STORAGE_KEYS.CONNECTION_STATUS]: 'disconnected',
      [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }]),
      [STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS]: JSON.stringify({ eip155: ['io.metamask'] }),
    });
    // The pairing owns the deep-link choice: its reset removed it (it is gone from the storage above).
    expect(pairingResets()).toBe(1);
    expect(sessions.cleared).toEqual(['eip155']);
    expect(connection.connectorStatus('io.metamask', 'eip155')).toBe('disconnected');
    expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } }]);
  });

  it('clears the deep-link choice through the WalletConnect pairing, its one owner', async () => {
    const { connection, storage, pairing } = world();
    await connection.connect({ connectorId: 'io.metamask' });
    expect(pairing.chooseDeepLink({ href: 'rainbow://', name: 'Rainbow' })).toBe(true);
    expect(pairing.snapshot.wcLinkChoice).toEqual({ href: 'rainbow://', name: 'Rainbow' });
    await connection.disconnect();
    expect(pairing.snapshot.wcLinkChoice).toBeUndefined();
    expect(storage.entries.has(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe(false);
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

  it('asks every connection to disconnect even after one refused, and reports the refusal', async () => {
    const { connection, connector } = world({ connectors: [metamask(), rainbow()] });
    await connection.connect({ connectorId: 'io.metamask' });
    await connection.connect({ connectorId: 'me.rainbow' });
    connector('me.rainbow').failDisconnectWith = new Error('relay down');
    const error = await rejection(connection.disconnect('eip155'));
    expect(error.code).toBe('DISCONNECT_FAILED');
    expect(connector('io.metamask').calls.at(-1)).toEqual({ method: 'disconnect' });
    expect(eip155(connection)?.status).toBe('disconnected');
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

  it('records the Solana wallet and chain under their own keys, and removes them with the solana session only', async () => {
    const { connection, storage } = world({ connectors: [metamask(), phantom()], namespaces: ['eip155', 'solana'] });
    await connection.connect({ connectorId: 'app.phantom.solana' });
    await connection.connect({ connectorId: 'io.metamask' });
    expect(stored(storage)).toMatchObject({
      [STORAGE_KEYS.SOLANA_WALLET]: 'Phantom',
      [STORAGE_KEYS.SOLANA_CAIP_CHAIN]: SOLANA_MAINNET,
    });
    await connection.disconnect('eip155');
    expect(storage.entries.get(STORAGE_KEYS.SOLANA_WALLET)).toBe('Phantom');
    await connection.connect({ connectorId: 'io.metamask' });
    await connection.disconnect('solana');
    expect(storage.entries.has(STORAGE_KEYS.SOLANA_WALLET)).toBe(false);
    expect(storage.entries.has(STORAGE_KEYS.SOLANA_CAIP_CHAIN)).toBe(false);
    expect(eip155(connection)?.status).toBe('connected');
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
