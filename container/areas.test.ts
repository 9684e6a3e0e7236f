import { Container } from './container.js';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../domain/usecases/options/parseOptions.js';
import { createTestClient, createTestPorts, TEST_NETWORK } from '../tests/fakes/create-test-client.js';
import { FakeSiwx } from '../tests/fakes/siwx.fake.js';
import { walletConnectTestPorts } from '../tests/fakes/walletconnect-client.fake.js';
import { serviceEntriesInBuildOrder } from './areas.js';
import { portsModule } from './modules/ports.module.js';
import { areaModule, resolveFrom } from './service.js';
import type { WalletportPorts } from './walletport-ports.js';

/** Every optional port present, and the embedded wallet as a builder, so every service and callback is built. */
function everyPort(): WalletportPorts {
  const ports = createTestPorts({ embeddedWallet: true });
  const { embeddedWallet } = ports;
  return { ...ports, ...walletConnectTestPorts(ports.scheduler, [TEST_NETWORK]), embeddedWallet: () => embeddedWallet };
}

const OPTIONS = parseOptions({ projectId: 'test-project', networks: [TEST_NETWORK], siwx: new FakeSiwx() });

describe('the areas', () => {
  it('list every service after what it resolves while it is built, so disposing in reverse disposes dependents first', () => {
    const entries = serviceEntriesInBuildOrder();
    const builtTooEarly: string[] = [];
    entries.forEach(([name, entry], index) => {
      // Only this service and those listed before it are bound: an eager dependency listed later is missing.
      const container = new Container();
      container.load(portsModule(OPTIONS, everyPort(), {}), areaModule(Object.fromEntries(entries.slice(0, index + 1))));
      try {
        expect(resolveFrom(container, entry.token)).toBeDefined();
      } catch {
        builtTooEarly.push(name);
      }
    });
    expect(builtTooEarly).toEqual([]);
  });

  it('name each service once', () => {
    const entries = serviceEntriesInBuildOrder();
    expect(new Set(entries.map(([name]) => name)).size).toBe(entries.length);
    expect(new Set(entries.map(([, entry]) => entry.token)).size).toBe(entries.length);
  });

  it('make the core: every service made with service() under its entry name, no wiring service', () => {
    const { core } = createTestClient();
    const onCore = serviceEntriesInBuildOrder().filter(([, entry]) => entry.onCore).map(([name]) => name);
    const members: string[] = [];
    for (const member in core) members.push(member);
    expect(members.sort()).toEqual([...onCore, 'environment', 'open', 'close', 'start', 'dispose', 'loadFlows'].sort());
    expect(onCore).toEqual(expect.arrayContaining(['connection', 'send', 'swap', 'names', 'embeddedWallet', 'siwx']));
    expect('transactionFollow' in core || 'coreCallbacks' in core).toBe(false);
    const typeOnly = () => {
      // @ts-expect-error the core's type has no wiring service either
      return core.transactionFollow;
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
