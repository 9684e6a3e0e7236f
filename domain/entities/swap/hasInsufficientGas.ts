import { BigDecimal, type BigDecimalInput } from '../number/bigDecimal.js';

export type HasInsufficientGasParameters = {
  /** What the account holds of the network's native token, in the same unit as the estimate (e.g. USD). */
  networkBalance: BigDecimalInput;
  /** The gas the swap is expected to cost, in the same unit; unknown counts as 0. */
  gasEstimate?: BigDecimalInput | null | undefined;
};

/**
 * Gas is insufficient when the network balance is 0 or the gas estimate exceeds it. An
 * estimate equal to the balance is enough. Exact decimal comparison (BigDecimal), never floating point.
 */
export function hasInsufficientGas({ networkBalance, gasEstimate }: HasInsufficientGasParameters): boolean {
  const balance = BigDecimal.from(networkBalance);
  if (balance.isZero()) return true;
  return BigDecimal.from(gasEstimate ?? 0).compare(balance) > 0;
}
