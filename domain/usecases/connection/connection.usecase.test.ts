import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { connectedConnectorIdKey, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import type { ConnectorsUseCase } from '../connectors/connectors.usecase.js';
import type { EventsUseCase } from '../events/events.usecase.js';
import type { TrackEvents } from '../shared/track-events.js';
import type { ConnectionConnectors } from './connection.usecase.js';
import { metamask, rainbow, rejection, world } from './testing/connectionWorld.js';

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

  it('takes the events and connectors use cases as they are', () => {
    expectTypeOf<EventsUseCase>().toExtend<TrackEvents>();
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
    const { connection, connector, connectorsUseCase, scheduler } = world({
      storage,
      connectors: [metamask(), rainbow()],
      namespaces: ['eip155', 'solana'],
    });
    const followingConnectors = countSubscriptions(connectorsUseCase);
    void connection.start();
    expect(followingConnectors.count).toBe(1);
    await connection.connect({ connectorId: 'me.rainbow' });
    connector('io.metamask').hangConnect = true;
    const connecting = connection.connect({ connectorId: 'io.metamask' });
    await flushMicrotasks();
    // The start's reconnect timer and the connect's own timeout (120 s).
    expect(scheduler.pendingTimers).toBe(2);
    const unsubscribe = connection.subscribe(() => undefined);
    connection.dispose();
    expect((await rejection(connecting)).code).toBe('MODAL_CLOSED');
    expect(scheduler.pendingTimers).toBe(0);
    expect(connector('me.rainbow').listenerCount).toBe(0);
    expect(followingConnectors.count).toBe(0);
    // The abandoned connect gave the namespace back as it was.
    expect(connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'me.rainbow' });
    unsubscribe();
  });
});
