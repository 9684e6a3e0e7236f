import { describe, expect, it, vi } from 'vitest';
import { base, ethereum, optimism, solana, solanaDevnet } from '../../entities/network/index.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { ACTIVE_KEY, evmWallet, networkWorld } from './testing/networkWorld.js';

describe('NetworkUseCase: nothing before start()', () => {
  it('reads no storage and follows nothing when built; start() does both, once', () => {
    const storage = new FakeStorage();
    storage.plant(ACTIVE_KEY, base.caipNetworkId);
    const getItem = vi.spyOn(storage, 'getItem');
    const { build, connection } = networkWorld({ storage });
    const live = countSubscriptions(connection);

    const network = build();
    expect(getItem).not.toHaveBeenCalled();
    expect(live.count).toBe(0);
    expect(network.snapshot.activeCaipNetwork).toBe(ethereum);

    network.start();
    network.start();
    expect(getItem.mock.calls.filter(([key]) => key === ACTIVE_KEY)).toHaveLength(1);
    expect(live.count).toBe(1);
    expect(network.snapshot.activeCaipNetwork).toBe(base);
  });

  it('does not start once disposed', () => {
    const { build, connection } = networkWorld();
    const live = countSubscriptions(connection);
    const network = build();
    network.dispose();
    network.start();
    expect(live.count).toBe(0);
  });
});

describe('NetworkUseCase: the first active network', () => {
  it('restores the stored network when it is configured', () => {
    const storage = new FakeStorage();
    storage.plant(ACTIVE_KEY, base.caipNetworkId);
    const network = networkWorld({ storage }).start();
    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(network.snapshot.activeCaipNetworks).toEqual({ eip155: base });
  });

  it('accepts the stored id as a JSON string too', () => {
    const storage = new FakeStorage();
    storage.plant(ACTIVE_KEY, JSON.stringify(optimism.caipNetworkId));
    expect(networkWorld({ storage }).start().snapshot.activeCaipNetwork).toBe(optimism);
  });

  it('ignores a stored network that is not configured, or garbage, and falls back to the default network', () => {
    for (const raw of ['eip155:999', 'not a network', '{"x":1}', '']) {
      const storage = new FakeStorage();
      storage.plant(ACTIVE_KEY, raw);
      expect(networkWorld({ storage, defaultNetwork: solana }).start().snapshot.activeCaipNetwork, raw).toBe(solana);
    }
  });

  it('falls back to the first configured network, then to eip155:1', () => {
    expect(networkWorld().start().snapshot.activeCaipNetwork).toBe(ethereum);
    expect(networkWorld({ networks: [solanaDevnet, ethereum] }).start().snapshot.activeCaipNetwork).toBe(solanaDevnet);
    // A default network that is not configured is not used while configured ones exist.
    expect(networkWorld({ networks: [optimism], defaultNetwork: base }).start().snapshot.activeCaipNetwork).toBe(optimism);
    const none = networkWorld({ networks: [] }).start().snapshot;
    expect(none.activeCaipNetwork.caipNetworkId).toBe('eip155:1');
    expect(none.networks).toEqual([]);
  });

  it('survives storage that throws on read', () => {
    const storage = new FakeStorage();
    storage.failReadsWith = new Error('SecurityError');
    expect(networkWorld({ storage }).start().snapshot.activeCaipNetwork).toBe(ethereum);
  });

  it('adopts the network of a wallet already connected', async () => {
    const wallet = evmWallet(base.caipNetworkId);
    const { connect, start, storage } = networkWorld({ wallets: [wallet] });
    await connect(wallet);
    const network = start();
    expect(network.snapshot.activeCaipNetwork).toBe(base);
    expect(storage.getItem(ACTIVE_KEY)).toBe(base.caipNetworkId);
  });
});
