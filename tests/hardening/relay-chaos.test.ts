/**
 * Relay chaos (issue 18): the page's real WalletConnect client and connector, an unmodified sign client
 * playing the wallet, and the devstack's relay on 127.0.0.1, which is killed (every socket dropped, its
 * subscriptions and mailbox lost) while a request is in flight and while the page loads. The request
 * completes once the relay is back, or fails with a typed error, and the session is kept. Also defect 8: a
 * stored session with an account the wallet never approved is not restored, a damaged subscription store is
 * repaired, and a request that is never answered fails with REQUEST_TIMEOUT instead of hanging.
 *
 * The outages last OUTAGE_MS, not the 15 s: the clients reconnect by themselves on their next
 * attempt after the relay is back, whatever the outage length (they retry the connection as long as it is
 * refused), so a short outage proves the same path at a fraction of the test time. Real time is used here:
 * the relay and both clients are real sockets.
 */
import { toHex, verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { memoryKeyValueStorage, type MemoryKeyValueStorage } from '../../devstack/relay/testing/memory-key-value-storage.js';
import { startRelayWorld, type RelayWorld } from '../fakes/relay-wallet.js';
import type { UniversalProviderWalletConnectClient } from '../../adapters/wallets/walletconnect/universal-provider-client.adapter.js';
import { WalletConnectConnector } from '../../adapters/wallets/walletconnect/walletconnect-connector.adapter.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportDevnetA, walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';

const NETWORKS = [walletportDevnetA, walletportDevnetB];
const CHAINS = NETWORKS.map((network) => network.caipNetworkId as string);
const ACCOUNT = DEV_ACCOUNTS[0];
/** How long the relay stays down (see the header: the length does not change the path). */
const OUTAGE_MS = 1_000;
const TIMEOUT_MS = 45_000;

let world: RelayWorld;
let made = 0;

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the library's Verify and telemetry switch (STACK-NOTES.md)
  world = await startRelayWorld({ privateKey: ACCOUNT.privateKey, chains: CHAINS });
}, 30_000);

afterAll(async () => {
  await world?.relay.up();
  await world?.stop();
});

type Page = { client: UniversalProviderWalletConnectClient; connector: WalletConnectConnector; storage: MemoryKeyValueStorage; prefix: string };

/** A page's client and connector over `storage` (the same storage and prefix are the same page reloaded). */
function page(storage: MemoryKeyValueStorage = memoryKeyValueStorage(), prefix = `relay-chaos-${(made += 1)}`, requestTimeoutMs?: number): Page {
  const client = world.dapp({ chains: CHAINS, storage, customStoragePrefix: prefix, ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }) });
  client.subscribe((event) => {
    if (event.type === 'display_uri') void world.wallet.pair(event.uri);
  });
  return { client, connector: new WalletConnectConnector({ client, networks: NETWORKS }), storage, prefix };
}

/** A page connected to the wallet, then closed: what a reload finds in storage. */
async function connectedThenClosed(): Promise<Page> {
  const first = page();
  const connected = await first.connector.connect({ caipNetworkId: CHAINS[0] });
  expect(connected.accounts).toEqual([ACCOUNT.address]);
  await first.client.close();
  return first;
}

async function sign(connector: WalletConnectConnector, text: string): Promise<boolean> {
  const message = toHex(text);
  const provider = await connector.getProvider();
  const signature = (await provider.request({ method: 'personal_sign', params: [message, ACCOUNT.address] })) as Hex;
  return verifyMessage({ address: ACCOUNT.address, message: { raw: message }, signature });
}

/** The relay is down for OUTAGE_MS, then back on the same port. */
async function outage(): Promise<void> {
  await world.relay.down();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  await world.relay.up();
}

describe('relay chaos', () => {
  it('a request in flight when the relay dies completes once it is back, and the session is kept', async () => {
    const { connector } = page();
    await connector.connect({ caipNetworkId: CHAINS[0] });
    let outages = 0;
    // The wallet got the request; the relay dies before its answer can go back.
    world.wallet.beforeAnswer = async () => {
      if (outages > 0) return;
      outages += 1;
      await outage();
    };
    try {
      expect(await sign(connector, 'signed across a relay outage')).toBe(true);
    } finally {
      world.wallet.beforeAnswer = undefined;
    }
    expect(outages).toBe(1);
    expect(await connector.getAccounts()).toEqual([ACCOUNT.address]);
    expect(await sign(connector, 'and the next one too')).toBe(true);
  }, TIMEOUT_MS);

  it('the relay down at page load: the session is restored and a request completes once the relay is back', async () => {
    const before = await connectedThenClosed();
    await world.relay.down();
    const reloaded = page(before.storage, before.prefix);
    let signed: Promise<boolean> | undefined;
    try {
      // Restoring reads storage only: it does not wait for the relay.
      expect(await reloaded.connector.getAccounts()).toEqual([ACCOUNT.address]);
      signed = sign(reloaded.connector, 'signed after the relay came back');
      signed.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    } finally {
      await world.relay.up();
    }
    expect(await signed).toBe(true);
    expect(await reloaded.connector.getAccounts()).toEqual([ACCOUNT.address]);
  }, TIMEOUT_MS);

  it('a request that is never answered fails with REQUEST_TIMEOUT, and the session is kept (defect 8)', async () => {
    const { connector } = page(memoryKeyValueStorage(), `relay-chaos-timeout-${(made += 1)}`, 1_500);
    await connector.connect({ caipNetworkId: CHAINS[0] });
    // The relay never brings the answer back (it is held forever).
    world.wallet.beforeAnswer = () => new Promise(() => undefined);
    let failure: unknown;
    try {
      await sign(connector, 'never delivered');
    } catch (error) {
      failure = error;
    } finally {
      world.wallet.beforeAnswer = undefined;
    }
    expect(isWalletportError(failure) && [failure.code, failure.shortMessage]).toEqual(['REQUEST_TIMEOUT', 'Request timed out']);
    expect(await connector.getAccounts()).toEqual([ACCOUNT.address]);
    expect(await sign(connector, 'delivered this time')).toBe(true);
  }, TIMEOUT_MS);
});

describe('a tampered stored session (defect 8)', () => {
  it('an account the wallet never approved, written into the stored session, is not shown', async () => {
    const before = await connectedThenClosed();
    const key = (await before.storage.getKeys()).find((name) => name.startsWith('wc@2:client:') && name.endsWith('//session'));
    expect(key).toBeDefined();
    const sessions = (await before.storage.getItem<{ namespaces: Record<string, { accounts: string[] }> }[]>(key!)) ?? [];
    const planted = '0x1111111111111111111111111111111111111111';
    for (const session of sessions) {
      for (const namespace of Object.values(session.namespaces)) {
        namespace.accounts = namespace.accounts.map((account) => account.replace(/0x[0-9a-fA-F]{40}$/, planted));
      }
    }
    await before.storage.setItem(key!, sessions);

    const reloaded = page(before.storage, before.prefix);
    expect(await reloaded.connector.getAccounts()).toEqual([]);
    expect(await reloaded.client.restoreSession()).toBeNull();
  }, TIMEOUT_MS);

  it('a damaged subscription store: the session topic is subscribed to again and signing completes', async () => {
    const before = await connectedThenClosed();
    const key = (await before.storage.getKeys()).find((name) => name.endsWith('//subscription'));
    expect(key).toBeDefined();
    await before.storage.setItem(key!, 'garbage');

    const reloaded = page(before.storage, before.prefix);
    expect(await reloaded.connector.getAccounts()).toEqual([ACCOUNT.address]);
    expect(await sign(reloaded.connector, 'signed over a repaired subscription')).toBe(true);
  }, TIMEOUT_MS);

  it('sent nothing to any host but 127.0.0.1', () => {
    expect(world.guard.blocked).toEqual([]);
  });
});
