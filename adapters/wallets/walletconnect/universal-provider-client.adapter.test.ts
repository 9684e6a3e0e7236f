// The adapter against the real thing: the local relay on 127.0.0.1, an unmodified WalletConnect sign client
// playing the wallet in the same process (tests/fakes/relay-wallet.ts), and a local JSON-RPC server for reads.
// Nothing may leave 127.0.0.1 (the network guard fails and records anything else).
import { toHex, verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../../devstack/config.js';
import { memoryKeyValueStorage, type MemoryKeyValueStorage } from '../../../devstack/relay/testing/memory-key-value-storage.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { buildWalletConnectNamespaces } from '../../../domain/usecases/walletconnect/buildWalletConnectNamespaces.js';
import type { WalletConnectConnectResult, WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { startRelayWorld, type RelayWorld } from '../../../tests/fakes/relay-wallet.js';
import type { UniversalProviderWalletConnectClient } from './universal-provider-client.adapter.js';
import { WalletConnectConnector } from './walletconnect-connector.adapter.js';

const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';
const NETWORKS = [walletportDevnetA, walletportDevnetB];
const DAPP_PREFIX = 'walletport-wc-adapter-dapp';

let world: RelayWorld;
let dappStorage: MemoryKeyValueStorage;
const account = DEV_ACCOUNTS[0];

/** The page's client; one storage for all, so a new client is the same page after a reload. */
function dappClient(chains: readonly string[] = [CHAIN_A, CHAIN_B]): UniversalProviderWalletConnectClient {
  return world.dapp({ chains, storage: dappStorage, customStoragePrefix: DAPP_PREFIX });
}

/** Collects the client's events and pairs the wallet with every URI it shows. */
function follow(client: UniversalProviderWalletConnectClient): WalletConnectEvent[] {
  const events: WalletConnectEvent[] = [];
  client.subscribe((event) => {
    events.push(event);
    if (event.type === 'display_uri') void world.wallet.pair(event.uri);
  });
  return events;
}

async function eventually<T>(find: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The wallet's one session (the test keeps a single one alive at a time). */
function walletSession() {
  const sessions = world.wallet.sessions();
  if (sessions.length !== 1) throw new Error(`the wallet holds ${sessions.length} sessions`);
  return sessions[0]!;
}

const proposalNamespaces = () => buildWalletConnectNamespaces({ networks: NETWORKS, caipNetworkId: CHAIN_A });

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the library's Verify and telemetry switch (STACK-NOTES.md)
  world = await startRelayWorld({ privateKey: DEV_ACCOUNTS[0].privateKey, chains: [CHAIN_A, CHAIN_B] });
  dappStorage = memoryKeyValueStorage();
}, 30_000);

afterAll(async () => {
  await world?.stop();
});

describe('UniversalProviderWalletConnectClient over the local relay', () => {
  let dapp: UniversalProviderWalletConnectClient;
  let events: WalletConnectEvent[];
  let connected: WalletConnectConnectResult;

  it('creates nothing until first use', async () => {
    const before = world.relay.stats().connections;
    dapp = dappClient();
    events = follow(dapp);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(world.relay.stats().connections).toBe(before);
  });

  it('connects: the URI arrives, the wallet pairs and approves eip155:31337 accounts', async () => {
    await expect(dapp.restoreSession()).resolves.toBeNull();
    connected = await dapp.connect({ optionalNamespaces: proposalNamespaces(), caipNetworkId: CHAIN_A });

    const uris = events.filter((event) => event.type === 'display_uri');
    expect(uris).toHaveLength(1);
    expect(uris[0]).toMatchObject({ uri: expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/) });
    expect(connected).toMatchObject({ accounts: [account.address], caipNetworkId: CHAIN_A });
    expect(connected.session.topic).toBe(walletSession().topic);
    expect(connected.session.namespaces.eip155?.accounts).toEqual([`${CHAIN_A}:${account.address}`, `${CHAIN_B}:${account.address}`]);
    expect(connected.session.peer.name).toBe('walletport test wallet');
    expect(connected.session.expiry).toBeGreaterThan(Date.now() / 1000);

    // Proposed as optional namespaces, every configured chain, with the modal's methods and events.
    expect(world.wallet.proposals[0]?.requiredNamespaces).toEqual({});
    expect(world.wallet.proposals[0]?.optionalNamespaces.eip155).toMatchObject({
      chains: [CHAIN_A, CHAIN_B],
      events: ['chainChanged', 'accountsChanged'],
    });
  });

  it('carries personal_sign to the wallet through getProvider() and the signature back', async () => {
    const provider = await dapp.getProvider();
    const message = toHex('walletport over WalletConnect');
    const signature = (await provider.request({ method: 'personal_sign', params: [message, account.address] })) as Hex;
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true);
    expect(world.wallet.requests).toEqual([{ chainId: CHAIN_A, method: 'personal_sign' }]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address]);
  });

  it('sends reads to the rpcMap URL of the active chain, never to a public host', async () => {
    const provider = await dapp.getProvider();
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    expect(world.rpc.requests.map((request) => (request.json as { method: string }).method)).toContain('eth_blockNumber');
  });

  it('follows the wallet: chainChanged then accountsChanged for the new chain, and the wallet accountsChanged', async () => {
    const session = walletSession();
    events.length = 0;
    await world.wallet.client.emit({ topic: session.topic, event: { name: 'chainChanged', data: 31338 }, chainId: CHAIN_B });
    await eventually(() => events.find((event) => event.type === 'accountsChanged'), 'accountsChanged');
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: CHAIN_B },
      { type: 'accountsChanged', accounts: [account.address], caipNetworkId: CHAIN_B },
    ]);
    expect(await (await dapp.getProvider()).request({ method: 'eth_chainId' })).toBe('0x7a6a');

    events.length = 0;
    const other = DEV_ACCOUNTS[1].address;
    await world.wallet.client.emit({ topic: session.topic, event: { name: 'accountsChanged', data: [`${CHAIN_B}:${other}`] }, chainId: CHAIN_B });
    await eventually(() => events.find((event) => event.type === 'accountsChanged'), 'accountsChanged');
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [other], caipNetworkId: CHAIN_B }]);
  });

  it('switches to an approved chain locally (wallet_switchEthereumChain), with the same events', async () => {
    events.length = 0;
    const provider = await dapp.getProvider();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: CHAIN_A },
      { type: 'accountsChanged', accounts: [account.address], caipNetworkId: CHAIN_A },
    ]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('restores the session after a reload (a new client over the same storage)', async () => {
    const topic = connected.session.topic;
    await dapp.close();
    const reloaded = dappClient();
    const reloadedEvents = follow(reloaded);

    const session = await reloaded.restoreSession();
    expect(session?.topic).toBe(topic);
    expect(session?.namespaces.eip155?.accounts).toContain(`${CHAIN_A}:${account.address}`);

    // The active chain survived, and requests still reach the wallet.
    const provider = await reloaded.getProvider();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const message = toHex('after a reload');
    const signature = (await provider.request({ method: 'personal_sign', params: [message, account.address] })) as Hex;
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true);

    // A connect with the live, fresh session returns it without a new pairing.
    const again = await reloaded.connect({ optionalNamespaces: proposalNamespaces() });
    expect(again.session.topic).toBe(topic);
    expect(reloadedEvents.filter((event) => event.type === 'display_uri')).toEqual([]);
    dapp = reloaded;
    events = reloadedEvents;
  });

  it('reports the wallet deleting the session as session_delete', async () => {
    const topic = walletSession().topic;
    await world.wallet.client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    await eventually(() => events.find((event) => event.type === 'session_delete'), 'session_delete');
    expect(events.filter((event) => event.type === 'session_delete')).toEqual([{ type: 'session_delete', topic }]);
    await expect(dapp.restoreSession()).resolves.toBeNull();
    await expect((await dapp.getProvider()).request({ method: 'eth_accounts' })).rejects.toMatchObject({ rpcCode: 4900 });
  });

  it('turns the wallet declining the proposal into a typed user-rejected error', async () => {
    world.wallet.answerProposals = 'reject';
    try {
      const failure = await dapp.connect({ optionalNamespaces: proposalNamespaces() }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UserRejectedRequestError);
      expect((failure as UserRejectedRequestError).rpcCode).toBe(4001);
    } finally {
      world.wallet.answerProposals = 'approve';
    }
  });

  it("abandons a pairing on abortPairing or a newer connect with 'Modal closed'", async () => {
    world.wallet.answerProposals = 'ignore';
    const seen = world.wallet.proposals.length;
    const uris = () => events.filter((event) => event.type === 'display_uri').length;
    const shown = uris();
    try {
      const first = dapp.connect({ optionalNamespaces: proposalNamespaces() });
      await eventually(() => (uris() === shown + 1 ? true : undefined), 'the first URI');
      const second = dapp.connect({ optionalNamespaces: proposalNamespaces() });
      await eventually(() => (uris() === shown + 2 ? true : undefined), 'the second URI');
      const replaced = await first.catch((error: unknown) => error);
      expect(isWalletportError(replaced, 'MODAL_CLOSED')).toBe(true);
      dapp.abortPairing();
      const aborted = await second.catch((error: unknown) => error);
      expect(isWalletportError(aborted, 'MODAL_CLOSED')).toBe(true);
      // Both proposals reached the wallet, which leaves them unanswered.
      await eventually(() => (world.wallet.proposals.length === seen + 2 ? true : undefined), 'both proposals at the wallet');
    } finally {
      world.wallet.answerProposals = 'approve';
    }
  });

  it('disconnects a stored session whose chains are stale and restores nothing', async () => {
    const fresh = await dapp.connect({ optionalNamespaces: proposalNamespaces(), caipNetworkId: CHAIN_A });
    expect(walletSession().topic).toBe(fresh.session.topic);
    await dapp.close();

    // The page now configures a third chain the session was never asked for.
    const grown = dappClient([CHAIN_A, CHAIN_B, 'eip155:31339']);
    await expect(grown.restoreSession()).resolves.toBeNull();
    await eventually(() => (world.wallet.sessions().length === 0 ? true : undefined), 'the wallet to see the session end');
    dapp = grown;
    events = follow(grown);
  });

  it('serves the WalletConnect connector: connect, reconnect without a prompt, switch, disconnect', async () => {
    const connector = new WalletConnectConnector({ client: dapp, networks: NETWORKS });
    const connectorEvents: unknown[] = [];
    connector.subscribe((event) => connectorEvents.push(event));
    // A session this page made is not judged stale again, even though this client configures a chain the
    // connector does not propose (the next reload would drop it: that is the point of the rule).
    const result = await connector.connect({ caipNetworkId: CHAIN_B });
    expect(result).toEqual({ accounts: [account.address], caipNetworkId: CHAIN_B });
    expect(connectorEvents[0]).toMatchObject({ type: 'displayUri' });
    expect(await connector.getCaipNetworkId()).toBe(CHAIN_B);
    expect(await connector.isAuthorized()).toBe(true);

    await connector.switchNetwork({ caipNetworkId: CHAIN_A, name: 'A', rpcUrl: world.rpc.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
    expect(await connector.getCaipNetworkId()).toBe(CHAIN_A);
    expect(connectorEvents).toContainEqual({ type: 'chainChanged', caipNetworkId: CHAIN_A });

    await connector.disconnect();
    expect(await connector.getAccounts()).toEqual([]);
    await eventually(() => (world.wallet.sessions().length === 0 ? true : undefined), 'the wallet to see the session end');
  });

  it('falls back to a plain session, without sign-ins, when the wallet does not support one-click sign-in', async () => {
    // This wallet has no session_authenticate listener: its sign client answers the fallback proposal instead.
    const authentication = { chains: [CHAIN_A, CHAIN_B], domain: '127.0.0.1', uri: 'http://127.0.0.1/login', nonce: 'fallback1' };
    const result = await dapp.connect({ optionalNamespaces: proposalNamespaces(), caipNetworkId: CHAIN_A, authentication });
    expect(result.signIns).toEqual([]);
    expect(result).toMatchObject({ accounts: [account.address], caipNetworkId: CHAIN_A });
    expect(result.session.topic).toBe(walletSession().topic);
    await dapp.disconnect();
    await eventually(() => (world.wallet.sessions().length === 0 ? true : undefined), 'the wallet to see the session end');
  });

  it('removes a javascript: deep-link choice planted in the client storage before serving anything (issue 18, defect 2)', async () => {
    const storage = memoryKeyValueStorage();
    await storage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', JSON.stringify({ href: 'javascript:alert(document.domain)', name: 'Evil' }));
    const planted = world.dapp({ chains: [CHAIN_A], storage, customStoragePrefix: `${DAPP_PREFIX}-planted` });
    expect(await planted.restoreSession()).toBeNull();
    expect(await storage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')).toBeUndefined();
    await planted.close();

    const safe = JSON.stringify({ href: 'https://wallet.example', name: 'Good' });
    await storage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', safe);
    const kept = world.dapp({ chains: [CHAIN_A], storage, customStoragePrefix: `${DAPP_PREFIX}-planted` });
    await kept.restoreSession();
    expect(await storage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')).toBe(safe);
    await kept.close();
  });

  it('request(): into the session on a given chain, 4900 without one, REQUEST_TIMEOUT unanswered; its own disconnect is told as session_delete', async () => {
    const client = world.dapp({ chains: [CHAIN_A, CHAIN_B], customStoragePrefix: `${DAPP_PREFIX}-request`, requestTimeoutMs: 500 });
    const seen = follow(client);
    const message = toHex('walletport request()');
    const sign = () => client.request({ method: 'personal_sign', params: [message, account.address] }, CHAIN_B);
    await expect(sign()).rejects.toMatchObject({ rpcCode: 4900 });

    const { session } = await client.connect({ optionalNamespaces: proposalNamespaces(), caipNetworkId: CHAIN_A });
    const asked = world.wallet.requests.length;
    const signature = (await sign()) as Hex;
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true);
    expect(world.wallet.requests.slice(asked)).toEqual([{ chainId: CHAIN_B, method: 'personal_sign' }]);

    let release: (() => void) | undefined;
    world.wallet.beforeAnswer = () => new Promise<void>((resolve) => (release = resolve));
    try {
      await expect(sign()).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    } finally {
      world.wallet.beforeAnswer = undefined;
      release?.();
    }

    await client.disconnect();
    expect(seen.filter((event) => event.type === 'session_delete')).toEqual([{ type: 'session_delete', topic: session.topic }]);
    await client.close();
  });

  it('sent nothing to any host but 127.0.0.1, and used the local relay', () => {
    expect(world.guard.blocked).toEqual([]);
    expect(world.guard.attempts).toContain(`tcp 127.0.0.1:${world.relay.port}`);
    expect(world.guard.attempts.some((attempt) => /verify|pulse|walletconnect\.(org|com)/.test(attempt))).toBe(false);
  });
});
