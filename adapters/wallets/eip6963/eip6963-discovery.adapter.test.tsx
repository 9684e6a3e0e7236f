import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { FakeEip1193Provider } from '../../../tests/fakes/eip1193-provider.fake.js';
import { Eip6963Discovery } from './eip6963-discovery.adapter.js';

type Ethereumish = Eip1193Provider & Record<string, unknown>;
type TestWindow = Window & { ethereum?: unknown };

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** A wallet's provider (the shared fake) with the flags it sets on itself (`isMetaMask`, ...). */
function provider(flags: Record<string, unknown> = {}): Ethereumish {
  return Object.assign(new FakeEip1193Provider(), flags);
}

function info(rdns: string, overrides: Record<string, unknown> = {}) {
  return { uuid: `uuid-${rdns}`, name: `Wallet ${rdns}`, icon: ICON, rdns, ...overrides };
}

const cleanups: Array<() => void> = [];
const testWindow = window as TestWindow;

/** Plays a wallet extension: announces now and on every eip6963:requestProvider, as EIP-6963 asks. */
function installWallet(detail: unknown): () => void {
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  const uninstall = () => window.removeEventListener('eip6963:requestProvider', announce);
  cleanups.push(uninstall);
  return uninstall;
}

function announceOnce(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

function watch(discovery: Eip6963Discovery) {
  const emissions: Array<readonly WalletConnector[]> = [];
  const subscription = discovery.connectors$.subscribe((list) => emissions.push(list));
  cleanups.push(() => subscription.unsubscribe());
  return {
    emissions,
    latest: () => (emissions.at(-1) ?? []).map(({ info }) => ({ id: info.id, type: info.type, name: info.name })),
  };
}

function startDiscovery(options: ConstructorParameters<typeof Eip6963Discovery>[0] = {}) {
  const discovery = new Eip6963Discovery(options);
  cleanups.push(() => discovery.stop());
  const watched = watch(discovery);
  discovery.start();
  return { discovery, ...watched };
}

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  delete testWindow.ethereum;
  vi.restoreAllMocks();
});

describe('Eip6963Discovery', () => {
  it('lists announced wallets with their data and the injected one, once each', () => {
    const metamask = provider({ isMetaMask: true });
    const rabby = provider({ isRabby: true, isMetaMask: true });
    installWallet({ info: info('io.metamask', { name: 'MetaMask' }), provider: metamask });
    installWallet({ info: info('io.rabby', { name: 'Rabby' }), provider: rabby });
    testWindow.ethereum = metamask;

    const { latest, emissions } = startDiscovery();

    expect(latest()).toEqual([
      { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask' },
      { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby' },
    ]);
    // One emission for the initial [] and one for the merged start(): no transient duplicate.
    expect(emissions).toHaveLength(2);
    expect(emissions[1]?.[0]?.info).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: ICON,
      info: { rdns: 'io.metamask' },
    });
  });

  it('hides window.ethereum when it is the very object an unflagged wallet announced', () => {
    const testWallet = provider();
    installWallet({ info: info('dev.walletport.testwallet'), provider: testWallet });
    testWindow.ethereum = testWallet;
    const { latest } = startDiscovery();
    expect(latest().map(({ id }) => id)).toEqual(['dev.walletport.testwallet']);
  });

  it('hides window.ethereum when its flags name an announced wallet, even as another object', () => {
    installWallet({ info: info('io.metamask'), provider: provider({ isMetaMask: true }) });
    testWindow.ethereum = provider({ isMetaMask: true });
    const { latest } = startDiscovery();
    expect(latest().map(({ id }) => id)).toEqual(['io.metamask']);
  });

  it('keeps window.ethereum when it is another wallet, named from its flags', () => {
    installWallet({ info: info('io.metamask'), provider: provider({ isMetaMask: true }) });
    testWindow.ethereum = provider({ isCoinbaseWallet: true });
    const { latest } = startDiscovery();
    expect(latest()).toEqual([
      { id: 'io.metamask', type: 'ANNOUNCED', name: 'Wallet io.metamask' },
      { id: 'injected', type: 'INJECTED', name: 'Coinbase Wallet' },
    ]);
  });

  it("names an unflagged window.ethereum 'Browser Wallet'", () => {
    testWindow.ethereum = provider();
    const { latest } = startDiscovery();
    expect(latest()).toEqual([{ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }]);
  });

  it('lists a wallet that re-announces (or announces a copy) only once', () => {
    const shared = provider();
    installWallet({ info: info('io.example'), provider: shared });
    const { discovery, latest, emissions } = startDiscovery();
    announceOnce({ info: info('io.example'), provider: shared });
    announceOnce({ info: info('io.example', { uuid: 'another-uuid' }), provider: provider() }); // same rdns
    announceOnce({ info: info('io.other', { uuid: 'uuid-io.example' }), provider: provider() }); // same uuid
    announceOnce({ info: info('io.third'), provider: shared }); // same provider object
    discovery.stop();
    discovery.start(); // requests again: every installed wallet re-announces
    expect(latest().map(({ id }) => id)).toEqual(['io.example']);
    expect(emissions).toHaveLength(2);
  });

  it('keeps the first of two wallets claiming one rdns (a later one cannot take over the entry)', async () => {
    const first = provider();
    installWallet({ info: info('io.metamask'), provider: first });
    const { discovery } = startDiscovery();
    announceOnce({ info: info('io.metamask', { uuid: 'impostor' }), provider: provider() });
    const [connector] = await firstValue(discovery);
    await expect(connector?.getProvider()).resolves.toBe(first);
  });

  it('adds a wallet that announces after start, and then hides a matching window.ethereum', () => {
    const metamask = provider({ isMetaMask: true });
    testWindow.ethereum = metamask;
    const { latest, emissions } = startDiscovery();
    expect(latest()).toEqual([{ id: 'injected', type: 'INJECTED', name: 'MetaMask' }]);

    announceOnce({ info: info('io.metamask', { name: 'MetaMask' }), provider: metamask });
    expect(latest()).toEqual([{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask' }]);

    announceOnce({ info: info('io.late'), provider: provider() });
    expect(latest().map(({ id }) => id)).toEqual(['io.metamask', 'io.late']);
    expect(emissions).toHaveLength(4);
  });

  it('picks up a window.ethereum injected late (ethereum#initialized)', () => {
    const { latest } = startDiscovery();
    expect(latest()).toEqual([]);
    testWindow.ethereum = provider({ isMetaMask: true });
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(latest()).toEqual([{ id: 'injected', type: 'INJECTED', name: 'MetaMask' }]);
  });

  it('keeps connector objects stable across emissions', () => {
    installWallet({ info: info('io.one'), provider: provider() });
    const { emissions } = startDiscovery();
    announceOnce({ info: info('io.two'), provider: provider() });
    expect(emissions[2]?.[0]).toBe(emissions[1]?.[0]);
  });

  it('drops malformed announcements without throwing', () => {
    const good = provider();
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    const { latest, emissions } = startDiscovery();
    const bad: unknown[] = [
      undefined,
      null,
      'io.metamask',
      { info: info('io.a') }, // no provider
      { info: info('io.b'), provider: 'not-an-object' },
      { info: info('io.c'), provider: { request: 'not-a-function' } },
      { info: info('io.d'), provider: hostile },
      { info: { uuid: 'u1', name: 'No rdns', icon: ICON }, provider: good },
      { info: info('not a domain'), provider: provider() },
      { info: info('io.e', { icon: 'javascript:alert(1)' }), provider: provider() },
      { info: info('io.f', { icon: 'http://insecure.example/icon.png' }), provider: provider() },
      { info: info('io.g', { icon: ' data:image/png;base64,AAAA' }), provider: provider() },
      { info: info('io.h', { name: '   ' }), provider: provider() },
      { info: info('io.i', { uuid: 42 }), provider: provider() },
      { info: hostile, provider: provider() },
      hostile,
    ];
    for (const detail of bad) expect(() => announceOnce(detail)).not.toThrow();
    window.dispatchEvent(new Event('eip6963:announceProvider')); // no detail at all
    expect(latest()).toEqual([]);

    announceOnce({ info: info('io.ok', { icon: 'https://wallet.example/icon.png' }), provider: good });
    expect(latest().map(({ id }) => id)).toEqual(['io.ok']);
    // Kept, but its remote icon is never loaded (issue 18, defect 4): the modal shows the fallback glyph.
    expect(emissions.at(-1)?.[0]?.info.imageUrl).toBeUndefined();
  });

  it('never turns wallet strings into markup: names are kept as plain data', () => {
    const { latest } = startDiscovery();
    announceOnce({ info: info('io.x', { name: '<img src=x onerror=alert(1)>' }), provider: provider() });
    expect(latest()[0]?.name).toBe('<img src=x onerror=alert(1)>');
    expect(document.body.innerHTML).toBe('');
  });

  it('ignores a window.ethereum that is not a provider', () => {
    testWindow.ethereum = { request: 'nope' };
    const { latest } = startDiscovery();
    expect(latest()).toEqual([]);
  });

  it('does nothing before start(): no listener, no event, no window.ethereum read', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const dispatch = vi.spyOn(window, 'dispatchEvent');
    const read = vi.fn(() => provider());
    Object.defineProperty(window, 'ethereum', { configurable: true, get: read });

    vi.resetModules();
    const module = await import('./eip6963-discovery.adapter.js');
    const discovery = new module.Eip6963Discovery();
    const emissions: unknown[] = [];
    discovery.connectors$.subscribe((list) => emissions.push(list)).unsubscribe();

    expect(addListener).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
    expect(emissions).toEqual([[]]);

    discovery.start();
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'eip6963:requestProvider' }));
    expect(read).toHaveBeenCalled();
    discovery.stop();
    Object.defineProperty(window, 'ethereum', { configurable: true, writable: true, value: undefined });
  });

  it('start() is idempotent and stop() removes its listeners', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const { discovery, latest } = startDiscovery();
    discovery.start();
    expect(addListener).toHaveBeenCalledTimes(2); // announce + ethereum#initialized, once
    discovery.stop();
    expect(removeListener.mock.calls.map(([type]) => type).sort()).toEqual([
      'eip6963:announceProvider',
      'ethereum#initialized',
    ]);
    announceOnce({ info: info('io.after-stop'), provider: provider() });
    expect(latest()).toEqual([]);
  });

  it('honours enableEIP6963: false and enableInjected: false', () => {
    installWallet({ info: info('io.metamask'), provider: provider({ isMetaMask: true }) });
    testWindow.ethereum = provider({ isMetaMask: true });
    expect(startDiscovery({ enableEIP6963: false }).latest()).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'MetaMask' },
    ]);
    expect(startDiscovery({ enableInjected: false }).latest().map(({ id }) => id)).toEqual(['io.metamask']);
  });

  it('does nothing without a window (server rendering)', () => {
    const discovery = new Eip6963Discovery({ window: () => undefined });
    expect(() => discovery.start()).not.toThrow();
    expect(discovery.snapshot).toEqual([]);
  });

  it('hands out working connectors over the announced provider', async () => {
    const requests: string[] = [];
    const wallet: Eip1193Provider = {
      request: async ({ method }) => {
        requests.push(method);
        return method === 'eth_chainId' ? '0x1' : ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'];
      },
    };
    installWallet({ info: info('io.working'), provider: wallet });
    const { discovery } = startDiscovery();
    const [connector] = await firstValue(discovery);
    await expect(connector?.connect()).resolves.toEqual({
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      caipNetworkId: 'eip155:1',
    });
    expect(requests).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_getCapabilities']);
  });
});

function firstValue(discovery: Eip6963Discovery): Promise<readonly WalletConnector[]> {
  return new Promise((resolve) => discovery.connectors$.subscribe(resolve).unsubscribe());
}
