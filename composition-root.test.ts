import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from './composition-root.js';
import { isWalletportError } from './domain/entities/errors/base.error.js';
import { createTestClient } from './tests/fakes/create-test-client.js';
import { flushMicrotasks } from './tests/fakes/virtual-scheduler.fake.js';

const network = { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } } as const;

describe('createCore (production wiring, the chunk createWalletport loads)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks the options in full, with the catalogue messages', () => {
    let caught: unknown;
    try {
      createCore({ projectId: 'p', networks: [network], themeVariables: { '--wp-accent': { bad: true } as never } });
    } catch (error) {
      caught = error;
    }
    expect(isWalletportError(caught, 'INVALID_OPTIONS')).toBe(true);
  });

  it('builds nothing and does no I/O, no storage and no timer until start(); use cases are built on first use', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const intervalSpy = vi.spyOn(globalThis, 'setInterval');
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', storage);
    const core = createCore({ projectId: 'p', networks: [network] });
    // Reading state builds the use case it reads, and still touches nothing outside.
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.router.snapshot.view).toBe('Connect');
    expect(core.network.snapshot.activeCaipNetwork.caipNetworkId).toBe('eip155:1');
    expect(core.walletConnect?.snapshot.status).toBe('idle');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(intervalSpy).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
    core.dispose();
  });

  it('builds the embedded wallet (AUTH connector, no frame yet) when email or social login is on, and none in basic mode or with both off', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const core = createCore({ projectId: 'p', networks: [network] });
    expect(core.embeddedWallet?.connector.info.type).toBe('AUTH');
    expect(core.embeddedWallet?.snapshot.frame).toBe('idle');
    expect(fetchSpy).not.toHaveBeenCalled();
    core.dispose();
    for (const options of [{ basic: true }, { features: { email: false, socials: false as const } }]) {
      const without = createCore({ projectId: 'p', networks: [network], ...options });
      expect(without.embeddedWallet).toBeUndefined();
      without.dispose();
    }
  });

  it('runs the allowed-origins check of the core before the frame is made', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ allowedOrigins: ['https://elsewhere.example'] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const core = createCore({ projectId: 'p', networks: [network], apiUrl: 'https://api.example' });
    await expect(core.embeddedWallet?.prepare()).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN' });
    const request = fetchSpy.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : String(request)).toContain('/projects/v1/origins');
    // In node there is no window: reaching the origin check's verdict proves it ran before any frame.
    expect(core.embeddedWallet?.snapshot.frame).toBe('failed');
    core.dispose();
  });

  it('has no WalletConnect pairing when WalletConnect is turned off', () => {
    const core = createCore({ projectId: 'p', networks: [network], enableWalletConnect: false });
    expect(core.walletConnect).toBeUndefined();
    core.dispose();
  });
});

describe('the assembled core (fake ports)', () => {
  it('opens on Connect when nothing is connected and records MODAL_OPEN with connected=false', async () => {
    const { core, ports } = createTestClient({}, { chainAdapters: new Map([['eip155', {} as never]]) });
    core.open();
    await flushMicrotasks();
    expect(core.modal.snapshot.open).toBe(true);
    expect(core.router.snapshot.view).toBe('Connect');
    expect(ports.analytics.sent).toContainEqual(expect.objectContaining({ event: 'MODAL_OPEN', properties: { connected: false } }));
    core.close();
    await flushMicrotasks();
    expect(ports.analytics.events()).toContain('MODAL_CLOSE');
  });

  it('with no chain adapter and nothing connected opens WalletConnect basic on desktop and All Wallets on mobile', () => {
    const desktop = createTestClient();
    desktop.core.open();
    expect(desktop.core.router.snapshot.view).toBe('ConnectingWalletConnectBasic');
    const mobile = createTestClient();
    mobile.ports.platform.mobile = true;
    mobile.core.open();
    expect(mobile.core.router.snapshot.view).toBe('AllWallets');
  });

  it('sends no analytics when the analytics feature is off', async () => {
    const { client, core, ports } = createTestClient({ features: { analytics: false } });
    client.start();
    core.open();
    await flushMicrotasks();
    expect(ports.analytics.sent).toEqual([]);
  });

  it('asks the vendor nothing until the visitor acts: no project config, no analytics config, no event', async () => {
    const { client, core, ports } = createTestClient({ features: { email: true } });
    const projectConfig = vi.spyOn(ports.catalogue, 'getProjectConfig');
    const analyticsConfig = vi.spyOn(ports.catalogue, 'getAnalyticsEnabled');
    client.start();
    client.start();
    await flushMicrotasks();
    expect(projectConfig).not.toHaveBeenCalled();
    expect(analyticsConfig).not.toHaveBeenCalled();
    expect(ports.analytics.sent).toEqual([]);
    expect(core.events.snapshot.history.map((event) => ('event' in event ? event.event : ''))).toEqual(['INITIALIZE']);
  });

  it('loads the remote features once the modal first opens, and sends INITIALIZE with the first event', async () => {
    const { client, core, ports } = createTestClient({ features: { email: true } });
    ports.catalogue.projectConfig = { features: [{ id: 'social_login', isEnabled: false, config: null }] };
    client.start();
    core.open();
    await flushMicrotasks();
    expect(core.options.snapshot.remoteFeaturesLoaded).toBe(true);
    expect(core.options.snapshot.features.email).toBe(false);
    expect(ports.logger.messages('warn').join('\n')).toContain('email');
    expect(ports.analytics.events()).toEqual(['INITIALIZE', 'MODAL_OPEN']);
    core.close();
    core.open();
    await flushMicrotasks();
    expect(ports.analytics.events().filter((event) => event === 'INITIALIZE')).toHaveLength(1);
  });
});
