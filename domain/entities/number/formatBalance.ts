import { BALANCE_DISPLAY_DECIMALS } from '../constants.js';
import { BigDecimal, type BigDecimalInput } from './bigDecimal.js';

/**
 * A balance for display, floored (never rounded up) to BALANCE_DISPLAY_DECIMALS so the modal never shows more
 * than the account holds: '1.2349' -> '1.234', '1.5' -> '1.5'. A missing, zero or dust balance shows '0.000'.
 * With a symbol: '1.234 ETH'. A string that is not a number throws INVALID_NUMBER.
 */
export function formatBalance(balance: BigDecimalInput | undefined, symbol?: string): string {
  const floored = balance === undefined ? undefined : BigDecimal.from(balance).floor(BALANCE_DISPLAY_DECIMALS);
  const text = floored && !floored.isZero() ? floored.toString() : BigDecimal.from(0).toFixed(BALANCE_DISPLAY_DECIMALS);
  return symbol ? `${text} ${symbol}` : text;
}
