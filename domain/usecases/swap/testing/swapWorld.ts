/**
 * The swap use case's test world: the shared use-case world (tests/fakes/use-case-world.ts) with the account
 * holding the local Ether and USDC and the swap API answering for them, the real router on Account (`moves`
 * records where the swap moved it, without moving it, so a test sees the swap as it was when it moved; the tests
 * move the history themselves: `router.push`, `router.reset` and `back()`), and the swap use case over them, watched as the Swap view watches it.
 */
import { afterEach } from 'vitest';
import { fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FakeEip1193Provider } from '../../../../tests/fakes/eip1193-provider.fake.js';
import { createUseCaseWorld, flowDependencies, WORLD_ADDRESS } from '../../../../tests/fakes/use-case-world.js';
import { walletportDevnetA } from '../../../entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../../entities/network/index.js';
import type { TokenBalance } from '../../../entities/token/token-balance.js';
import type { SwapArguments } from '../../router/views.js';
import { SwapUseCase } from '../swap.usecase.js';

export const FROM = WORLD_ADDRESS;
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

export type SwapWorldOptions = {
  balances?: readonly TokenBalance[];
  network?: CaipNetwork;
  /** The eip155 account; null for none. */
  address?: string | null;
};

export function createSwapWorld({ balances = [nativeBalance, usdcBalance], network = walletportDevnetA as CaipNetwork, address = FROM }: SwapWorldOptions = {}) {
  const provider = new FakeEip1193Provider();
  const world = createUseCaseWorld({ balances, network, address, provider, history: ['Account'], applyRouterMoves: false });
  world.api.setSwapTokens(NETWORK, swapTokenList);
  world.api.setPrice(NATIVE, { name: 'Ether', symbol: 'ETH', iconUrl: 'eth.png', price: 2000 });
  world.api.setPrice(`${NETWORK}:${WETH}`, { name: 'Wrapped Ether', symbol: 'WETH', iconUrl: 'weth.png', price: 3000 });
  const swap = new SwapUseCase(flowDependencies(world));
  const unsubscribe = swap.subscribe(() => undefined);
  /**
   * Opens Swap with `args` as its router data (a new history entry), as the modal does: the use case starts
   * loading from the entry; the returned promise is that load's.
   */
  const openSwap = (args?: SwapArguments): Promise<void> => {
    world.router.push('Swap', args === undefined ? undefined : { swap: args });
    return swap.initialize(args);
  };
  /** The person goes back one view (the swap's own goBacks are only recorded). */
  const back = () => world.router.goBackToIndex(world.router.snapshot.history.length - 2);
  return { ...world, provider, swap, openSwap, back, toasts: world.toasts.shown, events: world.events.emitted, unsubscribe };
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
