import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import type { ConnectorEvent } from '../../../ports/wallet-connector.port.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { FakeWalletConnectClient } from '../../../tests/fakes/walletconnect-client.fake.js';
import { WalletConnectConnector } from './walletconnect-connector.adapter.js';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ALICE_CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';
const CHAIN_C = 'eip155:31339';

function setup() {
  const client = new FakeWalletConnectClient(new VirtualScheduler());
  const connector = new WalletConnectConnector({ client, networks: [walletportDevnetA, walletportDevnetB] });
  const events: ConnectorEvent[] = [];
  const unsubscribe = connector.subscribe((event) => events.push(event));
  return { client, connector, events, unsubscribe };
}

async function connected() {
  const world = setup();
  const connecting = world.connector.connect({ caipNetworkId: CHAIN_A });
  await flushMicrotasks();
  world.client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_A });
  await connecting;
  world.events.length = 0;
  return world;
}

describe('WalletConnectConnector', () => {
  it('describes itself as the WalletConnect connector on eip155', () => {
    const { connector } = setup();
    expect(connector.info).toEqual({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
    expect(Object.isFrozen(connector.info)).toBe(true);
  });

  it('proposes every configured network as optional namespaces, the requested one first, and announces the URI', async () => {
    const { client, connector, events } = setup();
    const connecting = connector.connect({ caipNetworkId: CHAIN_B });
    await flushMicrotasks();
    expect(client.proposals[0]).toMatchObject({ namespaces: undefined, caipNetworkId: CHAIN_B });
    expect(client.proposals[0]?.optionalNamespaces?.eip155?.chains).toEqual([CHAIN_B, CHAIN_A]);
    expect(events).toEqual([{ type: 'displayUri', uri: client.uris[0] }]);

    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_B });
    await expect(connecting).resolves.toEqual({ accounts: [ALICE_CHECKSUMMED], caipNetworkId: CHAIN_B });
  });

  it("hands on the capabilities the wallet announces for the account in the session properties", async () => {
    const { client, connector } = setup();
    const connecting = connector.connect({ caipNetworkId: CHAIN_A });
    await flushMicrotasks();
    const capabilities = JSON.stringify({ [ALICE]: { '0x7a69': { atomic: { status: 'supported' } }, '0x7a6a': { atomic: { status: 'ready' } } } });
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_A, sessionProperties: { capabilities, bundler_name: 'walletport' } });
    await expect(connecting).resolves.toEqual({ accounts: [ALICE_CHECKSUMMED], caipNetworkId: CHAIN_A, capabilities: { atomic: { status: 'supported' } } });
  });

  it('reads the capabilities of a restored session (reconnect after reload), and nothing without one', async () => {
    const { client, connector } = setup();
    expect(await connector.readCapabilities({ address: ALICE_CHECKSUMMED, caipNetworkId: CHAIN_A })).toBeUndefined();
    const connecting = connector.connect({ caipNetworkId: CHAIN_A });
    await flushMicrotasks();
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_A, sessionProperties: { capabilities: JSON.stringify({ [ALICE]: { '0x7a69': { atomic: { status: 'supported' } } } }) } });
    await connecting;
    const reloaded = new WalletConnectConnector({ client, networks: [walletportDevnetA, walletportDevnetB] });
    expect(await reloaded.readCapabilities({ address: ALICE_CHECKSUMMED, caipNetworkId: CHAIN_A })).toEqual({ atomic: { status: 'supported' } });
    expect(await reloaded.readCapabilities({ address: ALICE_CHECKSUMMED, caipNetworkId: CHAIN_B })).toBeUndefined();
  });

  it('does not pass a requested network of another namespace on', async () => {
    const { client, connector } = setup();
    void connector.connect({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    await flushMicrotasks();
    expect(client.proposals[0]?.caipNetworkId).toBeUndefined();
  });

  it('fails with CONNECT_FAILED when the wallet approves no EVM account', async () => {
    const { client, connector } = setup();
    const solanaOnly = connector.connect();
    await flushMicrotasks();
    client.approve({ accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    const failure = await solanaOnly.catch((error: unknown) => error);
    expect(isWalletportError(failure, 'CONNECT_FAILED')).toBe(true);
  });

  it('rejects with Modal closed when the pairing is abandoned', async () => {
    const { client, connector } = setup();
    const connecting = connector.connect();
    await flushMicrotasks();
    client.abortPairing();
    const failure = await connecting.catch((error: unknown) => error);
    expect(isWalletportError(failure, 'MODAL_CLOSED')).toBe(true);
  });

  it('reads the restored session without a prompt (reconnect after reload), and nothing without one', async () => {
    const { client, connector } = setup();
    expect(await connector.getAccounts()).toEqual([]);
    expect(await connector.isAuthorized()).toBe(false);

    const connecting = connector.connect();
    await flushMicrotasks();
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_B });
    await connecting;
    const reloaded = new WalletConnectConnector({ client, networks: [walletportDevnetA, walletportDevnetB] });
    expect(await reloaded.getAccounts()).toEqual([ALICE_CHECKSUMMED]);
    expect(await reloaded.getCaipNetworkId()).toBe(CHAIN_B);
    expect(await reloaded.isAuthorized()).toBe(true);
    expect(client.calls.filter((call) => call.method === 'connect')).toHaveLength(1);

    client.failRestoreWith = new Error('storage broken');
    expect(await reloaded.isAuthorized()).toBe(false);
  });

  // The switch itself (local, added, declined) is the contract's (tests/contracts); this is the wire.
  it("asks for a chain the session lacks through the session's provider, with the network's RPC to add it", async () => {
    const { client, connector } = await connected();
    await connector.switchNetwork({
      caipNetworkId: CHAIN_C,
      name: 'Walletport Devnet C',
      rpcUrl: 'http://127.0.0.1:8547',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    });
    expect(client.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }], caipNetworkId: CHAIN_A },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6b',
            chainName: 'Walletport Devnet C',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:8547'],
          },
        ],
        caipNetworkId: CHAIN_A,
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }], caipNetworkId: CHAIN_A },
    ]);
    expect(await connector.getCaipNetworkId()).toBe(CHAIN_C);
  });

  it('maps the session events: chain, accounts (checksummed, eip155 only), session update, deletion', async () => {
    const { client, events } = await connected();
    client.emitChainChanged(CHAIN_B);
    client.emitChainChanged('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    client.emitAccountsChanged([BOB_CHECKSUMMED.toLowerCase()], CHAIN_B);
    client.emitAccountsChanged(['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    client.emitAccountsChanged(['not an address']);
    const session = client.storedSession!;
    client.emitSessionUpdate({
      ...session,
      namespaces: { eip155: { ...session.namespaces.eip155!, accounts: [`${CHAIN_B}:${ALICE}`, `${CHAIN_A}:${BOB_CHECKSUMMED}`] } },
    });
    client.emitSessionUpdate({ ...session, namespaces: {} });
    client.emitSessionDelete();

    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: CHAIN_B },
      { type: 'accountsChanged', accounts: [ALICE_CHECKSUMMED] }, // the client follows a chain with its accounts
      { type: 'accountsChanged', accounts: [BOB_CHECKSUMMED] },
      { type: 'accountsChanged', accounts: [ALICE_CHECKSUMMED] },
      { type: 'disconnect' },
    ]);
  });

  it('disconnects the session, with the wallet failure typed', async () => {
    const { client, connector } = await connected();
    client.failDisconnectWith = { code: 4100, message: 'Unauthorized' };
    await expect(connector.disconnect()).rejects.toMatchObject({ rpcCode: 4100 });
    client.failDisconnectWith = undefined;
    await connector.disconnect();
    expect(client.storedSession).toBeNull();
    expect(await connector.getAccounts()).toEqual([]);
  });

  it('stops following the client on unsubscribe', async () => {
    const { client, unsubscribe } = setup();
    unsubscribe();
    expect(client.listenerCount).toBe(0);
  });
});

describe('WalletConnectConnector: one-click sign-in', () => {
  const request = { chains: [CHAIN_A, CHAIN_B], domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'abcdefgh12', statement: 'Sign in' };

  function oneClickWorld(answer: typeof request | null = request) {
    const client = new FakeWalletConnectClient(new VirtualScheduler());
    const calls: { prepare: (readonly string[])[]; complete: unknown[][] } = { prepare: [], complete: [] };
    const connector = new WalletConnectConnector({
      client,
      networks: [walletportDevnetA, walletportDevnetB],
      oneClickSignIn: {
        prepare: async (chains) => {
          calls.prepare.push(chains);
          return answer ?? undefined;
        },
        complete: async (...args) => {
          calls.complete.push(args);
        },
      },
    });
    return { client, connector, calls };
  }

  it('asks for the message (target chain first), sends it with the connect, and hands the signed sign-ins back before resolving', async () => {
    const { client, connector, calls } = oneClickWorld();
    const connecting = connector.connect({ caipNetworkId: CHAIN_B });
    await flushMicrotasks();
    expect(calls.prepare).toEqual([[CHAIN_B, CHAIN_A]]);
    expect(client.proposals.at(-1)?.authentication).toMatchObject({ chains: [CHAIN_A, CHAIN_B], domain: 'app.example', nonce: 'abcdefgh12' });
    const signIn = {
      message: 'app.example wants you to sign in',
      signature: '0xabc',
      caipAddress: `${CHAIN_B}:${ALICE_CHECKSUMMED}`,
      cacao: { h: { t: 'caip122' }, p: { domain: 'app.example', aud: 'https://app.example', version: '1', nonce: 'abcdefgh12', iat: '2026-11-24T00:00:00Z', iss: `did:pkh:${CHAIN_B}:${ALICE_CHECKSUMMED}` }, s: { t: 'eip191', s: '0xabc' } },
    };
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_B, signIns: [signIn] });
    await connecting;
    expect(calls.complete).toEqual([[request, [signIn]]]);
  });

  it('connects plainly when no message is handed out (sign-in off), and completes nothing', async () => {
    const { client, connector, calls } = oneClickWorld(null);
    const connecting = connector.connect({ caipNetworkId: CHAIN_A });
    await flushMicrotasks();
    expect(client.proposals.at(-1)?.authentication).toBeUndefined();
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_A });
    await connecting;
    expect(calls.complete).toEqual([]);
  });

  it('completes with no sign-ins when the wallet answered a plain session (no one-click support)', async () => {
    const { client, connector, calls } = oneClickWorld();
    const connecting = connector.connect({ caipNetworkId: CHAIN_A });
    await flushMicrotasks();
    client.approve({ accounts: [ALICE], caipNetworkId: CHAIN_A });
    await connecting;
    expect(calls.complete).toEqual([[request, []]]);
  });
});
