import { BALANCE_DISPLAY_DECIMALS, BIG_DECIMAL_PLACES } from '../constants.js';
import { BigDecimal, type BigDecimalInput } from './bigDecimal.js';

/**
 * A balance for display, floored (never rounded up) to BALANCE_DISPLAY_DECIMALS so the modal never shows more
 * than the account holds: '1.2349' -> '1.234', '1.5' -> '1.5'. A missing, zero or dust balance shows '0.000'.
 * With a symbol: '1.234 ETH'. A string that is not a number throws INVALID_NUMBER.
 */
export function formatBalance(balance: BigDecimalInput | undefined, symbol?: string): string {
  const floored = balance === undefined ? undefined : BigDecimal.from(flooredAtBigDecimalPlaces(balance)).floor(BALANCE_DISPLAY_DECIMALS);
  const text = floored && !floored.isZero() ? floored.toString() : BigDecimal.from(0).toFixed(BALANCE_DISPLAY_DECIMALS);
  return symbol ? `${text} ${symbol}` : text;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
// Beyond this BigDecimal refuses the number anyway (and 10n ** n would be huge).
const MAX_EXPONENT = 1000;

/**
 * A decimal floored (toward negative infinity, whatever its sign) to BIG_DECIMAL_PLACES fraction digits before
 * BigDecimal reads it: BigDecimal rounds the 21st digit half up, which would turn 0.999999999999999999999 into 1
 * and show '1.000', or -1.0000000000000000000004 into -1 and show '-1' instead of '-1.001'. Anything else (a
 * BigDecimal, a number with 20 places or fewer, text that is not a number) is handed on as it is.
 */
function flooredAtBigDecimalPlaces(balance: BigDecimalInput): BigDecimalInput {
  if (balance instanceof BigDecimal) return balance;
  const match = DECIMAL.exec(String(balance).trim());
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match ?? [];
  if (!match || integer.length + fraction.length === 0) return balance;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return balance;
  // The value is digits * 10^-droppedPlaces at BigDecimal's scale; nothing to drop means it reads exactly.
  const droppedPlaces = fraction.length - exponent - BIG_DECIMAL_PLACES;
  if (droppedPlaces <= 0) return balance;
  const digits = BigInt(`${integer}${fraction}`);
  const divisor = 10n ** BigInt(droppedPlaces);
  const kept = digits / divisor;
  if (sign !== '-') return BigDecimal.fromScaled(kept);
  // Negative: a dropped non-zero digit makes the value lower than -kept, so its floor is one step further down.
  return BigDecimal.fromScaled(-(digits % divisor === 0n ? kept : kept + 1n));
}
