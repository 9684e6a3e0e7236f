import { BigDecimal, type BigDecimalInput } from '../number/bigDecimal.js';

export type HasInsufficientSourceBalanceParameters = {
  /** The source token balance in token units; unknown counts as 0. */
  balance: BigDecimalInput | null | undefined;
  /** The source amount in token units. */
  amount: BigDecimalInput;
};

/**
 * The source balance must cover the amount. True (the swap view shows INSUFFICIENT_BALANCE,
 * 'Insufficient balance') when the amount is above the balance; an amount equal to the balance is covered.
 * Exact decimal comparison (BigDecimal), never floating point.
 */
export function hasInsufficientSourceBalance({ balance, amount }: HasInsufficientSourceBalanceParameters): boolean {
  return BigDecimal.from(amount).compare(balance ?? 0) > 0;
}
