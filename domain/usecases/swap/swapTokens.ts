/**
 * The token lists of SwapSelectToken: the swap API's tokens merged with the
 * account's balances and prices, the popular ones, the account's own, and a search over them. Pure functions.
 */
import { SWAP_NATIVE_TOKEN_PLAIN_ADDRESS, SWAP_POPULAR_TOKEN_SYMBOLS } from '../../entities/constants.js';
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import type { SwapTokensResponse } from '../../entities/api/blockchain-api.schema.js';
import { searchTokens } from '../../entities/token/searchTokens.js';
import { plainAddress, sameTokenAddress } from '../../entities/token/tokenIdentity.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { SwapToken } from './swap.types.js';

/** The CAIP-10 address the swap API gives a network's native currency: `eip155:<id>:0xeee...e`. */
export function nativeSwapTokenAddress(caipNetworkId: string): string {
  return `${caipNetworkId}:${SWAP_NATIVE_TOKEN_PLAIN_ADDRESS}`;
}

/** True for the network's native currency (the 0xeee...e placeholder, with or without its CAIP prefix). */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return plainAddress(token.address).toLowerCase() === SWAP_NATIVE_TOKEN_PLAIN_ADDRESS;
}

/** Which token is which, the token module's rule (CAIP prefix and letter case ignored). */
export { plainAddress, sameTokenAddress } from '../../entities/token/tokenIdentity.js';

export type ToSwapTokensParameters = {
  /** What the swap API lists on the network. */
  listed: SwapTokensResponse['tokens'];
  /** The account's balances on the network (TokenBalance: the native one has no address). */
  balances: readonly TokenBalance[];
  caipNetworkId: string;
  /** The network's native currency, listed first when the API leaves it out. */
  nativeCurrency: { name: string; symbol: string; decimals: number };
};

/**
 * Every swappable token with the account's balance and price: the API's list (the native currency first,
 * added from the network when the API does not list it), then each balance is matched by address.
 */
export function toSwapTokens({ listed, balances, caipNetworkId, nativeCurrency }: ToSwapTokensParameters): readonly SwapToken[] {
  const fromApi = listed.map((token): SwapToken => ({ ...emptyHolding(token.decimals), ...token }));
  const hasNative = fromApi.some(isNativeSwapToken);
  const native: SwapToken = {
    ...emptyHolding(nativeCurrency.decimals),
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    address: nativeSwapTokenAddress(caipNetworkId),
    decimals: nativeCurrency.decimals,
    logoUri: '',
  };
  const all = hasNative ? fromApi : [native, ...fromApi];
  return withBalances([...all.filter(isNativeSwapToken), ...all.filter((token) => !isNativeSwapToken(token))], balances);
}

/** `tokens` with the holdings of `balances` (matched by address; a token not among them holds 0). */
export function withBalances(tokens: readonly SwapToken[], balances: readonly TokenBalance[]): readonly SwapToken[] {
  return tokens.map((token) => {
    const balance = balances.find((entry) => balanceMatches(entry, token));
    return withBalance({ ...token, ...emptyHolding(token.decimals) }, balance);
  });
}

/** The account's tokens that hold something, highest US dollar value first (swappable tokens only). */
export function tokensWithBalance(tokens: readonly SwapToken[]): readonly SwapToken[] {
  return tokens.filter(hasPositiveBalance).sort((left, right) => right.value - left.value);
}

/** The tokens of SWAP_POPULAR_TOKEN_SYMBOLS that `tokens` lists, in that list's order. */
export function popularTokens(tokens: readonly SwapToken[]): readonly SwapToken[] {
  return SWAP_POPULAR_TOKEN_SYMBOLS.flatMap((symbol) => tokens.find((token) => token.symbol.toUpperCase() === symbol) ?? []);
}

/** The picker's search, the token module's (name, symbol or address). */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): readonly SwapToken[] {
  return searchTokens(tokens, query);
}

/** The token a swap argument names: a symbol (any case) or an address (plain or CAIP-10). */
export function findSwapToken(tokens: readonly SwapToken[], symbolOrAddress: string | undefined): SwapToken | undefined {
  const wanted = symbolOrAddress?.trim();
  if (!wanted) return undefined;
  return (
    tokens.find((token) => token.symbol.toLowerCase() === wanted.toLowerCase()) ??
    tokens.find((token) => sameTokenAddress(token.address, wanted))
  );
}

function emptyHolding(decimals: number): Pick<SwapToken, 'quantity' | 'price' | 'value'> {
  return { quantity: { decimals: String(decimals), numeric: '0' }, price: 0, value: 0 };
}

function balanceMatches(balance: TokenBalance, token: SwapToken): boolean {
  if (balance.address === undefined) return isNativeSwapToken(token);
  return sameTokenAddress(balance.address, token.address);
}

function withBalance(token: SwapToken, balance: TokenBalance | undefined): SwapToken {
  if (!balance) return token;
  return {
    ...token,
    quantity: { decimals: String(token.decimals), numeric: balance.quantity.numeric },
    price: balance.price,
    value: balance.value ?? 0,
    logoUri: token.logoUri === '' ? balance.iconUrl : token.logoUri,
  };
}

function hasPositiveBalance(token: SwapToken): boolean {
  try {
    return BigDecimal.from(token.quantity.numeric).compare(0) > 0;
  } catch {
    return false;
  }
}
