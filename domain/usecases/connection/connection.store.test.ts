import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { ConnectionStore, initialConnectionState } from './connection.store.js';
import type { ConnectionState } from './connection.types.js';

function store(namespaces: ChainNamespace[] = ['eip155', 'solana']) {
  let state: ConnectionState = initialConnectionState(namespaces);
  let disposed = false;
  const connectionStore = new ConnectionStore({
    state: {
      read: () => state,
      update: (change) => void (state = { ...state, ...change }),
      isDisposed: () => disposed,
    },
    storage: new FakeStorage(),
    namespaces,
    walletOf: () => undefined,
  });
  return { store: connectionStore, dispose: () => void (disposed = true) };
}

describe('ConnectionStore generations', () => {
  it('a claim tells every command to let go of that namespace, then starts a new generation', () => {
    const { store: connections } = store();
    const released: ChainNamespace[] = [];
    connections.onClaim((namespace) => released.push(namespace));
    const first = connections.claim('eip155');
    expect(released).toEqual(['eip155']);
    expect(connections.isCurrent('eip155', first)).toBe(true);
    const second = connections.claim('eip155');
    expect(connections.isCurrent('eip155', first)).toBe(false);
    expect(connections.isCurrent('eip155', second)).toBe(true);
  });

  it('namespaces have their own generations', () => {
    const { store: connections } = store();
    const eip155 = connections.claim('eip155');
    connections.claim('solana');
    expect(connections.isCurrent('eip155', eip155)).toBe(true);
  });

  it('a bump outdates older answers without releasing anyone', () => {
    const { store: connections } = store();
    const released: ChainNamespace[] = [];
    connections.onClaim((namespace) => released.push(namespace));
    const claimed = connections.claim('eip155');
    connections.bump('eip155');
    expect(connections.isCurrent('eip155', claimed)).toBe(false);
    expect(released).toEqual(['eip155']);
  });

  it('nothing is current once the use case is disposed', () => {
    const { store: connections, dispose } = store();
    const generation = connections.claim('eip155');
    dispose();
    expect(connections.isCurrent('eip155', generation)).toBe(false);
  });
});
