/**
 * The world of the email-login and email-change use-case tests (test-only: the build leaves out `testing/`):
 * the embedded-wallet client of tests/fakes/embedded-wallet-world.ts, started. No React: the tests drive
 * core.emailLogin and core.updateEmail and read the router, the connection, the events and the storage.
 */
import { EMBEDDED_WALLET_STORAGE_KEYS } from '../../../../entities/storage/storage-keys.js';
import type { TestPorts } from '../../../../../tests/fakes/create-test-client.js';
import { createEmbeddedWalletClient } from '../../../../../tests/fakes/embedded-wallet-world.js';
import type { FakeStorage } from '../../../../../tests/fakes/memory-storage.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../../tests/fakes/virtual-scheduler.fake.js';

export const EMAIL = 'ada@example.com';
export const NEW_EMAIL = 'grace@example.com';

/** A started client whose ports hold the fake embedded wallet; `storage` lets a second world share the page's storage. */
export function emailFlowWorld({ storage, scheduler = new VirtualScheduler() }: { storage?: FakeStorage; scheduler?: VirtualScheduler } = {}) {
  const { client, core, ports, connector } = createEmbeddedWalletClient({ scheduler, ...(storage ? { storage } : {}) });
  core.start();
  const emailLogin = core.emailLogin;
  const updateEmail = core.updateEmail;
  const embeddedWallet = core.embeddedWallet;
  if (!emailLogin || !updateEmail || !embeddedWallet) throw new Error('emailFlowWorld: the embedded wallet use cases are missing');
  return { client, core, ports, connector, frame: connector.frame, scheduler, emailLogin, updateEmail, embeddedWallet };
}

export type EmailFlowWorld = ReturnType<typeof emailFlowWorld>;

/** The tracked events (in order) whose names are in `names`, as recorded by the events use case. */
export function trackedEvents({ core }: EmailFlowWorld, names: readonly string[]): string[] {
  return core.events.snapshot.history.map((entry) => entry.event).filter((event) => names.includes(event));
}

/** The events that reached the analytics sink, among `names` (lets the forwarding finish first). */
export async function sentEvents({ ports }: { ports: TestPorts }, names: readonly string[]): Promise<string[]> {
  await flushMicrotasks();
  return ports.analytics.events().filter((event) => names.includes(event));
}

/** The raw stored value of one of the embedded wallet's keys. */
export function stored({ ports }: { ports: TestPorts }, key: keyof typeof EMBEDDED_WALLET_STORAGE_KEYS): string | undefined {
  return ports.storage.entries.get(EMBEDDED_WALLET_STORAGE_KEYS[key]);
}
