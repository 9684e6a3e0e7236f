/** Each port fake honours its port and its switches. */
import { describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  buildApproveResponseSchema,
  buildSwapResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nameResponseSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  allowanceResponseSchema,
  reverseNameResponseSchema,
  supportedChainsResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { connectorSchema, type Connector } from '../../domain/entities/connector/connector.js';
import { PAIRING_LIFETIME_MS, TRANSACTION_CONFIRMATION_TIMEOUT_MS } from '../../domain/entities/constants.js';
import { UnrecognizedChainError, UserRejectedRequestError } from '../../domain/entities/errors/rpc-errors.js';
import type { ConnectorEvent, WalletConnector } from '../../ports/wallet-connector.port.js';
import type { WalletConnectEvent } from '../../ports/walletconnect.port.js';
import {
  fakeActivityTransaction,
  FakeBlockchainApi,
  FakeChainAdapter,
  FakeConfirmationTimeoutError,
  FakeConnectorDiscovery,
  FakeEip1193Provider,
  FakeEmbeddedWalletFrame,
  fakeSignature,
  fakeTokenBalance,
  FakeWalletConnectClient,
  MockConnector,
  flushMicrotasks,
  userRejectedError,
  VirtualScheduler,
} from './index.js';

const ALICE = '0x00000000000000000000000000000000000A11cE';
const BOB = '0x0000000000000000000000000000000000000B0b';
const CAROL = '0x0000000000000000000000000000000000000C0c';
const METAMASK: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } };
const POLYGON = {
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
  rpcUrl: 'http://127.0.0.1:8546',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
};

function wallet(options: Partial<ConstructorParameters<typeof MockConnector>[0]> = {}): MockConnector {
  return new MockConnector({ info: METAMASK, accounts: [ALICE, BOB], caipNetworkId: 'eip155:1', ...options });
}

/** Tracks whether a promise settled, without awaiting it. */
function track<T>(promise: Promise<T>): { settled: () => boolean; promise: Promise<T> } {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => {});
  return { settled: () => settled, promise: tracked };
}

describe('MockConnector', () => {
  it('connects with its accounts on its network and records the call', async () => {
    const connector = wallet();
    expect(connectorSchema.parse(connector.info)).toEqual(METAMASK);
    await expect(connector.connect()).resolves.toEqual({ accounts: [ALICE, BOB], caipNetworkId: 'eip155:1' });
    expect(connector.calls).toEqual([{ method: 'connect', params: undefined }]);
    await expect(connector.isAuthorized()).resolves.toBe(true);
  });

  it('hands out accounts EIP-55 checksummed, as the real connectors do, and a malformed one as it is', async () => {
    const connector = wallet({ accounts: [ALICE.toLowerCase(), '0xnot-an-address'] });
    await expect(connector.connect()).resolves.toMatchObject({ accounts: [ALICE, '0xnot-an-address'] });
    await expect(connector.getAccounts()).resolves.toEqual([ALICE, '0xnot-an-address']);
  });

  it('connects on the requested network when it knows it, and stays where it is (adding nothing) otherwise', async () => {
    const connector = wallet({ knownNetworks: ['eip155:137'] });
    await expect(connector.connect({ caipNetworkId: 'eip155:137' })).resolves.toMatchObject({ caipNetworkId: 'eip155:137' });
    await expect(connector.connect({ caipNetworkId: 'eip155:10' })).resolves.toMatchObject({ caipNetworkId: 'eip155:137' });
    expect(connector.knownNetworks.has('eip155:10')).toBe(false);
  });

  it('rejects connect with failConnectWith, typed (a 4001 user rejection)', async () => {
    const connector = wallet();
    connector.failConnectWith = userRejectedError();
    const error = await connector.connect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toMatchObject({ rpcCode: 4001, details: 'User rejected the request.' });
    expect(connector.connected).toBe(false);
  });

  it('hangConnect never settles until release, which then applies the switches as they are', async () => {
    const connector = wallet();
    connector.hangConnect = true;
    const first = track(connector.connect());
    await flushMicrotasks();
    expect(first.settled()).toBe(false);
    expect(connector.pendingConnects).toBe(1);
    connector.release();
    await expect(first.promise).resolves.toMatchObject({ accounts: [ALICE, BOB] });

    const second = track(connector.connect());
    await flushMicrotasks();
    connector.failConnectWith = userRejectedError();
    connector.release();
    await expect(second.promise).rejects.toMatchObject({ rpcCode: 4001 });
  });

  it('answers accounts without a prompt only when authorized', async () => {
    const connector = wallet();
    await expect(connector.isAuthorized()).resolves.toBe(false);
    await expect(connector.getAccounts()).resolves.toEqual([]);
    connector.authorized = true;
    await expect(connector.getAccounts()).resolves.toEqual([ALICE, BOB]);
    await expect(connector.getCaipNetworkId()).resolves.toBe('eip155:1');
    await connector.disconnect();
    await expect(connector.getAccounts()).resolves.toEqual([]);
  });

  it('switches to a known network and tells its listeners', async () => {
    const connector = wallet({ knownNetworks: ['eip155:137'] });
    const events: ConnectorEvent[] = [];
    connector.subscribe((event) => events.push(event));
    await connector.switchNetwork(POLYGON);
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:137' }]);
    expect(connector.addedNetworks).toEqual([]);
    await expect(connector.getCaipNetworkId()).resolves.toBe('eip155:137');
  });

  it('adds an unknown network before switching, or rejects with 4902 when told to', async () => {
    const adding = wallet();
    await adding.switchNetwork(POLYGON);
    expect(adding.addedNetworks).toEqual([POLYGON]);
    expect(adding.caipNetworkId).toBe('eip155:137');

    const refusing = wallet();
    refusing.unknownChains = 'reject';
    await expect(refusing.switchNetwork(POLYGON)).rejects.toBeInstanceOf(UnrecognizedChainError);
    expect(refusing.caipNetworkId).toBe('eip155:1');
  });

  it('rejects switchNetwork with failSwitchWith and disconnect with failDisconnectWith', async () => {
    const connector = wallet({ knownNetworks: ['eip155:137'] });
    connector.failSwitchWith = userRejectedError();
    await expect(connector.switchNetwork(POLYGON)).rejects.toBeInstanceOf(UserRejectedRequestError);
    connector.failDisconnectWith = new Error('Failed to disconnect');
    await expect(connector.disconnect()).rejects.toThrow('Failed to disconnect');
  });

  it('hands out an EIP-1193 provider that answers accounts, chain id and personal_sign', async () => {
    const connector = wallet({ caipNetworkId: 'eip155:8453' });
    const provider = await connector.getProvider();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await connector.connect();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ALICE, BOB]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
    const signature = await provider.request({ method: 'personal_sign', params: ['hello', ALICE] });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(signature).toBe(fakeSignature('hello'));
    expect(fakeSignature('other')).not.toBe(signature);
    await expect(provider.request({ method: 'eth_sendRawTransaction' })).rejects.toMatchObject({ code: 4200 });
    expect(connector.provider.requests.map((request) => request.method)).toEqual([
      'eth_accounts',
      'eth_accounts',
      'eth_chainId',
      'personal_sign',
      'eth_sendRawTransaction',
    ]);
  });

  it('rejects personal_sign with failSignWith, and for an account it does not hold with 4100', async () => {
    const connector = wallet();
    await connector.connect();
    const provider = await connector.getProvider();
    await expect(provider.request({ method: 'personal_sign', params: ['hi', CAROL] })).rejects.toMatchObject({
      code: 4100,
    });
    connector.failSignWith = userRejectedError();
    await expect(provider.request({ method: 'personal_sign', params: ['hi', ALICE] })).rejects.toMatchObject({ code: 4001 });
  });

  it('plays wallet-side events to subscribers until they unsubscribe', async () => {
    const connector = wallet();
    await connector.connect();
    const events: ConnectorEvent[] = [];
    const providerChains: unknown[] = [];
    const unsubscribe = connector.subscribe((event) => events.push(event));
    connector.provider.on('chainChanged', (chainId) => providerChains.push(chainId));
    connector.emitAccountsChanged([BOB]);
    connector.emitChainChanged('eip155:10');
    connector.emitDisplayUri('wc:abc@2');
    connector.emitDisconnect();
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [BOB] },
      { type: 'chainChanged', caipNetworkId: 'eip155:10' },
      { type: 'displayUri', uri: 'wc:abc@2' },
      { type: 'disconnect' },
    ]);
    expect(providerChains).toEqual(['0xa']);
    expect(connector.connected).toBe(false);
    unsubscribe();
    expect(connector.listenerCount).toBe(0);
    connector.emitDisconnect();
    expect(events).toHaveLength(4);
  });
});

describe('FakeEip1193Provider', () => {
  const switchTo = (chainId: string) => ({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });

  it('hands out accounts after eth_requestAccounts (the permission), until it is revoked', async () => {
    const provider = new FakeEip1193Provider({ accounts: [ALICE, BOB], caipNetworkId: 'eip155:8453' });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ALICE, BOB]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ALICE, BOB]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
    await expect(provider.request({ method: 'personal_sign', params: ['hi', ALICE] })).resolves.toBe(fakeSignature('hi'));
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'personal_sign', params: ['hi', ALICE] })).rejects.toMatchObject({ code: 4100 });
    expect(provider.methods()).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
      'eth_chainId',
      'personal_sign',
      'wallet_revokePermissions',
      'eth_accounts',
      'personal_sign',
    ]);
  });

  it('switches to a chain it knows (chainChanged), answers 4902 for another until wallet_addEthereumChain', async () => {
    const provider = new FakeEip1193Provider({ caipNetworkId: 'eip155:1', knownNetworks: ['eip155:10'] });
    const chains: unknown[] = [];
    provider.on('chainChanged', (chainId) => chains.push(chainId));
    await provider.request(switchTo('0xa'));
    await expect(provider.request(switchTo('0x89'))).rejects.toMatchObject({ code: 4902 });
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x89', chainName: 'Polygon' }] });
    expect(provider.wallet.caipNetworkId).toBe('eip155:10'); // adding does not switch
    await provider.request(switchTo('0x89'));
    expect(chains).toEqual(['0xa', '0x89']);
    expect(provider.addedChains).toEqual([{ chainId: '0x89', chainName: 'Polygon' }]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89');
  });

  it('fails one request with failNext (a 4001 by default), every one with fail until cleared, answers any way with handle', async () => {
    const provider = new FakeEip1193Provider({ accounts: [ALICE] });
    provider.failNext('eth_requestAccounts');
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toEqual(userRejectedError());
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ALICE]);
    provider.fail('eth_chainId', { code: -32603, message: 'down' });
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: -32603 });
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: -32603 });
    provider.fail('eth_chainId', undefined);
    provider.handle('eth_chainId', 'not hex');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('not hex');
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4200 });
    const forwarding = new FakeEip1193Provider({ fallback: ({ method }) => `node answers ${method}` });
    await expect(forwarding.request({ method: 'eth_blockNumber' })).resolves.toBe('node answers eth_blockNumber');
  });

  it("plays the wallet's own acts as EIP-1193 events, to listeners until they are removed", () => {
    const provider = new FakeEip1193Provider({ accounts: [ALICE], permitted: true });
    const seen: unknown[][] = [];
    const listener = (name: string) => (...args: unknown[]) => seen.push([name, ...args]);
    const onAccounts = listener('accountsChanged');
    provider.on('accountsChanged', onAccounts);
    provider.on('chainChanged', listener('chainChanged'));
    provider.on('disconnect', listener('disconnect'));
    provider.changeAccounts([BOB]);
    provider.switchChain('eip155:10');
    provider.switchChain('eip155:10'); // already there: no event
    provider.disconnect();
    expect(seen).toEqual([
      ['accountsChanged', [BOB]],
      ['chainChanged', '0xa'],
      ['disconnect', { code: 4900, message: 'The Provider is disconnected from all chains.' }],
    ]);
    expect(provider.wallet).toMatchObject({ accounts: [BOB], caipNetworkId: 'eip155:10', permitted: false });
    expect(provider.listenerCount()).toBe(3);
    provider.removeListener('accountsChanged', onAccounts);
    expect(provider.listenerCount()).toBe(2);
  });
});

describe('FakeConnectorDiscovery', () => {
  it('counts starts and emits late announcements, replacing a connector announced again', () => {
    const injected = wallet();
    const discovery = new FakeConnectorDiscovery([injected]);
    const seen: (readonly WalletConnector[])[] = [];
    discovery.connectors$.subscribe((connectors) => seen.push(connectors));
    expect(discovery.started).toBe(false);
    discovery.start();
    discovery.start();
    expect(discovery).toMatchObject({ started: true, startCount: 2 });

    const rabby = wallet({ info: { ...METAMASK, id: 'io.rabby', name: 'Rabby' } });
    discovery.announce(rabby);
    const again = wallet();
    discovery.announce(again);
    expect(seen.map((connectors) => connectors.map((connector) => connector.info.id))).toEqual([
      ['io.metamask'],
      ['io.metamask', 'io.rabby'],
      ['io.metamask', 'io.rabby'],
    ]);
    expect(discovery.connectors[0]).toBe(again);
    discovery.stop();
    expect(discovery.started).toBe(false);
  });
});

describe('FakeChainAdapter', () => {
  it('reads native balances set per address and network, or fails with failBalanceWith', async () => {
    const adapter = new FakeChainAdapter(new VirtualScheduler());
    adapter.setBalance(ALICE.toUpperCase().replace('0X', '0x'), 'eip155:1', 5n * 10n ** 18n);
    await expect(adapter.getNativeBalance({ address: ALICE, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      value: 5n * 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    });
    await expect(adapter.getNativeBalance({ address: ALICE, caipNetworkId: 'eip155:137' })).resolves.toMatchObject({ value: 0n });
    adapter.failBalanceWith = new Error('HTTP status code: 500');
    await expect(adapter.getNativeBalance({ address: ALICE, caipNetworkId: 'eip155:1' })).rejects.toThrow('HTTP status code: 500');
  });

  it('logs sent transactions with deterministic hashes, or fails with failSendWith', async () => {
    const connector = wallet();
    const provider = await connector.getProvider();
    const send = (adapter: FakeChainAdapter) =>
      adapter.sendTransaction({ provider, from: ALICE, caipNetworkId: 'eip155:1', transaction: { to: BOB, value: 1n } });
    const adapter = new FakeChainAdapter(new VirtualScheduler());
    const first = await send(adapter);
    const second = await adapter.writeContract({
      provider,
      from: ALICE,
      caipNetworkId: 'eip155:1',
      call: { address: BOB, abi: [], functionName: 'transfer', args: [ALICE, 1n] },
    });
    expect(first).toMatch(/^0x[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(await send(new FakeChainAdapter(new VirtualScheduler()))).toBe(first);
    expect(adapter.sentTransactions.map((sent) => sent.kind)).toEqual(['send', 'write']);

    adapter.failSendWith = userRejectedError();
    await expect(send(adapter)).rejects.toMatchObject({ code: 4001 });
    expect(adapter.sentTransactions).toHaveLength(2);
  });

  it('waits for success, reverts the next transaction when told, and resets the switch', async () => {
    const adapter = new FakeChainAdapter(new VirtualScheduler());
    const provider = await wallet().getProvider();
    const send = () => adapter.sendTransaction({ provider, from: ALICE, caipNetworkId: 'eip155:1', transaction: { to: BOB } });
    const wait = (hash: string) => adapter.waitForTransaction({ hash, caipNetworkId: 'eip155:1', timeoutMs: 25_000 });
    await expect(wait(await send())).resolves.toBe('success');
    adapter.revertNext = true;
    await expect(wait(await send())).resolves.toBe('reverted');
    await expect(wait(await send())).resolves.toBe('success');
  });

  it('times out a transaction that is never mined exactly at timeoutMs, in virtual time', async () => {
    const scheduler = new VirtualScheduler();
    const adapter = new FakeChainAdapter(scheduler);
    adapter.neverMine = true;
    const provider = await wallet().getProvider();
    const hash = await adapter.sendTransaction({ provider, from: ALICE, caipNetworkId: 'eip155:1', transaction: { to: BOB } });
    const waiting = track(adapter.waitForTransaction({ hash, caipNetworkId: 'eip155:1', timeoutMs: TRANSACTION_CONFIRMATION_TIMEOUT_MS }));
    await scheduler.advanceAsync(TRANSACTION_CONFIRMATION_TIMEOUT_MS - 1);
    expect(waiting.settled()).toBe(false);
    await scheduler.advanceAsync(1);
    await expect(waiting.promise).rejects.toBeInstanceOf(FakeConfirmationTimeoutError);
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('mines after mineAfterMs of virtual time and cancels its timeout', async () => {
    const scheduler = new VirtualScheduler();
    const adapter = new FakeChainAdapter(scheduler);
    adapter.mineAfterMs = 3000;
    const waiting = track(adapter.waitForTransaction({ hash: `0x${'1'.repeat(64)}`, caipNetworkId: 'eip155:1', timeoutMs: 25_000 }));
    await scheduler.advanceAsync(2999);
    expect(waiting.settled()).toBe(false);
    await scheduler.advanceAsync(1);
    await expect(waiting.promise).resolves.toBe('success');
    expect(scheduler.pendingTimers).toBe(0);
  });

  it('prepares a transfer from the ledger and logs it with a base58 signature, or fails with its switches', async () => {
    const scheduler = new VirtualScheduler();
    const adapter = new FakeChainAdapter(scheduler, { namespace: 'solana' });
    const provider = await wallet().getProvider();
    const network = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';
    const [from, to] = ['JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce', 'C7M9dfzCzVcDJsi7xb44gsJrkJdDtYhqvfqm4b7C73T5'];
    const params = { from, to, caipNetworkId: network, amount: 1_000_000n };
    await expect(adapter.prepareTransfer(params)).resolves.toEqual({ fee: 5000n, receiverNativeBalance: 0n, minimumAccountBalance: 890_880n, tokenAccountRent: 0n });
    adapter.setBalance(to, network, 7n);
    adapter.preflight = { ...adapter.preflight, tokenAccountRent: 2_039_280n };
    await expect(adapter.prepareTransfer(params)).resolves.toMatchObject({ receiverNativeBalance: 7n, tokenAccountRent: 2_039_280n });
    const signature = await adapter.transfer({ ...params, provider });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    expect(adapter.sentTransactions).toEqual([expect.objectContaining({ kind: 'transfer', to, amount: 1_000_000n, hash: signature, outcome: 'success' })]);
    await expect(adapter.waitForTransaction({ hash: signature, caipNetworkId: network, timeoutMs: 25_000 })).resolves.toBe('success');
    adapter.failPrepareWith = new Error('node down');
    await expect(adapter.prepareTransfer(params)).rejects.toThrow('node down');
    adapter.failSendWith = userRejectedError();
    await expect(adapter.transfer({ ...params, provider })).rejects.toMatchObject({ code: 4001 });
    expect(adapter.sentTransactions).toHaveLength(1);
  });

  it('signs through the wallet provider, or fails with its own failSignWith first', async () => {
    const adapter = new FakeChainAdapter(new VirtualScheduler());
    const connector = wallet();
    await connector.connect();
    const provider = await connector.getProvider();
    await expect(adapter.signMessage({ provider, address: ALICE, message: 'hello' })).resolves.toBe(fakeSignature('hello'));
    connector.failSignWith = userRejectedError();
    await expect(adapter.signMessage({ provider, address: ALICE, message: 'hello' })).rejects.toMatchObject({ code: 4001 });
    connector.failSignWith = undefined;
    adapter.failSignWith = new Error('Signature declined');
    await expect(adapter.signMessage({ provider, address: ALICE, message: 'hello' })).rejects.toThrow('Signature declined');
    expect(connector.provider.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(2);
  });
});

describe('FakeWalletConnectClient', () => {
  const namespaces = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } };

  it('issues a fresh pairing URI expiring 240 s from the scheduler clock, then waits for approval', async () => {
    const scheduler = new VirtualScheduler();
    const client = new FakeWalletConnectClient(scheduler);
    const events: WalletConnectEvent[] = [];
    client.subscribe((event) => events.push(event));
    const connecting = track(client.connect({ namespaces }));
    await flushMicrotasks();
    expect(connecting.settled()).toBe(false);
    expect(PAIRING_LIFETIME_MS).toBe(240_000);

    const [uri] = client.uris;
    const match = /^wc:([0-9a-f]{64})@2\?relay-protocol=irn&symKey=([0-9a-f]{64})&expiryTimestamp=(\d+)$/.exec(uri ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[3])).toBe(Math.floor(scheduler.now() / 1000) + 240);
    expect(events).toEqual([{ type: 'display_uri', uri }]);
    expect(client.proposals).toEqual([{ namespaces, optionalNamespaces: undefined, uri }]);

    const session = client.approve({ accounts: [ALICE], caipNetworkId: 'eip155:1' });
    await expect(connecting.promise).resolves.toEqual({ accounts: [ALICE], caipNetworkId: 'eip155:1', session });
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${ALICE}`]);
    await expect(client.restoreSession()).resolves.toBe(session);
    await expect((await client.getProvider()).request({ method: 'eth_accounts' })).resolves.toEqual([ALICE]);

    scheduler.advance(60_000);
    void client.connect({ namespaces });
    expect(client.uris).toHaveLength(2);
    expect(client.uris[1]).not.toBe(uri);
    expect(client.uris[1]).toContain(`expiryTimestamp=${Math.floor(scheduler.now() / 1000) + 240}`);
  });

  it('rejects the proposal with the error the wallet gives', async () => {
    const client = new FakeWalletConnectClient(new VirtualScheduler());
    const connecting = client.connect({ namespaces });
    client.reject(userRejectedError());
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(() => client.approve({ accounts: [ALICE], caipNetworkId: 'eip155:1' })).toThrow(/no proposal is waiting/);
  });

  it('fails restore and disconnect with its switches, and forgets the session on disconnect', async () => {
    const client = new FakeWalletConnectClient(new VirtualScheduler());
    await expect(client.restoreSession()).resolves.toBeNull();
    const connecting = client.connect({ namespaces });
    client.approve({ accounts: [ALICE], caipNetworkId: 'eip155:1' });
    await connecting;
    client.failRestoreWith = new Error('storage broken');
    await expect(client.restoreSession()).rejects.toThrow('storage broken');
    client.failRestoreWith = undefined;
    client.failDisconnectWith = new Error('Failed to disconnect');
    await expect(client.disconnect()).rejects.toThrow('Failed to disconnect');
    expect(client.storedSession).not.toBeNull();
    client.failDisconnectWith = undefined;
    await client.disconnect();
    await expect(client.restoreSession()).resolves.toBeNull();
  });

  it('plays session and chain events from the wallet', async () => {
    const client = new FakeWalletConnectClient(new VirtualScheduler());
    const connecting = client.connect({ namespaces });
    const session = client.approve({ accounts: [ALICE], caipNetworkId: 'eip155:1' });
    await connecting;
    const events: WalletConnectEvent[] = [];
    const unsubscribe = client.subscribe((event) => events.push(event));
    const updated = { ...session, expiry: session.expiry + 1 };
    client.emitSessionUpdate(updated);
    client.emitChainChanged('eip155:137');
    client.emitAccountsChanged([BOB]);
    client.emitSessionDelete();
    expect(events).toEqual([
      { type: 'session_update', session: updated },
      { type: 'chainChanged', caipNetworkId: 'eip155:137' },
      { type: 'accountsChanged', accounts: [BOB] },
      { type: 'session_delete', topic: session.topic },
    ]);
    expect(client.storedSession).toBeNull();
    unsubscribe();
    expect(client.listenerCount).toBe(0);
  });
});

describe("FakeWalletConnectClient's provider", () => {
  it('switches locally to a chain of the session, asks the wallet about another (4902), and adds it to the session', async () => {
    const client = new FakeWalletConnectClient(new VirtualScheduler());
    const connecting = client.connect({ optionalNamespaces: { eip155: { chains: ['eip155:1', 'eip155:10'], methods: [], events: [] } } });
    client.approve({ accounts: [ALICE], caipNetworkId: 'eip155:1' });
    await connecting;
    const events: WalletConnectEvent[] = [];
    client.subscribe((event) => events.push(event));
    const provider = await client.getProvider();

    client.failNext('wallet_switchEthereumChain'); // a local switch never reaches the wallet
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: 'eip155:10' },
      { type: 'accountsChanged', accounts: [ALICE], caipNetworkId: 'eip155:10' },
    ]);
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({
      rpcCode: 4001,
    });
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({
      rpcCode: 4902,
    });
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x89' }] });
    expect(client.storedSession?.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10', 'eip155:137']);
    expect(client.storedSession?.namespaces.eip155?.accounts).toContain(`eip155:137:${ALICE}`);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89');
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ALICE]);
    expect(client.requests.map((request) => request.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_switchEthereumChain',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_accounts',
    ]);
  });
});

describe('FakeEmbeddedWalletFrame', () => {
  it('answers from its table: a payload, a function of the payload, an error, or nothing ever', async () => {
    const frame = new FakeEmbeddedWalletFrame();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    frame.respond('SWITCH_NETWORK', (payload: unknown) => ({ chainId: (payload as { chainId: number }).chainId }));
    frame.fail('CONNECT_OTP', 'Invalid code');
    frame.hang('GET_USER');
    await expect(frame.request('CONNECT_EMAIL', { email: 'a@b.c' }, { timeoutMs: 120_000 })).resolves.toEqual({ action: 'VERIFY_OTP' });
    await expect(frame.request('SWITCH_NETWORK', { chainId: 137 })).resolves.toEqual({ chainId: 137 });
    await expect(frame.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow('Invalid code');
    const user = track(frame.request('GET_USER'));
    await flushMicrotasks();
    expect(user.settled()).toBe(false);
    expect(frame.requests[0]).toEqual({ type: 'CONNECT_EMAIL', payload: { email: 'a@b.c' }, options: { timeoutMs: 120_000 } });
    expect(frame.requestsOf('GET_USER')).toHaveLength(1);
  });

  it('answers empty-payload requests by default and rejects others until an answer is set', async () => {
    const frame = new FakeEmbeddedWalletFrame();
    await expect(frame.request('SIGN_OUT')).resolves.toBeUndefined();
    await expect(frame.request('IS_CONNECTED')).rejects.toThrow(/no answer set for IS_CONNECTED/);
    frame.respond('IS_CONNECTED', { isConnected: false });
    await expect(frame.request('IS_CONNECTED')).resolves.toEqual({ isConnected: false });
    frame.reset('IS_CONNECTED');
    await expect(frame.request('IS_CONNECTED')).rejects.toThrow();
  });

  it('is ready unless failReadyWith is set or hangReady is on', async () => {
    const frame = new FakeEmbeddedWalletFrame();
    await expect(frame.ready()).resolves.toBeUndefined();
    frame.failReadyWith = new Error('iframe_load_failed');
    await expect(frame.ready()).rejects.toThrow('iframe_load_failed');
    frame.failReadyWith = undefined;
    frame.hangReady = true;
    const ready = track(frame.ready());
    await flushMicrotasks();
    expect(ready.settled()).toBe(false);
    expect(frame.readyCount).toBe(3);
  });

  it('emits frame events to subscribers', () => {
    const frame = new FakeEmbeddedWalletFrame();
    const seen: unknown[] = [];
    const unsubscribe = frame.subscribe((event) => seen.push(event));
    frame.emit({ type: 'READY' });
    frame.emit({ type: 'SESSION_UPDATE', payload: { token: 't' } });
    unsubscribe();
    frame.emit({ type: 'READY' });
    expect(seen).toEqual([{ type: 'READY' }, { type: 'SESSION_UPDATE', payload: { token: 't' } }]);
  });
});

describe('FakeBlockchainApi', () => {
  const swapParams = { amount: '1000', userAddress: `eip155:1:${ALICE}`, from: 'eip155:1:0xaaa', to: 'eip155:1:0xbbb' };

  it('answers every method with data that passes the zod schemas of the HTTP edge', async () => {
    const api = new FakeBlockchainApi();
    api.setBalances(ALICE, 'eip155:1', [fakeTokenBalance(), fakeTokenBalance({ symbol: 'USDC', address: 'eip155:1:0xa0b8' })]);
    api.setHistory(ALICE, [[fakeActivityTransaction()]]);
    api.setIdentity(ALICE, { name: 'alice.reown.id', avatar: null });
    api.setSwapTokens('eip155:1', [{ name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: 'x' }]);
    api.setPrice('eip155:1:0xa0b8', { name: 'USD Coin', symbol: 'USDC', iconUrl: 'x', price: 1 });
    await api.registerName({
      coinType: 60,
      address: ALICE,
      message: JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1_768_478_400 }),
      signature: fakeSignature('m'),
    });

    supportedChainsResponseSchema.parse(await api.getSupportedChains());
    identityResponseSchema.parse(await api.getIdentity({ address: ALICE }));
    historyResponseSchema.parse(await api.getHistory({ address: ALICE }));
    expect(balanceResponseSchema.parse(await api.getBalance({ address: ALICE, chainId: 'eip155:1' })).balances).toHaveLength(2);
    swapTokensResponseSchema.parse(await api.getSwapTokens({ chainId: 'eip155:1' }));
    swapQuotesResponseSchema.parse(await api.getSwapQuote({ ...swapParams, gasPrice: '1' }));
    allowanceResponseSchema.parse(await api.getAllowance({ tokenAddress: '0xaaa', userAddress: ALICE }));
    gasPriceResponseSchema.parse(await api.getGasPrice({ chainId: 'eip155:1' }));
    buildSwapResponseSchema.parse(await api.buildSwap({ ...swapParams, slippage: 1 }));
    buildApproveResponseSchema.parse(await api.buildApprove(swapParams));
    expect(fungiblePriceResponseSchema.parse(await api.getPrices({ addresses: ['eip155:1:0xA0B8', 'x'] })).fungibles).toHaveLength(1);
    nameResponseSchema.parse(await api.getName({ name: 'alice.reown.id' }));
    expect(reverseNameResponseSchema.parse(await api.getNamesForAddress({ address: ALICE }))).toHaveLength(1);
    nameSuggestionsResponseSchema.parse(await api.getNameSuggestions({ name: 'alice' }));
    onrampOptionsResponseSchema.parse(await api.getOnrampOptions());
    onrampQuoteResponseSchema.parse(
      await api.getOnrampQuote({ purchaseCurrency: 'usdc', paymentCurrency: 'USD', amount: '100', network: 'walletport-devnet-a' }),
    );
    onrampUrlResponseSchema.parse(
      await api.generateOnrampUrl({ destinationWallets: [{ address: ALICE, blockchains: ['ethereum'] }], partnerUserId: ALICE }),
    );
    await expect(api.rpcRequest({ caipNetworkId: 'eip155:137', method: 'eth_chainId' })).resolves.toBe('0x89');
    await expect(api.rpcRequest({ caipNetworkId: 'eip155:1', method: 'eth_foo' })).rejects.toMatchObject({ code: -32601 });
  });

  it('pages history with cursors', async () => {
    const api = new FakeBlockchainApi();
    api.setHistory(ALICE, [[fakeActivityTransaction({ id: 'a' })], [fakeActivityTransaction({ id: 'b', metadata: { status: 'pending' } })]]);
    const first = await api.getHistory({ address: ALICE });
    expect(first).toMatchObject({ data: [{ id: 'a' }], next: 'page-1' });
    const second = await api.getHistory({ address: ALICE, cursor: first.next ?? undefined });
    expect(second).toMatchObject({ data: [{ id: 'b', metadata: { status: 'pending' } }], next: null });
    await expect(api.getHistory({ address: BOB })).resolves.toEqual({ data: [], next: null });
  });

  it('answers the on-ramp purchases apart from the chain history', async () => {
    const api = new FakeBlockchainApi();
    api.setHistory(ALICE, [[fakeActivityTransaction({ id: 'chain' })]]);
    await expect(api.getHistory({ address: ALICE, onramp: 'coinbase' })).resolves.toEqual({ data: [], next: null });
    api.setPurchases(ALICE, [fakeActivityTransaction({ id: 'order-1', metadata: { operationType: 'buy', status: 'pending' } })]);
    await expect(api.getHistory({ address: ALICE.toLowerCase(), onramp: 'coinbase' })).resolves.toMatchObject({ data: [{ id: 'order-1' }], next: null });
    await expect(api.getHistory({ address: ALICE })).resolves.toMatchObject({ data: [{ id: 'chain' }] });
  });

  it('fails the next call with failNext, every call with failAlways until heal, and counts them all', async () => {
    const api = new FakeBlockchainApi();
    api.failNext('getBalance');
    await expect(api.getBalance({ address: ALICE, chainId: 'eip155:1' })).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    await expect(api.getBalance({ address: ALICE, chainId: 'eip155:1' })).resolves.toEqual({ balances: [] });

    const rateLimited = new Error('HTTP status code: 429');
    api.failAlways('getIdentity', rateLimited);
    await expect(api.getIdentity({ address: ALICE })).rejects.toBe(rateLimited);
    await expect(api.getIdentity({ address: ALICE })).rejects.toBe(rateLimited);
    api.heal('getIdentity');
    await expect(api.getIdentity({ address: ALICE })).resolves.toEqual({ name: null, avatar: null });

    expect(api.callCount('getBalance')).toBe(2);
    expect(api.calls.getIdentity).toEqual([{ address: ALICE }, { address: ALICE }, { address: ALICE }]);
    expect(api.callCount('getPrices')).toBe(0);
  });

  it('registers names, refuses a taken one, and 404s an unknown one', async () => {
    const api = new FakeBlockchainApi();
    const message = JSON.stringify({ name: 'bob.reown.id', attributes: { bio: 'hi' }, timestamp: 1_768_478_400 });
    await api.registerName({ coinType: 60, address: BOB, message, signature: fakeSignature(message) });
    await expect(api.getName({ name: 'bob.reown.id' })).resolves.toMatchObject({
      registered_at: '2026-01-15T12:00:00.000Z',
      addresses: { '60': { address: BOB } },
      attributes: [{ bio: 'hi' }],
    });
    await expect(api.registerName({ coinType: 60, address: ALICE, message, signature: '0x' })).rejects.toThrow('HTTP status code: 409');
    await expect(api.registerName({ coinType: 60, address: ALICE, message: 'nope', signature: '0x' })).rejects.toThrow('400');
    await expect(api.getName({ name: 'carol.reown.id' })).rejects.toThrow('HTTP status code: 404');
    await expect(api.getNameSuggestions({ name: 'bob' })).resolves.toEqual({
      suggestions: [
        { name: 'bob.reown.id', registered: true },
        { name: 'bob1.reown.id', registered: false },
        { name: 'bob2.reown.id', registered: false },
      ],
    });
  });

  it('hands out copies, so a caller cannot change what the fake holds', async () => {
    const api = new FakeBlockchainApi();
    api.setBalances(ALICE, 'eip155:1', [fakeTokenBalance()]);
    const answer = await api.getBalance({ address: ALICE, chainId: 'eip155:1' });
    answer.balances.pop();
    await expect(api.getBalance({ address: ALICE, chainId: 'eip155:1' })).resolves.toMatchObject({ balances: [{ symbol: 'ETH' }] });
  });
});
