/**
 * Several wallets at once in one namespace (SPEC.md section 4, per connector status): the latest connect is
 * the one in use ('connected'), the first stays held ('active'); switching between them and ending one
 * never prompts; a reload restores both with the right one in use.
 */
import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
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
  stored,
  world,
} from './testing/connectionWorld.js';

/** MetaMask holds ALICE, Rainbow BOB: the address says which wallet is in use. */
function wallets(): MockConnector[] {
  const second = rainbow();
  second.accounts = [BOB];
  return [metamask(), second, coinbase()];
}

/** Both wallets connected, Rainbow last. */
async function twoConnected(storage = new FakeStorage()) {
  const current = world({ connectors: wallets(), storage });
  await current.connection.connect({ connectorId: 'io.metamask' });
  await current.connection.connect({ connectorId: 'me.rainbow' });
  return current;
}

const held = (current: ReturnType<typeof world>) =>
  eip155(current.connection)?.connections?.map(({ connectorId, status, address }) => ({ connectorId, status, address }));

describe('several wallets in one namespace', () => {
  it('a second connect is the one in use and the first stays held; the state lists both', async () => {
    const current = await twoConnected();
    expect(eip155(current.connection)).toMatchObject({ status: 'connected', connectorId: 'me.rainbow', address: BOB_CHECKSUMMED });
    expect(held(current)).toEqual([
      { connectorId: 'me.rainbow', status: 'connected', address: BOB_CHECKSUMMED },
      { connectorId: 'io.metamask', status: 'active', address: ALICE_CHECKSUMMED },
    ]);
    expect(current.connection.connectorStatus('io.metamask', 'eip155')).toBe('active');
    // The recent list follows, at most two: a third wallet pushes the oldest out.
    await current.connection.connect({ connectorId: 'com.coinbase.wallet' });
    expect(current.connection.snapshot.recentWallets.map(({ id }) => id)).toEqual(['com.coinbase.wallet', 'me.rainbow']);
    expect(held(current)?.map(({ connectorId }) => connectorId)).toEqual(['com.coinbase.wallet', 'me.rainbow', 'io.metamask']);
  });

  it('switchConnection makes the held one the one in use without a prompt, and follows its wallet only', async () => {
    const current = await twoConnected();
    const prompts = connectCalls(current.connector('io.metamask'));
    const switched = await current.connection.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' });
    expect(switched).toMatchObject({ connectorId: 'io.metamask', address: ALICE_CHECKSUMMED });
    expect(connectCalls(current.connector('io.metamask'))).toBe(prompts);
    expect(held(current)).toEqual([
      { connectorId: 'io.metamask', status: 'connected', address: ALICE_CHECKSUMMED },
      { connectorId: 'me.rainbow', status: 'active', address: BOB_CHECKSUMMED },
    ]);
    expect(current.storage.entries.get(EIP155_CONNECTOR_KEY)).toBe('io.metamask');
    // Rainbow, only held now, is not heard; MetaMask is.
    current.connector('me.rainbow').emitAccountsChanged([]);
    expect(eip155(current.connection)?.status).toBe('connected');
    current.connector('io.metamask').emitAccountsChanged([BOB]);
    expect(eip155(current.connection)?.address).toBe(BOB_CHECKSUMMED);
  });

  it('switching to a wallet the namespace does not hold is refused, with no prompt', async () => {
    const current = await twoConnected();
    const error = await rejection(current.connection.switchConnection({ namespace: 'eip155', connectorId: 'com.coinbase.wallet' }));
    expect(error.message).toBe('No connector found for connection: com.coinbase.wallet');
    expect(current.connector('com.coinbase.wallet').calls).toEqual([]);
    // The one in use is switched to as it is.
    const same = await current.connection.switchConnection({ namespace: 'eip155', connectorId: 'me.rainbow' });
    expect(same.address).toBe(BOB_CHECKSUMMED);
  });

  it('disconnecting the held one ends it only: the one in use stays, and a reload does not bring it back', async () => {
    const current = await twoConnected();
    await current.connection.disconnectConnection({ namespace: 'eip155', connectorId: 'io.metamask' });
    expect(current.connector('io.metamask').calls.at(-1)).toEqual({ method: 'disconnect' });
    expect(current.connector('me.rainbow').calls.some((call) => call.method === 'disconnect')).toBe(false);
    expect(eip155(current.connection)).toMatchObject({ status: 'connected', connectorId: 'me.rainbow' });
    expect(held(current)).toEqual([{ connectorId: 'me.rainbow', status: 'connected', address: BOB_CHECKSUMMED }]);
    expect(current.events.at(-1)).toMatchObject({ event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } });
    current.connection.dispose();

    const reloaded = world({ connectors: wallets(), storage: current.storage });
    reloaded.connector('me.rainbow').authorized = true;
    reloaded.connector('io.metamask').authorized = true;
    await reloaded.connection.start();
    expect(held(reloaded)).toEqual([{ connectorId: 'me.rainbow', status: 'connected', address: BOB_CHECKSUMMED }]);
  });

  it('disconnecting the one in use takes up the held one without a prompt', async () => {
    const current = await twoConnected();
    const prompts = connectCalls(current.connector('io.metamask'));
    await current.connection.disconnectConnection({ namespace: 'eip155', connectorId: 'me.rainbow' });
    expect(eip155(current.connection)).toMatchObject({ status: 'connected', connectorId: 'io.metamask', address: ALICE_CHECKSUMMED });
    expect(held(current)).toEqual([{ connectorId: 'io.metamask', status: 'connected', address: ALICE_CHECKSUMMED }]);
    expect(connectCalls(current.connector('io.metamask'))).toBe(prompts);
    expect(current.storage.entries.get(EIP155_CONNECTOR_KEY)).toBe('io.metamask');
    expect(current.connector('me.rainbow').listenerCount).toBe(0);
    current.connector('io.metamask').emitAccountsChanged([BOB]);
    expect(eip155(current.connection)?.address).toBe(BOB_CHECKSUMMED);
  });

  it('disconnecting the one in use when the held wallet forgot the page leaves the namespace disconnected', async () => {
    const current = await twoConnected();
    current.connector('io.metamask').permitted = false;
    await current.connection.disconnectConnection({ namespace: 'eip155', connectorId: 'me.rainbow' });
    expect(eip155(current.connection)).toMatchObject({ status: 'disconnected', connectorId: undefined, connections: [] });
    expect(connectCalls(current.connector('io.metamask'))).toBe(1);
    expect(stored(current.storage)).not.toHaveProperty(EIP155_CONNECTOR_KEY);
    expect(stored(current.storage)).not.toHaveProperty(STORAGE_KEYS.CONNECTIONS);
    expect(current.storage.entries.get(STORAGE_KEYS.CONNECTION_STATUS)).toBe('disconnected');
  });

  it('the wallet in use ending the session by itself hands over to the held one, without asking either', async () => {
    const current = await twoConnected();
    const before = current.connector('me.rainbow').calls.length;
    current.connector('me.rainbow').emitDisconnect();
    await flushMicrotasks();
    expect(eip155(current.connection)).toMatchObject({ status: 'connected', connectorId: 'io.metamask', address: ALICE_CHECKSUMMED });
    expect(held(current)).toEqual([{ connectorId: 'io.metamask', status: 'connected', address: ALICE_CHECKSUMMED }]);
    expect(current.connector('me.rainbow').calls.length).toBe(before);
    expect(connectCalls(current.connector('io.metamask'))).toBe(1);
    // A wallet locking (no account left) is the same.
    current.connector('io.metamask').emitAccountsChanged([]);
    await flushMicrotasks();
    expect(eip155(current.connection)).toMatchObject({ status: 'disconnected', connections: [] });
  });

  it("a wallet refusing the disconnect is reported, and its connection is ended all the same", async () => {
    const current = await twoConnected();
    current.connector('io.metamask').failDisconnectWith = userRejectedError();
    const error = await rejection(current.connection.disconnectConnection({ namespace: 'eip155', connectorId: 'io.metamask' }));
    expect(error.code).toBe('DISCONNECT_FAILED');
    expect(held(current)?.map(({ connectorId }) => connectorId)).toEqual(['me.rainbow']);
  });

  it('the only connection of a namespace ends as the namespace disconnect does', async () => {
    const current = world({ connectors: wallets() });
    await current.connection.connect({ connectorId: 'io.metamask' });
    await current.connection.disconnectConnection({ namespace: 'eip155', connectorId: 'io.metamask' });
    expect(eip155(current.connection)?.status).toBe('disconnected');
    expect(current.pairingResets()).toBe(1);
    expect(current.sessions.cleared).toEqual(['eip155']);
  });

  it('a reload restores both, with the one in use before the reload in use again', async () => {
    const first = await twoConnected();
    await first.connection.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' });
    first.connection.dispose();

    const reloaded = world({ connectors: wallets(), storage: first.storage });
    reloaded.connector('io.metamask').authorized = true;
    reloaded.connector('me.rainbow').authorized = true;
    await reloaded.connection.start();
    expect(eip155(reloaded.connection)).toMatchObject({ status: 'connected', connectorId: 'io.metamask', address: ALICE_CHECKSUMMED });
    expect(held(reloaded)).toEqual([
      { connectorId: 'io.metamask', status: 'connected', address: ALICE_CHECKSUMMED },
      { connectorId: 'me.rainbow', status: 'active', address: BOB_CHECKSUMMED },
    ]);
    expect(connectCalls(reloaded.connector('me.rainbow'))).toBe(0);
    // The held one is switched to without a prompt after the reload too.
    await reloaded.connection.switchConnection({ namespace: 'eip155', connectorId: 'me.rainbow' });
    expect(eip155(reloaded.connection)?.address).toBe(BOB_CHECKSUMMED);
    expect(connectCalls(reloaded.connector('me.rainbow'))).toBe(0);
  });
});
