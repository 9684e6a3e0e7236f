import { describe, expect, it, vi } from 'vitest';
import { createClientFromPorts, createTestClient, createTestPorts, TEST_NETWORK } from '../tests/fakes/create-test-client.js';
import { FakeEmbeddedWalletConnector } from '../tests/fakes/embedded-wallet-connector.fake.js';
import { FakeSiwx } from '../tests/fakes/siwx.fake.js';
import type { CoreCallbacks } from './walletport-ports.js';

describe('the core over the container', () => {
  it('disposes what it built through the container, dependents first (reverse build order), and builds nothing after', () => {
    const { core } = createTestClient();
    const built = { send: core.send, account: core.account, network: core.network, connection: core.connection, events: core.events, options: core.options };
    const disposals = Object.entries(built).map(([name, service]) => ({ name, spy: vi.spyOn(service, 'dispose') }));
    core.dispose();
    core.dispose();
    const order = disposals
      .map(({ name, spy }) => ({ name, calls: spy.mock.invocationCallOrder }))
      .sort((a, b) => (a.calls[0] ?? 0) - (b.calls[0] ?? 0));
    expect(order.map(({ name }) => name)).toEqual(['send', 'account', 'network', 'connection', 'events', 'options']);
    expect(order.every(({ calls }) => calls.length === 1)).toBe(true);
    expect(() => core.swap).toThrow('This walletport client was disposed');
  });

  it('logs a use case that fails to dispose and still disposes the others', () => {
    const { core, ports } = createTestClient();
    const connection = core.connection;
    const send = vi.spyOn(core.send, 'dispose');
    vi.spyOn(core.network, 'dispose').mockImplementation(() => {
      throw new Error('stuck');
    });
    let connectionDone = false;
    connection.state$.subscribe({ complete: () => (connectionDone = true) });
    core.dispose();
    expect(send).toHaveBeenCalledTimes(1);
    expect(connectionDone).toBe(true);
    expect(ports.logger.messages('warn')).toContain('A use case failed to dispose');
  });

  it('builds a connector that calls back into the core on first use, its callbacks reaching sign-in and the origin check when called', async () => {
    const ports = createTestPorts();
    ports.catalogue.allowedOrigins = ['https://elsewhere.example'];
    ports.platform.pageOrigin = 'https://page.example';
    const connector = new FakeEmbeddedWalletConnector();
    let callbacks: CoreCallbacks | undefined;
    const { core } = createClientFromPorts(
      { siwx: new FakeSiwx() },
      {
        ...ports,
        embeddedWallet: (given) => {
          callbacks = given;
          return connector;
        },
      },
    );
    expect(callbacks).toBeUndefined();
    expect(core.embeddedWallet?.connector).toBe(connector);
    expect(core.connectors.getConnector(connector.info.id)).toBe(connector);

    const request = await callbacks?.oneClickSignIn.prepare([TEST_NETWORK.caipNetworkId]);
    expect(request).toMatchObject({ chains: [TEST_NETWORK.caipNetworkId] });
    await expect(callbacks?.beforeFrameLoad()).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN' });
  });

  it('gives a connector calling back plain connects when the page configured no sign-in', async () => {
    let callbacks: CoreCallbacks | undefined;
    const { core } = createClientFromPorts({}, { ...createTestPorts(), extraConnectors: (given) => ((callbacks = given), []) });
    expect(core.connectors.snapshot.connectors).toEqual([]);
    await expect(callbacks?.oneClickSignIn.prepare([TEST_NETWORK.caipNetworkId])).resolves.toBeUndefined();
  });

  it('builds discovery from the callbacks on first use, its activeNamespace reading the connection when called', () => {
    let callbacks: CoreCallbacks | undefined;
    const ports = createTestPorts();
    const { core } = createClientFromPorts({}, { ...ports, connectorDiscovery: (given) => ((callbacks = given), ports.connectorDiscovery) });
    core.start();
    expect(ports.connectorDiscovery.started).toBe(true);
    expect(callbacks?.activeNamespace?.()).toBe(core.connection.snapshot.activeNamespace);
    expect(callbacks?.activeNamespace?.()).toBe('eip155');
  });
});
