/**
 * What a swap may spend of the source token: Max, and the gas rule a typed amount is checked against. The rule
 * is the one every Max follows (domain/entities/token: spendableAmount); what is the swap's own is the fee it
 * reserves for.
 *
 * The fee shown (SWAP_GAS_ESTIMATE_DISPLAY_UNITS, 150,000 gas at the standard price) is an estimate for
 * display: the wallet prices the real transaction, whose gas limit the swap API sets (the devstack's cloud sets
 * 450,000 when asked not to estimate). So the reserve is sized on SWAP_GAS_LIMIT_RESERVE_UNITS of gas at the
 * network's gas price. A typed native amount above the spendable amount is 'Insufficient gas' (amount plus fee,
 * not the fee alone, must fit in the balance); a token's gas is checked apart (hasInsufficientGas).
 */
import type { BigDecimal } from '../../entities/number/bigDecimal.js';
import { exceedsSpendable, gasReserve, spendableAmount } from '../../entities/token/index.js';
import type { SwapToken } from './swap.types.js';
import { isNativeSwapToken } from './swapTokens.js';

/**
 * The gas limit a swap transaction may carry, for the reserve: above the 450,000 the devstack's cloud gives a
 * swap it does not estimate (one Uniswap V2 hop measures about 220,000 gas, a second adds under 100,000).
 */
export const SWAP_GAS_LIMIT_RESERVE_UNITS = 500_000n;

export type SwapSpendableToken = Pick<SwapToken, 'address' | 'quantity'>;

/** The fee a swap reserves for, in wei, at `gasPrice` (wei); undefined while the gas price is unknown. */
function swapReserveFee(gasPrice: bigint | undefined): bigint | undefined {
  return gasPrice === undefined ? undefined : SWAP_GAS_LIMIT_RESERVE_UNITS * gasPrice;
}

/** What a native swap keeps back for its gas, in wei, at `gasPrice` (wei). */
export function swapGasReserve(gasPrice: bigint): bigint {
  return gasReserve(SWAP_GAS_LIMIT_RESERVE_UNITS * gasPrice);
}

export type SwapMaxAmountParameters = {
  readonly token: SwapSpendableToken;
  /** The network's gas price in wei (SwapState.gasPrice); undefined while unknown. */
  readonly gasPrice: bigint | undefined;
};

/** Max: spendableAmount for the swap's reserve; undefined when it cannot be told (the amount is left as it was). */
export function swapMaxAmount({ token, gasPrice }: SwapMaxAmountParameters): string | undefined {
  return spendableAmount({ token, native: isNativeSwapToken(token), fee: swapReserveFee(gasPrice) });
}

export type ExceedsSwapSpendableParameters = SwapMaxAmountParameters & {
  /** The amount to swap, in token units. */
  readonly amount: BigDecimal;
};

/** The gas rule for a native source ('Insufficient gas'): exceedsSpendable for the swap's reserve. */
export function exceedsSwapSpendable({ token, gasPrice, amount }: ExceedsSwapSpendableParameters): boolean {
  return exceedsSpendable({ token, native: isNativeSwapToken(token), fee: swapReserveFee(gasPrice), amount: amount.toString() });
}
