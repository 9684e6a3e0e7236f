import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import {
  ALICE_CHECKSUMMED,
  BOB,
  BOB_CHECKSUMMED,
  coinbase,
  connectCalls,
  EIP155_CONNECTOR_KEY,
  eip155,
  metamask,
  rainbow,
  rejection,
  world,
} from './testing/connectionWorld.js';

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
    await connection.connect({ connectorId: 'io.metamask' });
    const calls = connector('io.metamask').calls.length;
    // The connection as the state shows it, with the connections the namespace holds.
    expect(await connection.connectOrReuse('io.metamask')).toBe(eip155(connection));
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

  it('types a reused account from what the wallet says about it now, as at connect', async () => {
    const { connection, connector } = world({ connectors: [metamask(), rainbow()] });
    await connection.connect({ connectorId: 'io.metamask' });
    await connection.connect({ connectorId: 'me.rainbow' });
    connector('io.metamask').capabilities = { atomic: { status: 'supported' } };
    const reused = await connection.connectOrReuse('io.metamask');
    expect(reused.allAccounts.map(({ type }) => type)).toEqual(['smartAccount', 'eoa']);
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
