/**
 * What the swap state derives from its other fields, recomputed by the use case on every change so the views
 * read it rather than work it out: the action button (swapAction.ts), the picker's "Your tokens" (the
 * account's tokens that match the search) and the provider fee's US dollar value (SwapDetails). Each keeps its
 * identity while its inputs do (stable snapshots).
 */
import { usdValue } from '../../entities/token/usdValue.js';
import type { SwapState } from './swap.types.js';
import { nextSwapAction } from './swapAction.js';
import { sameTokenAddress } from './swapTokens.js';

export type DerivedSwapState = Pick<SwapState, 'action' | 'myTokensFound' | 'providerFeeInUSD'>;

/** The derived fields of `next`, reusing `previous`'s where their inputs did not change. */
export function deriveSwapState(next: SwapState, previous: SwapState): DerivedSwapState {
  const sameLists =
    next.myTokensWithBalance === previous.myTokensWithBalance && next.foundTokens === previous.foundTokens && next.tokenSearchQuery === previous.tokenSearchQuery;
  return {
    action: nextSwapAction(next, previous.action),
    myTokensFound: sameLists ? previous.myTokensFound : myTokensFound(next),
    // A string: equal inputs give an equal value, so nothing to reuse.
    providerFeeInUSD: usdValue(next.providerFee, next.sourceTokenPriceInUSD),
  };
}

function myTokensFound({ myTokensWithBalance, foundTokens, tokenSearchQuery }: SwapState): SwapState['myTokensFound'] {
  if (tokenSearchQuery.trim() === '') return myTokensWithBalance;
  return myTokensWithBalance.filter((token) => foundTokens.some((found) => sameTokenAddress(found.address, token.address)));
}
