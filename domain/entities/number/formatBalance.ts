import { BALANCE_DISPLAY_DECIMALS, BIG_DECIMAL_PLACES } from '../constants.js';
import { BigDecimal, type BigDecimalInput } from './bigDecimal.js';

/**
 * A balance for display, floored (never rounded up) to BALANCE_DISPLAY_DECIMALS so the modal never shows more
 * than the account holds: '1.2349' -> '1.234', '1.5' -> '1.5'. A missing, zero or dust balance shows '0.000'.
 * With a symbol: '1.234 ETH'. A string that is not a number throws INVALID_NUMBER.
 */
export function formatBalance(balance: BigDecimalInput | undefined, symbol?: string): string {
  const floored = balance === undefined ? undefined : BigDecimal.from(truncated(balance)).floor(BALANCE_DISPLAY_DECIMALS);
  const text = floored && !floored.isZero() ? floored.toString() : BigDecimal.from(0).toFixed(BALANCE_DISPLAY_DECIMALS);
  return symbol ? `${text} ${symbol}` : text;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * A non-negative decimal cut (floored) to BIG_DECIMAL_PLACES fraction digits before BigDecimal reads it:
 * BigDecimal rounds the 21st digit half up, which would turn 0.999999999999999999999 into 1 and show '1.000'.
 * Anything else (a BigDecimal, a negative value, text that is not a number) is handed on as it is.
 */
function truncated(balance: BigDecimalInput): BigDecimalInput {
  if (balance instanceof BigDecimal) return balance;
  const match = DECIMAL.exec(String(balance).trim());
  const [, integer = '', fraction = '', exponentText = '0'] = match ?? [];
  if (!match || integer.length + fraction.length === 0) return balance;
  const exponent = Number(exponentText);
  // Beyond this BigDecimal refuses the number anyway (and the padding below would be huge).
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return balance;
  const digits = `${integer}${fraction}`;
  const point = integer.length + exponent;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const decimals = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).slice(0, BIG_DECIMAL_PLACES);
  return decimals.length > 0 ? `${whole || '0'}.${decimals}` : whole || '0';
}
