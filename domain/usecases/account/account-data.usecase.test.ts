import { describe, expect, it, vi } from 'vitest';
import { parseEther } from 'viem';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import {
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_CACHE_TTL_MS,
  TOKEN_BALANCE_RETRY_LOCKOUT_MS,
} from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import {
  bitcoin,
  ethereum,
  optimism,
  sepolia,
  solana,
  walletportDevnetA,
  walletportDevnetB,
  type CaipNetwork,
} from '../../entities/network/index.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred, FakeWalletConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import type { ConnectionState, NamespaceConnection } from '../connection/connection.types.js';
import { NetworkUseCase } from '../network/network.usecase.js';
import { RouterUseCase } from '../router/router.usecase.js';
import { StateStore } from '../shared/state-store.js';
import { ToastUseCase } from '../toast/toast.usecase.js';
import { AccountDataUseCase, INITIAL_ACCOUNT_DATA_STATE, type AccountDataNetworkState } from './account-data.usecase.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BITCOIN_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

function connectionState(activeNamespace: ChainNamespace = 'eip155'): ConnectionState {
  return { activeNamespace, namespaces: {}, connectingConnectorId: undefined, recentWallets: [] };
}

function connectedEntry(namespace: ChainNamespace, address: string, caipNetworkId: string): NamespaceConnection {
  return {
    namespace,
    status: 'connected',
    connectorId: 'wallet',
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    allAccounts: [{ address, type: 'eoa' }],
    caipNetworkId,
  };
}

/** Stand-ins for the connection and network use cases: their states in StateStores the test drives. */
function world({
  network = ethereum,
  adapters = ['eip155', 'solana'],
  storage,
}: { network?: CaipNetwork; adapters?: ChainNamespace[]; storage?: FakeStorage } = {}) {
  const scheduler = new VirtualScheduler();
  const api = new FakeBlockchainApi();
  const logger = new RecordingLogger();
  const toasts = new ToastUseCase({ scheduler });
  const showError = vi.spyOn(toasts, 'showError');
  const chainAdapters = new Map<ChainNamespace, FakeChainAdapter>(
    adapters.map((namespace) => [namespace, new FakeChainAdapter(scheduler, { namespace })]),
  );
  const connection = new StateStore<ConnectionState>(connectionState(network.chainNamespace));
  const networkStore = new StateStore<AccountDataNetworkState>({ activeCaipNetwork: network, isUnsupportedChain: false });
  let account: AccountDataUseCase | undefined;
  const build = () => {
    account = new AccountDataUseCase({
      connection,
      network: networkStore,
      blockchainApi: api,
      chainAdapters: chainAdapters as ReadonlyMap<ChainNamespace, ChainAdapter>,
      scheduler,
      toasts,
      logger,
      storage,
    });
    return account;
  };
  /** The wallet connects (or moves) on the active network's namespace, and the network use case follows. */
  const connect = (address: string, target: CaipNetwork = networkStore.snapshot.activeCaipNetwork) => {
    connection.update((previous) => ({
      activeNamespace: target.chainNamespace,
      namespaces: { ...previous.namespaces, [target.chainNamespace]: connectedEntry(target.chainNamespace, address, target.caipNetworkId) },
    }));
    networkStore.update({ activeCaipNetwork: target, isUnsupportedChain: false });
  };
  const disconnect = (namespace: ChainNamespace) =>
    connection.update((previous) => ({ namespaces: { ...previous.namespaces, [namespace]: undefined } }));
  const evm = chainAdapters.get('eip155');
  return { scheduler, api, logger, toasts, showError, chainAdapters, evm, connection, networkStore, build, connect, disconnect };
}

function balanceCalls(adapter: FakeChainAdapter | undefined): number {
  return adapter?.calls.filter((call) => call.method === 'getNativeBalance').length ?? 0;
}

const ether = (numeric: string, chainId: string = ethereum.caipNetworkId): TokenBalance =>
  fakeTokenBalance({ chainId, quantity: { decimals: '18', numeric } });
const usdc = (numeric: string): TokenBalance =>
  fakeTokenBalance({ name: 'USD Coin', symbol: 'USDC', address: USDC, price: 1, value: Number(numeric), quantity: { decimals: '6', numeric } });

describe('AccountDataUseCase: nothing connected', () => {
  it('stays idle and calls nothing', async () => {
    const { build, api } = world();
    const account = build();
    await flushMicrotasks();
    expect(account.snapshot).toEqual(INITIAL_ACCOUNT_DATA_STATE);
    await expect(account.refresh()).resolves.toEqual(INITIAL_ACCOUNT_DATA_STATE);
    expect(api.callCount('getSupportedChains') + api.callCount('getBalance') + api.callCount('getIdentity')).toBe(0);
  });

  it('clears the data when the account disconnects', async () => {
    const { build, connect, disconnect, api } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('2')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('2');

    disconnect('eip155');
    expect(account.snapshot).toEqual(INITIAL_ACCOUNT_DATA_STATE);
  });
});

describe('AccountDataUseCase: native balance', () => {
  it('comes from the blockchain API when it supports the network, floored to 3 decimals', async () => {
    const { build, connect, api, evm } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1.23456789'), usdc('25.5')]);
    const account = build();

    connect(ALICE);
    expect(account.snapshot.balanceLoading).toBe(true);
    expect(account.snapshot.tokensStatus).toBe('loading');
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({
      address: ALICE,
      caipNetworkId: 'eip155:1',
      balance: '1.234',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      tokensStatus: 'ready',
    });
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
    expect(api.calls.getBalance).toEqual([{ address: ALICE, chainId: 'eip155:1' }]);
    expect(balanceCalls(evm)).toBe(0);
  });

  it('comes from the chain RPC when the API does not support the network: the real devnet balance', async () => {
    const { build, connect, api, evm } = world({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('9999.98765'));
    const account = build();

    connect(ALICE);
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ balance: '9999.987', balanceSymbol: 'ETH', balanceLoading: false, tokensStatus: 'empty' });
    expect(account.snapshot.tokenBalances).toEqual([]);
    expect(api.callCount('getBalance')).toBe(0);
    expect(api.callCount('getIdentity')).toBe(0);
    expect(balanceCalls(evm)).toBe(1);
  });

  it("shows '0.00' when no balance source exists for the chain (API unsupported, no chain adapter)", async () => {
    const { build, connect, api } = world({ network: walletportDevnetA, adapters: [] });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH', balanceLoading: false, tokensStatus: 'empty' });
    expect(api.callCount('getBalance')).toBe(0);
  });

  it("shows '0.00' and calls nothing on a namespace without balances", async () => {
    const { build, connect, api, chainAdapters } = world({ network: bitcoin, adapters: ['eip155', 'bip122'] });
    const account = build();
    connect(BITCOIN_ADDRESS);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '0.00', balanceSymbol: 'BTC', tokensStatus: 'empty', profileName: undefined });
    expect(api.callCount('getSupportedChains') + api.callCount('getBalance') + api.callCount('getIdentity')).toBe(0);
    expect(balanceCalls(chainAdapters.get('bip122'))).toBe(0);
  });

  it("shows '0.00' and calls nothing while the wallet is on an unsupported network", async () => {
    const { build, connect, networkStore, api, evm } = world();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    const apiCallsBefore = api.callCount('getBalance');
    const rpcCallsBefore = balanceCalls(evm);

    networkStore.update({ isUnsupportedChain: true });
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ balance: '0.00', tokensStatus: 'empty', tokenBalances: [] });
    expect(api.callCount('getBalance')).toBe(apiCallsBefore);
    expect(balanceCalls(evm)).toBe(rpcCallsBefore);
  });

  it('falls back to the chain RPC when the API lists no usable native entry (low quality entries are filtered)', async () => {
    const { build, connect, api, evm } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [fakeTokenBalance({ quantity: { decimals: '0', numeric: '123' } }), usdc('3')]);
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('0.5'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('0.5');
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['USDC']);
    expect(balanceCalls(evm)).toBe(1);
  });

  it('shows a zero balance when the API answered without a native entry and there is no RPC', async () => {
    const { build, connect, api } = world({ adapters: [] });
    api.setBalances(ALICE, ethereum.caipNetworkId, [usdc('3')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('0.000');
  });

  it('leaves the balance unknown, not zero, when the chain RPC fails', async () => {
    const { build, connect, evm, logger } = world({ network: walletportDevnetA });
    if (evm) evm.failBalanceWith = new Error('connection refused');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: undefined, balanceLoading: false });
    expect(logger.messages('warn').join('\n')).toContain('native balance could not be read');
  });

  it('is cached 30 s per address and network', async () => {
    const { build, connect, scheduler, evm } = world({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('1'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(balanceCalls(evm)).toBe(1);

    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('2'));
    scheduler.advance(NATIVE_BALANCE_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(balanceCalls(evm)).toBe(1);
    expect(account.snapshot.balance).toBe('1');

    scheduler.advance(1);
    await account.refresh();
    expect(balanceCalls(evm)).toBe(2);
    expect(account.snapshot.balance).toBe('2');
  });

  it('follows the network: each network its own balance', async () => {
    const { build, connect, evm } = world({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('1'));
    evm?.setBalance(ALICE, walletportDevnetB.caipNetworkId, parseEther('7.25'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('1');

    connect(ALICE, walletportDevnetB);
    expect(account.snapshot.balance).toBeUndefined();
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '7.25', caipNetworkId: walletportDevnetB.caipNetworkId });
  });
});

describe('AccountDataUseCase: identity', () => {
  it('shows the name and avatar on an EVM network that is not a testnet', async () => {
    const { build, connect, api } = world();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: 'https://example.test/alice.png' });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ profileName: 'alice.eth', profileImage: 'https://example.test/alice.png' });
    expect(api.calls.getIdentity).toEqual([{ address: ALICE, sender: ALICE }]);
  });

  it('is not looked up on a testnet or off EVM', async () => {
    const testnet = world({ network: sepolia });
    testnet.api.supportedChains = { http: [sepolia.caipNetworkId], ws: [] };
    testnet.build();
    testnet.connect(ALICE);
    await flushMicrotasks();
    expect(testnet.api.callCount('getIdentity')).toBe(0);
    expect(testnet.api.callCount('getBalance')).toBe(1);

    const offEvm = world({ network: solana });
    const account = offEvm.build();
    offEvm.connect(SOLANA_ADDRESS);
    await flushMicrotasks();
    expect(offEvm.api.callCount('getIdentity')).toBe(0);
    expect(account.snapshot.profileName).toBeUndefined();
  });

  it('is cached 5 minutes per address: refetched at 300 000 ms, not at 299 999', async () => {
    const { build, connect, api, scheduler } = world();
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);

    api.setIdentity(ALICE, { name: 'alice2.eth', avatar: null });
    scheduler.advance(IDENTITY_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(account.snapshot.profileName).toBe('alice.eth');

    scheduler.advance(1);
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(2);
    expect(account.snapshot.profileName).toBe('alice2.eth');
  });

  it('shares the cache across networks of the same address', async () => {
    const { build, connect, api } = world();
    build();
    connect(ALICE);
    await flushMicrotasks();
    connect(ALICE, optimism);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(api.callCount('getBalance')).toBe(2);
  });

  it('keeps no profile when the lookup fails, and asks again on the next load', async () => {
    const { build, connect, api, logger } = world();
    api.failNext('getIdentity');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.profileName).toBeUndefined();
    expect(logger.messages('warn')).toContain('The identity could not be fetched');
    await account.refresh();
    expect(api.callCount('getIdentity')).toBe(2);
  });

  it('is kept in storage with its time and read back while fresh', async () => {
    const storage = new FakeStorage();
    const first = world({ storage });
    first.api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    first.build();
    first.connect(ALICE);
    await flushMicrotasks();
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.IDENTITY_CACHE) ?? 'null') as unknown;
    expect(stored).toEqual({ [ALICE.toLowerCase()]: { identity: { name: 'alice.eth', avatar: null }, timestamp: first.scheduler.now() } });

    // A new session 299 999 ms later reads it; one at 300 000 ms does not.
    const fresh = world({ storage });
    fresh.scheduler.advance(IDENTITY_CACHE_TTL_MS - 1);
    const account = fresh.build();
    fresh.connect(ALICE);
    await flushMicrotasks();
    expect(fresh.api.callCount('getIdentity')).toBe(0);
    expect(account.snapshot.profileName).toBe('alice.eth');

    const stale = world({ storage });
    stale.scheduler.advance(IDENTITY_CACHE_TTL_MS);
    stale.build();
    stale.connect(ALICE);
    await flushMicrotasks();
    expect(stale.api.callCount('getIdentity')).toBe(1);
  });

  it('drops a corrupt stored identity cache instead of trusting it', async () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.IDENTITY_CACHE, JSON.stringify({ [ALICE.toLowerCase()]: { identity: { name: 42 }, timestamp: 'x' } }));
    const { build, connect, api } = world({ storage });
    api.setIdentity(ALICE, { name: 'alice.eth', avatar: null });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getIdentity')).toBe(1);
    expect(account.snapshot.profileName).toBe('alice.eth');
  });
});

describe('AccountDataUseCase: token balances', () => {
  it('are cached 30 s per address and network: refetched at 30 000 ms, not at 29 999', async () => {
    const { build, connect, api, scheduler } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('10')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getBalance')).toBe(1);

    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('20')]);
    scheduler.advance(PORTFOLIO_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(1);
    expect(account.snapshot.tokenBalances[1]?.quantity.numeric).toBe('10');

    scheduler.advance(1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(account.snapshot.tokenBalances[1]?.quantity.numeric).toBe('20');
  });

  it('are cached per address and per network', async () => {
    const { build, connect, api } = world();
    build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB);
    await flushMicrotasks();
    connect(ALICE);
    await flushMicrotasks();
    connect(ALICE, optimism);
    await flushMicrotasks();
    expect(api.calls.getBalance).toEqual([
      { address: ALICE, chainId: 'eip155:1' },
      { address: BOB, chainId: 'eip155:1' },
      { address: ALICE, chainId: 'eip155:10' },
    ]);
  });

  it("report 'empty' when the account holds no token", async () => {
    const { build, connect } = world();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ tokensStatus: 'empty', tokenBalances: [] });
  });

  it('a forced refresh bypasses the caches', async () => {
    const { build, connect, api } = world();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    await account.refresh({ force: true });
    expect(api.callCount('getBalance')).toBe(2);
    expect(api.callCount('getIdentity')).toBe(2);
    expect(api.callCount('getSupportedChains')).toBe(1);
  });

  it("a failure shows 'Token Balance Unavailable' once and blocks retries for 30 s: no retry storm", async () => {
    const { build, connect, api, scheduler, toasts, showError, evm } = world();
    api.failAlways('getBalance');
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('3'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();

    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' });
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(isWalletportError(account.snapshot.tokensError, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true);
    // The native balance still comes through the chain RPC.
    expect(account.snapshot.balance).toBe('3');

    for (let tick = 0; tick < 10; tick += 1) {
      scheduler.advance(1000);
      const state = await account.refresh({ force: tick % 2 === 0 });
      expect(state.tokensStatus).toBe('error');
      expect(state.tokenBalances).toEqual([]);
    }
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS - 10_000 - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);

    scheduler.advance(1);
    api.heal('getBalance');
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('3'), usdc('1')]);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(account.snapshot).toMatchObject({ tokensStatus: 'ready', tokensError: undefined });
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('a failure after the lockout shows the toast again and starts a new lockout', async () => {
    const { build, connect, api, scheduler, showError } = world();
    api.failAlways('getBalance');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(showError).toHaveBeenCalledTimes(2);
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
  });

  it('concurrent refreshes share one call and one toast', async () => {
    const { build, connect, api, showError } = world();
    api.failAlways('getBalance');
    const account = build();
    connect(ALICE);
    await Promise.all([account.refresh(), account.refresh(), account.refresh({ force: true })]);
    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('during the lockout, keep the token balances already shown for the account', async () => {
    const { build, connect, api, scheduler } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('5')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    scheduler.advance(PORTFOLIO_CACHE_TTL_MS);
    api.failNext('getBalance');
    await account.refresh();
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
  });

  it('are skipped without a toast on a network the API does not support', async () => {
    const { build, connect, api, showError } = world({ network: walletportDevnetA });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.tokensStatus).toBe('empty');
    expect(api.callCount('getBalance')).toBe(0);
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('AccountDataUseCase: supported chains and ordering', () => {
  it('fetches the supported chains once per session', async () => {
    const { build, connect, api } = world();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB, optimism);
    await flushMicrotasks();
    await account.refresh({ force: true });
    expect(api.callCount('getSupportedChains')).toBe(1);
  });

  it('falls back to the chain RPC when the supported chains cannot be fetched, and asks again next time', async () => {
    const { build, connect, api, evm, logger } = world();
    api.failNext('getSupportedChains');
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('4'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('4');
    expect(api.callCount('getBalance')).toBe(0);
    expect(logger.messages('warn')).toContain('The supported chains of the blockchain API could not be fetched');

    await account.refresh({ force: true });
    expect(api.callCount('getSupportedChains')).toBe(2);
    expect(api.callCount('getBalance')).toBe(1);
  });

  it('ignores an answer for an account that is no longer shown', async () => {
    const { build, connect, api } = world();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1')]);
    api.setBalances(BOB, ethereum.caipNetworkId, [ether('2')]);
    const gate = deferred<void>();
    const realGetBalance = api.getBalance.bind(api);
    vi.spyOn(api, 'getBalance')
      .mockImplementationOnce(async (parameters) => {
        await gate.promise;
        return realGetBalance(parameters);
      })
      .mockImplementation(realGetBalance);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ address: BOB, balance: '2' });

    gate.resolve();
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ address: BOB, balance: '2' });
  });

  it('stops following once disposed', async () => {
    const { build, connect, api, connection } = world();
    const account = build();
    const observers = connection.observerCount;
    account.dispose();
    connect(ALICE);
    await flushMicrotasks();
    expect(connection.observerCount).toBe(observers - 1);
    expect(api.callCount('getBalance')).toBe(0);
  });
});

describe('AccountDataUseCase with the network use case', () => {
  it('follows the wallet switching network by itself, with no call for a half-updated state', async () => {
    const scheduler = new VirtualScheduler();
    const api = new FakeBlockchainApi();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1')]);
    api.setBalances(ALICE, optimism.caipNetworkId, [ether('0.25', optimism.caipNetworkId)]);
    const wallet = new FakeWalletConnector({
      info: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
      accounts: [ALICE],
      caipNetworkId: ethereum.caipNetworkId,
    });
    const connection = new StateStore<ConnectionState>({
      ...connectionState(),
      namespaces: { eip155: connectedEntry('eip155', ALICE, ethereum.caipNetworkId) },
    });
    wallet.subscribe((event) => {
      if (event.type !== 'chainChanged') return;
      connection.update({ namespaces: { eip155: connectedEntry('eip155', ALICE, event.caipNetworkId) } });
    });
    const network = new NetworkUseCase({
      networks: [ethereum, optimism],
      connection: { ...connectionView(connection), getConnectorFor: () => wallet },
      router: new RouterUseCase({ initialView: 'Account' }),
      storage: new FakeStorage(),
      events: { emit: () => undefined },
    });
    const account = new AccountDataUseCase({
      connection,
      network,
      blockchainApi: api,
      chainAdapters: new Map(),
      scheduler,
      toasts: new ToastUseCase({ scheduler }),
      logger: new RecordingLogger(),
    });
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('1');

    wallet.emitChainChanged(optimism.caipNetworkId);
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ caipNetworkId: 'eip155:10', balance: '0.25' });
    expect(api.calls.getBalance).toEqual([
      { address: ALICE, chainId: 'eip155:1' },
      { address: ALICE, chainId: 'eip155:10' },
    ]);

    wallet.emitChainChanged('eip155:56');
    await flushMicrotasks();
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(account.snapshot).toMatchObject({ balance: '0.00', tokensStatus: 'empty' });
    expect(api.callCount('getBalance')).toBe(2);
  });
});

function connectionView(store: StateStore<ConnectionState>) {
  return {
    get snapshot() {
      return store.snapshot;
    },
    state$: store.state$,
  };
}
