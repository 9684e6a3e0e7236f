import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletport } from './composition-root.js';
import { isWalletportError } from './domain/entities/errors/base.error.js';
import { createTestClient } from './tests/fakes/create-test-client.js';
import { flushMicrotasks } from './tests/fakes/virtual-scheduler.fake.js';

const network = { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as const;

describe('createWalletport (production wiring)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses to start without a project id, with the catalogue message', () => {
    let caught: unknown;
    try {
      createWalletport({ projectId: '', networks: [network] });
    } catch (error) {
      caught = error;
    }
    expect(isWalletportError(caught, 'PROJECT_ID_REQUIRED')).toBe(true);
    expect((caught as Error & { shortMessage: string }).shortMessage).toBe('Project ID Not Configured');
  });

  it('does no I/O and starts no timer until start() is called', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const intervalSpy = vi.spyOn(globalThis, 'setInterval');
    const client = createWalletport({ projectId: 'p', networks: [network] });
    expect(client.modal.snapshot.open).toBe(false);
    expect(client.router.snapshot.view).toBe('Connect');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timeoutSpy).not.toHaveBeenCalled();
    expect(intervalSpy).not.toHaveBeenCalled();
    client.dispose();
  });

  it('builds the WalletConnect pairing and connector unless WalletConnect is turned off, loading nothing yet', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = createWalletport({ projectId: 'p', networks: [network] });
    expect(client.walletConnect?.snapshot.status).toBe('idle');
    expect(fetchSpy).not.toHaveBeenCalled();
    client.dispose();

    const off = createWalletport({ projectId: 'p', networks: [network], enableWalletConnect: false });
    expect(off.walletConnect).toBeUndefined();
    off.dispose();
  });
});

describe('the assembled client (fake ports)', () => {
  it('opens on Connect when nothing is connected and records MODAL_OPEN with connected=false', async () => {
    const { client, ports } = createTestClient({}, { chainAdapters: new Map([['eip155', {} as never]]) });
    client.open();
    await flushMicrotasks();
    expect(client.modal.snapshot.open).toBe(true);
    expect(client.router.snapshot.view).toBe('Connect');
    expect(ports.analytics.sent).toContainEqual(expect.objectContaining({ event: 'MODAL_OPEN', properties: { connected: false } }));
    client.close();
    await flushMicrotasks();
    expect(ports.analytics.events()).toContain('MODAL_CLOSE');
  });

  it('with no chain adapter and nothing connected opens WalletConnect basic on desktop and All Wallets on mobile', () => {
    const desktop = createTestClient();
    desktop.client.open();
    expect(desktop.client.router.snapshot.view).toBe('ConnectingWalletConnectBasic');
    const mobile = createTestClient();
    mobile.ports.platform.mobile = true;
    mobile.client.open();
    expect(mobile.client.router.snapshot.view).toBe('AllWallets');
  });

  it('sends no analytics when the analytics feature is off', async () => {
    const { client, ports } = createTestClient({ features: { analytics: false } });
    client.start();
    client.open();
    await flushMicrotasks();
    expect(ports.analytics.sent).toEqual([]);
  });

  it('start() loads the remote features once and records INITIALIZE', async () => {
    const { client, ports } = createTestClient({ features: { email: true } });
    ports.catalogue.projectConfig = { features: [{ id: 'social_login', isEnabled: false, config: null }] };
    client.start();
    client.start();
    await flushMicrotasks();
    expect(client.options.snapshot.remoteFeaturesLoaded).toBe(true);
    expect(client.options.snapshot.features.email).toBe(false);
    expect(ports.logger.messages('warn').join('\n')).toContain('email');
    expect(ports.analytics.events().filter((event) => event === 'INITIALIZE')).toHaveLength(1);
  });
});
