import { BigDecimal } from '../number/bigDecimal.js';

// Digits with at most one '.', at least one digit: '2', '2.5', '2.', '.5'. No sign, no exponent, no spaces, no
// ',' (sanitizeNumericInput has already turned a typed ',' into '.').
const DECIMAL_AMOUNT = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * The amount a person typed, as a BigDecimal, when it is a plain positive decimal; undefined otherwise
 * (empty, signed, exponent notation, not a number, or zero). The value is kept to BIG_DECIMAL_PLACES (20)
 * fraction digits like every amount in the product, so '0.' followed by twenty zeros and a 1 is zero, not
 * positive.
 */
export function parsePositiveAmount(amount: unknown): BigDecimal | undefined {
  if (typeof amount !== 'string' || !DECIMAL_AMOUNT.test(amount)) return undefined;
  const value = BigDecimal.from(amount);
  return value.compare(0) > 0 ? value : undefined;
}
