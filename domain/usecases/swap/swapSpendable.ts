/**
 * What a swap may spend of the source token: Max, and the gas rule a typed amount is checked against.
 *
 * A native swap pays its gas from the balance it swaps. The fee shown (SWAP_GAS_ESTIMATE_DISPLAY_UNITS, 150,000
 * gas at the standard price) is an estimate for display: the wallet prices the real transaction, whose gas limit
 * the swap API sets (the devstack's cloud sets 450,000 when asked not to estimate), at a fee cap above the current
 * price, and the node refuses a transaction whose value plus gas limit x fee cap exceeds the balance. So, as Send
 * does (domain/usecases/send: Max keeps MAX_GAS_RESERVE_MULTIPLIER times the fee back), a native swap keeps a
 * reserve: SWAP_GAS_LIMIT_RESERVE_UNITS of gas at the network's gas price, times MAX_GAS_RESERVE_MULTIPLIER.
 * Max is the balance less that reserve; a typed native amount above it is 'Insufficient gas' (amount plus fee,
 * not the fee alone, must fit in the balance). A token (ERC-20) is spent whole: its gas is paid in the native
 * currency, which the gas rule (hasInsufficientGas) checks apart.
 */
import { formatUnits } from 'viem';
import type { BigDecimal } from '../../entities/number/bigDecimal.js';
import { MAX_GAS_RESERVE_MULTIPLIER } from '../send/send.usecase.js';
import { balanceUnits, tokenDecimals, toTokenUnits } from '../send/tokenAmounts.js';
import type { SwapToken } from './swap.types.js';
import { isNativeSwapToken } from './swapTokens.js';

/**
 * The gas limit a swap transaction may carry, for the reserve: above the 450,000 the devstack's cloud gives a
 * swap it does not estimate (one Uniswap V2 hop measures about 220,000 gas, a second adds under 100,000).
 */
export const SWAP_GAS_LIMIT_RESERVE_UNITS = 500_000n;

export type SwapSpendableToken = Pick<SwapToken, 'address' | 'quantity'>;

/** What a native swap keeps back for its gas, in wei, at `gasPrice` (wei). */
export function swapGasReserve(gasPrice: bigint): bigint {
  return SWAP_GAS_LIMIT_RESERVE_UNITS * gasPrice * MAX_GAS_RESERVE_MULTIPLIER;
}

export type SwapMaxAmountParameters = {
  readonly token: SwapSpendableToken;
  /** The network's gas price in wei (SwapState.gasPrice); undefined while unknown. */
  readonly gasPrice: bigint | undefined;
};

/**
 * Max: the whole balance of a token; of the native currency, the balance less the gas reserve ('0' when the
 * reserve takes it all). Undefined when it cannot be told (the gas price unknown for a native token, or a
 * balance that is not a number): the native balance is never offered whole, the amount is left as it was.
 */
export function swapMaxAmount({ token, gasPrice }: SwapMaxAmountParameters): string | undefined {
  try {
    const balance = balanceUnits(token);
    if (!isNativeSwapToken(token)) return formatUnits(balance, tokenDecimals(token));
    if (gasPrice === undefined) return undefined;
    const available = balance - swapGasReserve(gasPrice);
    return available > 0n ? formatUnits(available, tokenDecimals(token)) : '0';
  } catch {
    return undefined;
  }
}

export type ExceedsSwapSpendableParameters = SwapMaxAmountParameters & {
  /** The amount to swap, in token units. */
  readonly amount: BigDecimal;
};

/**
 * True when a native amount plus the gas reserve does not fit in the balance (the gas rule for a native source:
 * 'Insufficient gas'). Always false for a token, and while the gas price is unknown (the other rules still hold).
 */
export function exceedsSwapSpendable({ token, gasPrice, amount }: ExceedsSwapSpendableParameters): boolean {
  if (!isNativeSwapToken(token) || gasPrice === undefined) return false;
  return toTokenUnits(amount.toString(), token) + swapGasReserve(gasPrice) > balanceUnits(token);
}
