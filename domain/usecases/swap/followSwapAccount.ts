/**
 * The swap follows the account: another network loads the swap again (its tokens,
 * prices and gas are another swap's), another account clears the form, and fresh balances (after a
 * transaction, or a refresh) reach the token lists, the picked tokens and the gas rule.
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { usdValue } from '../../entities/token/usdValue.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { SwapContext } from './swap.context.js';
import type { SwapAccountData } from './swap.dependencies.js';
import type { SwapState, SwapToken } from './swap.types.js';
import { isNativeSwapToken, popularTokens, sameTokenAddress, searchSwapTokens, tokensWithBalance, withBalances } from './swapTokens.js';

/** What the swap follows of the account data. */
export type SwapAccountView = {
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
};

/** The account data's address, network and balances, once per change of any of them. */
export function swapAccount$(account: Pick<SwapAccountData, 'state$'>): Observable<SwapAccountView> {
  return account.state$.pipe(
    map(({ address, caipNetworkId, tokenBalances }) => ({ address, caipNetworkId, tokenBalances })),
    distinctUntilChanged((a, b) => a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.tokenBalances === b.tokenBalances),
  );
}

export type FollowSwapAccountActions = {
  /** Loads the swap again for the new network (without leaving the view on screen). */
  readonly reload: () => void;
  readonly resetForm: () => void;
};

/** The handler of `swapAccount$`: it remembers the account it saw last, to tell what changed. */
export function followSwapAccount(context: SwapContext, { reload, resetForm }: FollowSwapAccountActions): (account: SwapAccountView) => void {
  let previous: Pick<SwapAccountView, 'address' | 'caipNetworkId'> | undefined;
  return ({ address, caipNetworkId, tokenBalances }) => {
    const before = previous;
    previous = { address, caipNetworkId };
    const state = context.state.read();
    if (before && before.caipNetworkId !== caipNetworkId && (state.status !== 'uninitialized' || state.unsupportedChain)) {
      reload();
      return;
    }
    if (before && before.address !== address) resetForm();
    if (caipNetworkId === context.state.read().caipNetworkId) syncBalances(context, tokenBalances);
  };
}

/** Fresh balances reach the lists, the picked tokens and the gas rule. */
function syncBalances({ state }: SwapContext, balances: readonly TokenBalance[]): void {
  const current = state.read();
  if (current.status !== 'initialized') return;
  const tokens = withBalances(current.tokens, balances);
  const refreshed = (token: SwapToken | undefined) => token && (tokens.find((entry) => sameTokenAddress(entry.address, token.address)) ?? token);
  state.update({
    tokens,
    popularTokens: popularTokens(tokens),
    myTokensWithBalance: tokensWithBalance(tokens),
    foundTokens: searchSwapTokens(tokens, current.tokenSearchQuery),
    sourceToken: refreshed(current.sourceToken),
    toToken: refreshed(current.toToken),
    ...networkHoldings(tokens, current.networkPrice),
  });
}

/** What the account holds of the native currency, and its value in US dollars. */
export function networkHoldings(tokens: readonly SwapToken[], networkPrice: string): Pick<SwapState, 'networkBalance' | 'networkBalanceInUSD'> {
  const networkBalance = tokens.find(isNativeSwapToken)?.quantity.numeric ?? '0';
  return { networkBalance, networkBalanceInUSD: usdValue(networkBalance, networkPrice) ?? '0' };
}
