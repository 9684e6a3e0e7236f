/**
 * A swap use case over fakes, in virtual time: the blockchain API (convert calls), a chain adapter that mines
 * after `mineAfterMs`, an account data stream the test drives, and recorders for the router, toasts and events.
 */
import { BehaviorSubject } from 'rxjs';
import { afterEach } from 'vitest';
import { FakeBlockchainApi, fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { FakeEip1193Provider } from '../../../../tests/fakes/eip1193-provider.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import { walletportDevnetA } from '../../../entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../../entities/network/index.js';
import type { TokenBalance } from '../../../entities/token/token-balance.js';
import type { RouterHistoryEntry } from '../../router/router.usecase.js';
import type { RouterData, SwapArguments, ViewName } from '../../router/views.js';
import type { SendAccountDataState } from '../../send/send.types.js';
import { SwapUseCase } from '../swap.usecase.js';

export const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const NETWORK = walletportDevnetA.caipNetworkId;
export const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const NATIVE = `${NETWORK}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;

export const swapTokenList = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: 'eth.png' },
  { name: 'USD Coin', symbol: 'USDC', address: `${NETWORK}:${USDC}`, decimals: 6, logoUri: 'usdc.png' },
  { name: 'Wrapped Ether', symbol: 'WETH', address: `${NETWORK}:${WETH}`, decimals: 18, logoUri: 'weth.png' },
];

export const nativeBalance = fakeTokenBalance({ chainId: NETWORK, price: 2000, value: 3000, quantity: { decimals: '18', numeric: '1.5' } });
export const usdcBalance = fakeTokenBalance({
  chainId: NETWORK,
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${NETWORK}:${USDC}`,
  price: 1,
  value: 100.25,
  quantity: { decimals: '6', numeric: '100.25' },
});

/** The router's history on the Account view, before Swap is opened. */
export const ACCOUNT_ONLY: readonly RouterHistoryEntry[] = [{ view: 'Account', data: undefined }];

export type SwapWorldOptions = {
  balances?: readonly TokenBalance[];
  network?: CaipNetwork;
  /** The eip155 account; null for none. */
  address?: string | null;
};

export function createSwapWorld({ balances = [nativeBalance, usdcBalance], network = walletportDevnetA as CaipNetwork, address = FROM }: SwapWorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  const api = new FakeBlockchainApi();
  api.setSwapTokens(NETWORK, swapTokenList);
  api.setPrice(NATIVE, { name: 'Ether', symbol: 'ETH', iconUrl: 'eth.png', price: 2000 });
  api.setPrice(`${NETWORK}:${WETH}`, { name: 'Wrapped Ether', symbol: 'WETH', iconUrl: 'weth.png', price: 3000 });
  const logger = new RecordingLogger();
  const provider = new FakeEip1193Provider();
  const accountState = new BehaviorSubject<SendAccountDataState>({ address: address ?? undefined, caipNetworkId: network.caipNetworkId, tokenBalances: balances, tokensStatus: 'ready' });
  const networkState = { activeCaipNetwork: network };
  const routes: { action: 'replace' | 'goBack'; view?: ViewName; data?: RouterData | undefined }[] = [];
  /** The router's history as the test drives it (replace and goBack above only record): the Account view. */
  const routerState = new BehaviorSubject<{ history: readonly RouterHistoryEntry[] }>({ history: ACCOUNT_ONLY });
  const toasts: { variant: 'success' | 'error'; message: string }[] = [];
  const refreshes: number[] = [];
  const events: { event: string; properties?: Record<string, unknown> | undefined }[] = [];
  const connection = {
    snapshot: {
      namespaces: address === null ? {} : { eip155: { namespace: 'eip155' as const, status: 'connected' as const, connectorId: 'test', address, caipAddress: `${NETWORK}:${address}`, allAccounts: [], caipNetworkId: NETWORK } },
    },
    getProvider: async () => provider,
  };
  const swap = new SwapUseCase({
    account: {
      get snapshot() {
        return accountState.value;
      },
      state$: accountState,
      refresh: async () => {
        refreshes.push(scheduler.now());
        return accountState.value;
      },
    },
    connection,
    network: { snapshot: networkState },
    router: {
      state$: routerState,
      replace: (view, data) => routes.push({ action: 'replace', view, data }),
      goBack: () => routes.push({ action: 'goBack' }),
    },
    chainAdapters: new Map([['eip155', adapter]]),
    blockchainApi: api,
    scheduler,
    toasts: {
      showSuccess: (message: string) => toasts.push({ variant: 'success', message }),
      showError: (message: string | WalletportError) => toasts.push({ variant: 'error', message: typeof message === 'string' ? message : message.shortMessage }),
    },
    events: { emit: (event) => events.push(event) },
    logger,
  });
  const unsubscribe = swap.subscribe(() => undefined);
  /**
   * Opens Swap from Account with `args` as its router data (a new history entry), as the modal does: the use case
   * starts loading from the entry; the returned promise is that load's.
   */
  const openSwap = (args?: SwapArguments): Promise<void> => {
    routerState.next({ history: [...ACCOUNT_ONLY, { view: 'Swap', data: args === undefined ? undefined : { swap: args } }] });
    return swap.initialize(args);
  };
  return { swap, openSwap, scheduler, adapter, api, logger, provider, accountState, networkState, routes, routerState, toasts, events, refreshes, unsubscribe };
}

export type SwapWorld = ReturnType<typeof createSwapWorld>;

/** For a test file: a function that creates a world, each one disposed after its test. */
export function swapWorldsDisposedAfterEach(): (options?: SwapWorldOptions) => SwapWorld {
  const worlds: SwapWorld[] = [];
  afterEach(() => {
    for (const world of worlds.splice(0)) world.swap.dispose();
  });
  return (options) => {
    const created = createSwapWorld(options);
    worlds.push(created);
    return created;
  };
}

/** A deferred answer (the one shared deferred()): the test resolves it when it wants the call to land. */
export { deferred } from '../../shared/deferred.js';
