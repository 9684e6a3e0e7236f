/**
 * The swap the Swap views' tests and stories run against (test-only: the build leaves out `testing/`): the
 * devstack's first local chain with ETH, USDC, DAI and WBTC listed by the swap API, the account holding
 * 1.5 ETH and 100 USDC, and quotes at fixed US dollar prices (1 ETH = 2,000 USDC), so every figure is known.
 */
import type { SwapTokensResponse } from '../../../../domain/entities/api/blockchain-api.schema.js';
import { SWAP_NATIVE_TOKEN_PLAIN_ADDRESS } from '../../../../domain/entities/constants.js';
import { walletportDevnetA } from '../../../../domain/entities/network/chains/walletportDevnets.js';
import type { TokenBalance } from '../../../../domain/entities/token/token-balance.js';
import type { FakeBlockchainApi } from '../../../../tests/fakes/blockchain-api.fake.js';
import { fakeTokenBalance } from '../../../../tests/fakes/blockchain-api.fake.js';
import { TEST_ADDRESS } from '../../Account/testing/world.js';

export const SWAP_NETWORK = walletportDevnetA.caipNetworkId;
export const SWAP_USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const WBTC = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

/** Each listed token's decimals and price in micro-dollars (whole numbers, so quotes are exact bigint math). */
const MARKET: Readonly<Record<string, { decimals: number; microUsd: bigint }>> = {
  [SWAP_NATIVE_TOKEN_PLAIN_ADDRESS]: { decimals: 18, microUsd: 2_000_000_000n },
  [SWAP_USDC.toLowerCase()]: { decimals: 6, microUsd: 1_000_000n },
  [DAI.toLowerCase()]: { decimals: 18, microUsd: 1_000_000n },
  [WBTC.toLowerCase()]: { decimals: 8, microUsd: 60_000_000_000n },
};

export type SwapWorldIcons = { eth?: string; usdc?: string };

export function swapTokensListed(icons: SwapWorldIcons = {}): SwapTokensResponse['tokens'] {
  return [
    { name: 'Ether', symbol: 'ETH', address: `${SWAP_NETWORK}:${SWAP_NATIVE_TOKEN_PLAIN_ADDRESS}`, decimals: 18, logoUri: icons.eth ?? '' },
    { name: 'USD Coin', symbol: 'USDC', address: `${SWAP_NETWORK}:${SWAP_USDC}`, decimals: 6, logoUri: icons.usdc ?? '' },
    { name: 'Dai Stablecoin', symbol: 'DAI', address: `${SWAP_NETWORK}:${DAI}`, decimals: 18, logoUri: '' },
    { name: 'Wrapped Bitcoin', symbol: 'WBTC', address: `${SWAP_NETWORK}:${WBTC}`, decimals: 8, logoUri: '' },
  ];
}

/** 1.5 ETH ($3,000) and 100 USDC. */
export function swapBalances(caipNetworkId: string = SWAP_NETWORK): TokenBalance[] {
  return [
    fakeTokenBalance({ chainId: caipNetworkId, name: 'Ether', symbol: 'ETH', price: 2000, value: 3000, quantity: { decimals: '18', numeric: '1.5' } }),
    fakeTokenBalance({
      chainId: caipNetworkId,
      name: 'USD Coin',
      symbol: 'USDC',
      address: `${caipNetworkId}:${SWAP_USDC}`,
      price: 1,
      value: 100,
      quantity: { decimals: '6', numeric: '100' },
    }),
  ];
}

const plain = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase();

/** Lists the tokens, serves the balances and quotes at the fixed prices (no slippage, no fee taken). */
export function prepareSwapApi(api: FakeBlockchainApi, { caipNetworkId = SWAP_NETWORK, icons }: { caipNetworkId?: string; icons?: SwapWorldIcons } = {}): void {
  api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, caipNetworkId] };
  api.setSwapTokens(caipNetworkId, swapTokensListed(icons));
  api.setBalances(TEST_ADDRESS, caipNetworkId, swapBalances(caipNetworkId));
  api.quoteFor = (params) => {
    const from = MARKET[plain(params.from)];
    const to = MARKET[plain(params.to)];
    if (!from || !to) return { quotes: [] };
    const toAmount = (BigInt(params.amount) * 10n ** BigInt(to.decimals) * from.microUsd) / (10n ** BigInt(from.decimals) * to.microUsd);
    return { quotes: [{ id: 'quote-1', fromAmount: params.amount, fromAccount: params.from, toAmount: toAmount.toString(), toAccount: params.to }] };
  };
}

/** The allowance the swap's router has on the account's USDC (token units, 6 decimals). */
export function setUsdcAllowance(api: FakeBlockchainApi, units: bigint, caipNetworkId: string = SWAP_NETWORK): void {
  api.setAllowance(`${caipNetworkId}:${SWAP_USDC}`, `${caipNetworkId}:${TEST_ADDRESS}`, units.toString());
}
