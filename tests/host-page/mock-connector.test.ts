/**
 * A host page's own test, as a page that ships walletport writes it: the client is built by createWalletport
 * with `connectors: [mockConnector(...)]` (walletport/testing), driven through the public actions, and the
 * wallet's switches make it fail the way real wallets fail. Only public entries are imported.
 */
import { createWalletClient, custom, UserRejectedRequestError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connect,
  createWalletport,
  disconnect,
  getAccount,
  getConnectors,
  getNetwork,
  getProvider,
  switchNetwork,
  type WalletportClient,
} from '../../index.js';
import { base, mainnet } from '../../networks.js';
import * as testing from '../../testing/index.js';
import { mockConnector, mockSignature, userRejectedError, type MockConnector } from '../../testing/index.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let clients: WalletportClient[] = [];

/** The host page: its client over the mock wallets, started as the provider would start it. */
function page(connectors: readonly MockConnector[], { enableWalletConnect = false } = {}): WalletportClient {
  const client = createWalletport({
    projectId: 'host-test',
    networks: [mainnet, base],
    connectors,
    enableInjected: false,
    enableEIP6963: false,
    enableWalletConnect,
    // Analytics would ask the cloud for its config on the first act; a test stays offline.
    features: { analytics: false },
  });
  clients.push(client);
  client.start();
  return client;
}

describe('a host page tests itself with walletport/testing', () => {
  let requests: string[] = [];

  beforeEach(() => {
    requests = [];
    // Nothing may leave the machine: every request the page makes is recorded and refused.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return new Response(null, { status: 503 });
    });
  });

  afterEach(() => {
    for (const client of clients) client.dispose();
    clients = [];
    vi.unstubAllGlobals();
    expect(requests).toEqual([]);
  });

  it('connects the mock wallet by its connector id, and lists it first', { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE.toLowerCase(), BOB], network: mainnet, name: 'Test Wallet', icon: 'data:image/png;base64,AA==' });
    const client = page([wallet]);

    const connected = await connect(client, { connectorId: 'mock' });

    expect(connected).toMatchObject({ connectorId: 'mock', address: ALICE, caipNetworkId: 'eip155:1' });
    expect(getAccount(client)).toMatchObject({ isConnected: true, status: 'connected', address: ALICE, connectorId: 'mock' });
    expect(getConnectors(client)[0]).toMatchObject({ id: 'mock', name: 'Test Wallet', type: 'EXTERNAL', chain: 'eip155', imageUrl: 'data:image/png;base64,AA==' });
  });

  it('rejects a connect the user declines with CONNECTION_REJECTED, and connects once the switch is cleared', { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: 'eip155:1' });
    const client = page([wallet]);
    wallet.failConnectWith = userRejectedError();

    await expect(connect(client, { connectorId: 'mock' })).rejects.toMatchObject({ name: 'WalletportError', code: 'CONNECTION_REJECTED' });
    expect(getAccount(client).isConnected).toBe(false);

    wallet.failConnectWith = undefined;
    await expect(connect(client, { connectorId: 'mock' })).resolves.toMatchObject({ address: ALICE });
  });

  it('holds a connect while the wallet hangs, until the test releases it', { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet });
    const client = page([wallet]);
    wallet.hangConnect = true;

    let settled = false;
    const connecting = connect(client, { connectorId: 'mock' }).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(wallet.pendingConnects).toBe(1));
    expect(getAccount(client).status).toBe('connecting');
    expect(settled).toBe(false);

    wallet.hangConnect = false;
    wallet.release();
    await expect(connecting).resolves.toMatchObject({ address: ALICE });
    expect(getAccount(client).status).toBe('connected');
  });

  it('reports a switch the user declines, and switches once the switch is cleared', { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet, knownNetworks: [base] });
    const client = page([wallet]);
    await connect(client, { connectorId: 'mock' });
    wallet.failSwitchWith = userRejectedError();

    await expect(switchNetwork(client, { network: base })).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(getNetwork(client).caipNetworkId).toBe('eip155:1');

    wallet.failSwitchWith = undefined;
    await expect(switchNetwork(client, { network: base })).resolves.toBe('switched');
    expect(getNetwork(client).caipNetworkId).toBe('eip155:8453');
    expect(wallet.caipNetworkId).toBe('eip155:8453');
  });

  it("signs through the wallet's provider, and rejects a signature the user declines", { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet });
    const client = page([wallet]);
    await connect(client, { connectorId: 'mock' });
    const provider = await getProvider(client);
    if (!provider) throw new Error('connected, yet no provider');
    const viemWallet = createWalletClient({ account: ALICE, chain: undefined, transport: custom(provider) });

    await expect(viemWallet.signMessage({ message: 'hello' })).resolves.toBe(mockSignature('0x68656c6c6f'));

    wallet.failSignWith = userRejectedError();
    await expect(viemWallet.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(UserRejectedRequestError);
    await expect(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] })).rejects.toEqual(userRejectedError());
  });

  it("follows the wallet's own acts: another account, another network, a disconnect", { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE, BOB], network: mainnet });
    const client = page([wallet]);
    await connect(client, { connectorId: 'mock' });

    wallet.emitAccountsChanged([BOB, ALICE]);
    await vi.waitFor(() => expect(getAccount(client).address).toBe(BOB));
    wallet.emitChainChanged('eip155:8453');
    await vi.waitFor(() => expect(getNetwork(client).caipNetworkId).toBe('eip155:8453'));
    wallet.emitDisconnect();
    await vi.waitFor(() => expect(getAccount(client).status).toBe('disconnected'));
  });

  it('refuses a disconnect the wallet fails, keeping the connection', { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet });
    const client = page([wallet]);
    await connect(client, { connectorId: 'mock' });
    wallet.failDisconnectWith = { code: -32603, message: 'Internal error' };

    await expect(disconnect(client)).rejects.toMatchObject({ code: 'DISCONNECT_FAILED' });
  });

  it('reconnects an authorised wallet after a reload, without a prompt', { timeout: 30_000 }, async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet });
    const first = page([wallet]);
    await connect(first, { connectorId: 'mock' });
    first.dispose();

    // The reload: a new page over the same storage; the wallet remembers the page (authorized).
    expect(wallet.authorized).toBe(true);
    const prompts = wallet.calls.filter((call) => call.method === 'connect').length;
    const reloaded = page([wallet]);
    await vi.waitFor(() => expect(getAccount(reloaded)).toMatchObject({ isConnected: true, address: ALICE }), { timeout: 10_000 });
    expect(wallet.calls.filter((call) => call.method === 'connect')).toHaveLength(prompts);
  });

  it("lists the page's connectors before WalletConnect's and the embedded (email and social) wallet's", { timeout: 30_000 }, async () => {
    const wallet = mockConnector({ accounts: [ALICE], network: mainnet });
    const second = mockConnector({ accounts: [BOB], network: mainnet, id: 'second', name: 'Second Wallet' });
    const client = page([wallet, second], { enableWalletConnect: true });
    await vi.waitFor(() => expect(getConnectors(client).map((connector) => connector.id)).toEqual(['mock', 'second', 'walletConnect', 'ID_AUTH']));
  });

  it('refuses a network that is not a CAIP-2 id', () => {
    expect(() => mockConnector({ accounts: [ALICE], network: 'mainnet' })).toThrow(TypeError);
    expect(() => mockConnector({ accounts: [ALICE], network: 'near:mainnet' })).toThrow(TypeError);
  });

  it('exports exactly the public surface of walletport/testing (a change here is an API change)', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "MockConnector",
        "MockEip1193Provider",
        "ScriptedAnswers",
        "mockConnector",
        "mockSignature",
        "providerChainId",
        "providerDisconnectedError",
        "unauthorizedError",
        "unrecognizedChainError",
        "unsupportedMethodError",
        "userRejectedError",
      ]
    `);
  });
});
