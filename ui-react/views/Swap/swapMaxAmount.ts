/**
 * Max on the Swap view: the whole balance of a token, or of the network's native currency the balance less
 * the network fee shown (a native swap pays its gas from the same balance). Never below zero.
 */
import { BigDecimal } from '../../../domain/entities/number/bigDecimal.js';
import type { SwapState, SwapToken } from '../../../domain/usecases/swap/swap.types.js';
import { isNativeSwapToken } from '../../../domain/usecases/swap/swapTokens.js';

export type SwapMaxAmountParameters = { token: Pick<SwapToken, 'address' | 'quantity'>; gasFee: SwapState['gasFee'] };
export type SwapMaxAmountReturnType = string;

export function swapMaxAmount({ token, gasFee }: SwapMaxAmountParameters): SwapMaxAmountReturnType {
  try {
    const balance = BigDecimal.from(token.quantity.numeric);
    if (!isNativeSwapToken(token) || gasFee === undefined) return balance.toString();
    const rest = balance.sub(gasFee);
    return rest.compare(0) > 0 ? rest.toString() : '0';
  } catch {
    return '0';
  }
}
