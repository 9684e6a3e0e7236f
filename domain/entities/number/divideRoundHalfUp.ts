/**
 * Integer division rounded half up, ties away from zero (2.5 -> 3, -2.5 -> -3), the rounding of
 * big decimals. The divisor must not be zero.
 */
export function divideRoundHalfUp(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absDivisor = divisor < 0n ? -divisor : divisor;
  const quotient = absNumerator / absDivisor;
  const remainder = absNumerator % absDivisor;
  const rounded = remainder * 2n >= absDivisor ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
