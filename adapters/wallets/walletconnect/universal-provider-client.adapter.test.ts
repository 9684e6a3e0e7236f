// The adapter against the real thing: the local relay on 127.0.0.1, an unmodified WalletConnect sign client
// playing the wallet in the same process, and a local JSON-RPC server for reads. Nothing may leave
// 127.0.0.1 (the network guard fails and records anything else).
import { SignClient } from '@walletconnect/sign-client';
import { toHex, verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalHttpServer, type LocalHttpServer } from '../../http/testing/local-http-server.js';
import { freePort } from '../../../devstack/chains/anvil.js';
import { DEV_ACCOUNTS } from '../../../devstack/config.js';
import { startRelay, type RunningRelay } from '../../../devstack/relay/start-relay.js';
import { memoryKeyValueStorage, type MemoryKeyValueStorage } from '../../../devstack/relay/testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from '../../../devstack/relay/testing/network-guard.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { UserRejectedRequestError } from '../../../domain/entities/errors/rpc-errors.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { buildWalletConnectNamespaces } from '../../../domain/usecases/walletconnect/buildWalletConnectNamespaces.js';
import type { WalletConnectConnectResult, WalletConnectEvent } from '../../../ports/walletconnect.port.js';
import { UniversalProviderWalletConnectClient } from './universal-provider-client.adapter.js';
import { WalletConnectConnector } from './walletconnect-connector.adapter.js';

type Wallet = Awaited<ReturnType<typeof SignClient.init>>;
/** What the test reads of a session proposal. */
type ProposalParams = {
  requiredNamespaces: Record<string, unknown>;
  optionalNamespaces: Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>;
};

const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey);
const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';
const NETWORKS = [walletportDevnetA, walletportDevnetB];
const DAPP_PREFIX = 'walletport-wc-adapter-dapp';

let guard: NetworkGuard;
let relay: RunningRelay;
let rpc: LocalHttpServer;
let wallet: Wallet;
let dappStorage: MemoryKeyValueStorage;
const dapps: UniversalProviderWalletConnectClient[] = [];

/** What the wallet does with the next proposal. */
let answerProposals: 'approve' | 'reject' | 'ignore' = 'approve';
const proposals: ProposalParams[] = [];
const requests: { chainId: string; method: string }[] = [];

function dappClient(options: { rpcMap?: Record<string, string>; storage?: MemoryKeyValueStorage } = {}) {
  const client = new UniversalProviderWalletConnectClient({
    projectId: 'walletport-devstack',
    relayUrl: relay.url,
    metadata: { name: 'walletport test dapp', description: 'adapter test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: options.rpcMap ?? { [CHAIN_A]: rpc.url, [CHAIN_B]: rpc.url },
    storage: options.storage ?? dappStorage,
    customStoragePrefix: DAPP_PREFIX,
    logLevel: 'silent',
    telemetryEnabled: false,
  });
  dapps.push(client);
  return client;
}

/** Collects the client's events and pairs the wallet with every URI it shows. */
function follow(client: UniversalProviderWalletConnectClient): WalletConnectEvent[] {
  const events: WalletConnectEvent[] = [];
  client.subscribe((event) => {
    events.push(event);
    if (event.type === 'display_uri') void wallet.pair({ uri: event.uri });
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
  const sessions = wallet.session.getAll();
  if (sessions.length !== 1) throw new Error(`the wallet holds ${sessions.length} sessions`);
  return sessions[0]!;
}

const proposalNamespaces = () => buildWalletConnectNamespaces({ networks: NETWORKS, caipNetworkId: CHAIN_A });

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // the library's Verify and telemetry switch (STACK-NOTES.md)
  // A "reload" builds a second client in this process: it must not reuse the first one's global core.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  guard = installNetworkGuard();
  relay = await startRelay({ port: await freePort() });
  rpc = await startLocalHttpServer((request) => {
    const { id, method } = request.json as { id: number; method: string };
    return { body: { jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? '0x2a' : null } };
  });
  dappStorage = memoryKeyValueStorage();
  wallet = await SignClient.init({
    projectId: 'walletport-devstack',
    relayUrl: relay.url,
    storage: memoryKeyValueStorage(),
    customStoragePrefix: 'walletport-wc-adapter-wallet',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'walletport test wallet', description: 'adapter test wallet', url: 'http://127.0.0.1', icons: [] },
  });
  const answered = new Set<number>();
  wallet.on('session_proposal', ({ id, params }) => {
    // The relay delivers a stored proposal again when the wallet subscribes anew: answer each one once.
    if (answered.has(id)) return;
    answered.add(id);
    proposals.push(params as unknown as ProposalParams);
    if (answerProposals === 'reject') {
      void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      return;
    }
    if (answerProposals === 'ignore') return;
    const chains = [CHAIN_A, CHAIN_B];
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    });
  });
  wallet.on('session_request', ({ topic, id, params }) => {
    requests.push({ chainId: params.chainId, method: params.request.method });
    const [message] = params.request.params as [Hex, string];
    void account
      .signMessage({ message: { raw: message } })
      .then((signature) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } }));
  });
}, 30_000);

afterAll(async () => {
  for (const dapp of dapps) await dapp.close();
  await wallet?.core.relayer.transportClose().catch(() => undefined);
  wallet?.core.heartbeat.stop();
  await relay?.stop();
  await rpc?.close();
  guard?.uninstall();
  vi.unstubAllEnvs();
});

describe('UniversalProviderWalletConnectClient over the local relay', () => {
  let dapp: UniversalProviderWalletConnectClient;
  let events: WalletConnectEvent[];
  let connected: WalletConnectConnectResult;

  it('creates nothing until first use', async () => {
    const before = relay.stats().connections;
    dapp = dappClient();
    events = follow(dapp);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(relay.stats().connections).toBe(before);
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
    expect(proposals[0]?.requiredNamespaces).toEqual({});
    expect(proposals[0]?.optionalNamespaces.eip155).toMatchObject({
      chains: [CHAIN_A, CHAIN_B],
      events: ['chainChanged', 'accountsChanged'],
    });
  });

  it('carries personal_sign to the wallet through getProvider() and the signature back', async () => {
    const provider = await dapp.getProvider();
    const message = toHex('walletport over WalletConnect');
    const signature = (await provider.request({ method: 'personal_sign', params: [message, account.address] })) as Hex;
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true);
    expect(requests).toEqual([{ chainId: CHAIN_A, method: 'personal_sign' }]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address]);
  });

  it('sends reads to the rpcMap URL of the active chain, never to a public host', async () => {
    const provider = await dapp.getProvider();
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    expect(rpc.requests.map((request) => (request.json as { method: string }).method)).toContain('eth_blockNumber');
  });

  it('follows the wallet: chainChanged then accountsChanged for the new chain, and the wallet accountsChanged', async () => {
    const session = walletSession();
    events.length = 0;
    await wallet.emit({ topic: session.topic, event: { name: 'chainChanged', data: 31338 }, chainId: CHAIN_B });
    await eventually(() => events.find((event) => event.type === 'accountsChanged'), 'accountsChanged');
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: CHAIN_B },
      { type: 'accountsChanged', accounts: [account.address], caipNetworkId: CHAIN_B },
    ]);
    expect(await (await dapp.getProvider()).request({ method: 'eth_chainId' })).toBe('0x7a6a');

    events.length = 0;
    const other = DEV_ACCOUNTS[1].address;
    await wallet.emit({ topic: session.topic, event: { name: 'accountsChanged', data: [`${CHAIN_B}:${other}`] }, chainId: CHAIN_B });
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
    await wallet.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    await eventually(() => events.find((event) => event.type === 'session_delete'), 'session_delete');
    expect(events.filter((event) => event.type === 'session_delete')).toEqual([{ type: 'session_delete', topic }]);
    await expect(dapp.restoreSession()).resolves.toBeNull();
    await expect((await dapp.getProvider()).request({ method: 'eth_accounts' })).rejects.toMatchObject({ rpcCode: 4900 });
  });

  it('turns the wallet declining the proposal into a typed user-rejected error', async () => {
    answerProposals = 'reject';
    try {
      const failure = await dapp.connect({ optionalNamespaces: proposalNamespaces() }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UserRejectedRequestError);
      expect((failure as UserRejectedRequestError).rpcCode).toBe(4001);
    } finally {
      answerProposals = 'approve';
    }
  });

  it("abandons a pairing on abortPairing or a newer connect with 'Modal closed'", async () => {
    answerProposals = 'ignore';
    const seen = proposals.length;
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
      await eventually(() => (proposals.length === seen + 2 ? true : undefined), 'both proposals at the wallet');
    } finally {
      answerProposals = 'approve';
    }
  });

  it('disconnects a stored session whose chains are stale and restores nothing', async () => {
    const fresh = await dapp.connect({ optionalNamespaces: proposalNamespaces(), caipNetworkId: CHAIN_A });
    expect(walletSession().topic).toBe(fresh.session.topic);
    await dapp.close();

    // The page now configures a third chain the session was never asked for.
    const grown = dappClient({ rpcMap: { [CHAIN_A]: rpc.url, [CHAIN_B]: rpc.url, 'eip155:31339': rpc.url } });
    await expect(grown.restoreSession()).resolves.toBeNull();
    await eventually(() => (wallet.session.getAll().length === 0 ? true : undefined), 'the wallet to see the session end');
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

    await connector.switchNetwork({ caipNetworkId: CHAIN_A, name: 'A', rpcUrl: rpc.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
    expect(await connector.getCaipNetworkId()).toBe(CHAIN_A);
    expect(connectorEvents).toContainEqual({ type: 'chainChanged', caipNetworkId: CHAIN_A });

    await connector.disconnect();
    expect(await connector.getAccounts()).toEqual([]);
    await eventually(() => (wallet.session.getAll().length === 0 ? true : undefined), 'the wallet to see the session end');
  });

  it('sent nothing to any host but 127.0.0.1, and used the local relay', () => {
    expect(guard.blocked).toEqual([]);
    expect(guard.attempts).toContain(`tcp 127.0.0.1:${relay.port}`);
    expect(guard.attempts.some((attempt) => /verify|pulse|walletconnect\.(org|com)/.test(attempt))).toBe(false);
  });
});
