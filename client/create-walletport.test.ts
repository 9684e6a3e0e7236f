import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccount } from '../actions/getAccount.js';
import { getNetwork } from '../actions/getNetwork.js';
import { isWalletportError } from '../domain/entities/errors/base.error.js';
import { ethereum } from '../domain/entities/network/chains/ethereum.js';
import { createWalletport } from './create-walletport.js';
import { coreSlotOf, localeSlotOf } from './walletport-client.js';

/** viem's `mainnet`, as a page that already uses viem would pass it (no CAIP fields). */
const viemMainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
} as const;

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('createWalletport', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('refuses the options most often wrong at once, naming what is wrong', () => {
    expect(isWalletportError(failure(() => createWalletport({ projectId: '', networks: [ethereum] })), 'PROJECT_ID_REQUIRED')).toBe(true);
    const misspelt = failure(() => createWalletport({ projectId: 'p', networks: [ethereum], themeMod: 'dark' } as never));
    expect(isWalletportError(misspelt, 'INVALID_OPTIONS')).toBe(true);
    expect((misspelt as Error).message).toContain('`themeMod`');
    expect(isWalletportError(failure(() => createWalletport({ projectId: 'p', networks: [] as never })), 'INVALID_OPTIONS')).toBe(true);
  });

  it('takes viem chains as networks, turned into CAIP networks', () => {
    const client = createWalletport({ projectId: 'p', networks: [viemMainnet] });
    expect(client.options.networks[0]).toMatchObject({ caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' });
    expect(getNetwork(client).caipNetworkId).toBe('eip155:1');
  });

  it('loads nothing, fetches nothing, stores nothing and times nothing until start(); reads answer from the options meanwhile', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', storage);
    const client = createWalletport({ projectId: 'p', networks: [ethereum] });
    expect(coreSlotOf(client).status).toBe('idle');
    expect(getAccount(client)).toMatchObject({ namespace: 'eip155', status: 'disconnected', isConnected: false });
    expect(getNetwork(client).caipNetwork).toBe(ethereum);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    client.dispose();
  });

  it('loads the core as its own chunk when started (after the next paint, not within start), once', { timeout: 30_000 }, async () => {
    const client = createWalletport({ projectId: 'p', networks: [ethereum] });
    client.start();
    client.start();
    // Nothing is evaluated in the task that mounts the button; the load begins on a later one.
    expect(coreSlotOf(client).status).toBe('idle');
    // ('ready' at once when another test of this worker has evaluated the chunk already.)
    await vi.waitFor(() => expect(coreSlotOf(client).status).not.toBe('idle'));
    const core = await coreSlotOf(client).load();
    expect(coreSlotOf(client).status).toBe('ready');
    expect(await coreSlotOf(client).load()).toBe(core);
    expect(getNetwork(client).caipNetwork).toBe(core.network.snapshot.activeCaipNetwork);
    client.dispose();
  });

  it('reports a core that cannot load (options the full check refuses) on the console, and keeps the error', { timeout: 30_000 }, async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createWalletport({ projectId: 'p', networks: [ethereum], apiUrl: 'not a url' });
    client.start();
    await expect(coreSlotOf(client).load()).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    expect(coreSlotOf(client).status).toBe('error');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
  });
});

describe('a returning visitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads 'connecting', not 'disconnected', from start() until the core has restored the stored session", () => {
    const storage = new Map([['@appkit/connection_status', 'connected']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: vi.fn(), removeItem: vi.fn() });
    const client = createWalletport({ projectId: 'p', networks: [ethereum] });
    expect(getAccount(client).status).toBe('disconnected');
    client.start();
    expect(getAccount(client).status).toBe('connecting');
    client.dispose();
  });

  it('loads neither a language nor a core for a client disposed before the page painted', async () => {
    const client = createWalletport({ projectId: 'p', networks: [ethereum], locale: 'de' });
    // The same client left alone shows German once its catalogue loaded: the disposed one had that long.
    const control = createWalletport({ projectId: 'p', networks: [ethereum], locale: 'de' });
    client.start();
    control.start();
    client.dispose();
    await vi.waitFor(() => expect(localeSlotOf(control).snapshot.locale).toBe('de'), { timeout: 5_000 });
    expect(localeSlotOf(client).snapshot.locale).toBe('en');
    expect(coreSlotOf(client).status).toBe('idle');
    control.dispose();
  });

  it('reads a storage that throws as no stored session', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); } });
    const client = createWalletport({ projectId: 'p', networks: [ethereum] });
    client.start();
    expect(getAccount(client).status).toBe('disconnected');
    client.dispose();
  });
});
