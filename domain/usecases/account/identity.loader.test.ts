import { describe, expect, it } from 'vitest';
import { IDENTITY_CACHE_TTL_MS } from '../../entities/constants.js';
import { optimism, sepolia, solana } from '../../entities/network/index.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { accountWorld, ALICE, API_ORIGIN, SOLANA_ADDRESS } from './testing/accountWorld.js';

describe('AccountDataUseCase: identity', () => {
  it('shows the name and avatar on an EVM network that is not a testnet', async () => {
    const { build, connect, api } = accountWorld();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: `${API_ORIGIN}/avatars/alice.png` });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ profileName: 'alice.eth', profileImage: `${API_ORIGIN}/avatars/alice.png` });
    expect(api.calls.getIdentity).toEqual([{ address: ALICE, sender: ALICE }]);
  });

  it("shows no avatar from a host other than the API's (a tracker): the name stays, the view draws its own", async () => {
    const { build, connect, api } = accountWorld();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: 'https://tracker.example/pixel.png?who=alice' });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ profileName: 'alice.eth', profileImage: undefined });
  });

  it('shows a data:image avatar (raster or SVG) as it is', async () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    const { build, connect, api } = accountWorld();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: svg });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.profileImage).toBe(svg);
  });

  it('is not looked up on a testnet or off EVM', async () => {
    const testnet = accountWorld({ network: sepolia });
    testnet.api.supportedChains = { http: [sepolia.caipNetworkId], ws: [] };
    testnet.build();
    testnet.connect(ALICE);
    await flushMicrotasks();
    expect(testnet.api.callCount('getIdentity')).toBe(0);
    expect(testnet.api.callCount('getBalance')).toBe(1);

    const offEvm = accountWorld({ network: solana });
    const account = offEvm.build();
    offEvm.connect(SOLANA_ADDRESS);
    await flushMicrotasks();
    expect(offEvm.api.callCount('getIdentity')).toBe(0);
    expect(account.snapshot.profileName).toBeUndefined();
  });

  it('is cached 5 minutes per address: refetched at 300 000 ms, not at 299 999', async () => {
    const { build, connect, api, scheduler } = accountWorld();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);

    api.setIdentity(ALICE, { name: 'alice2.eth', avatar: null });
    scheduler.advance(IDENTITY_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(account.snapshot.profileName).toBe('alice.eth');

    scheduler.advance(1);
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(2);
    expect(account.snapshot.profileName).toBe('alice2.eth');
  });

  it('shares the cache across networks of the same address', async () => {
    const { build, connect, api } = accountWorld();
    build();
    connect(ALICE);
    await flushMicrotasks();
    connect(ALICE, optimism);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(api.callCount('getBalance')).toBe(2);
  });

  it('keeps no profile when the lookup fails, and asks again on the next load', async () => {
    const { build, connect, api, logger } = accountWorld();
    api.failNext('getIdentity');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.profileName).toBeUndefined();
    expect(logger.messages('warn')).toContain('The identity could not be fetched');
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(2);
  });

  it('is kept in storage with its time and read back while fresh', async () => {
    const storage = new FakeStorage();
    const first = accountWorld({ storage });
    first.api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    first.build();
    first.connect(ALICE);
    await flushMicrotasks();
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.IDENTITY_CACHE) ?? 'null') as unknown;
    expect(stored).toEqual({ [ALICE.toLowerCase()]: { identity: { name: 'alice.eth', avatar: null }, timestamp: first.scheduler.now() } });

    // A new session 299 999 ms later reads it; one at 300 000 ms does not.
    const fresh = accountWorld({ storage });
    fresh.scheduler.advance(IDENTITY_CACHE_TTL_MS - 1);
    const account = fresh.build();
    fresh.connect(ALICE);
    await flushMicrotasks();
    expect(fresh.api.callCount('getIdentity')).toBe(0);
    expect(account.snapshot.profileName).toBe('alice.eth');

    const stale = accountWorld({ storage });
    stale.scheduler.advance(IDENTITY_CACHE_TTL_MS);
    stale.build();
    stale.connect(ALICE);
    await flushMicrotasks();
    expect(stale.api.callCount('getIdentity')).toBe(1);
  });

  it('drops a corrupt stored identity cache instead of trusting it', async () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.IDENTITY_CACHE, JSON.stringify({ [ALICE.toLowerCase()]: { identity: { name: 42 }, timestamp: 'x' } }));
    const { build, connect, api } = accountWorld({ storage });
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(account.snapshot.profileName).toBe('alice.eth');
  });
});
