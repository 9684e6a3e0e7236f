/**
 * Money as integers: amounts in the payment currency are cents (bigint), token amounts base units, so no
 * rounding happens that a rule does not name (fees round half up to the cent, purchases round down to the
 * token's smallest unit: the provider never delivers more than was paid for).
 */

/** A payment amount as typed: digits with at most 2 decimals ('50', '50.5', '50.00'). */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents of a decimal amount string, or undefined when it is not one (sign, exponent, 3 decimals, too large). */
export function parseCents(text: string): bigint | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** '1234.50' for 123450n (two decimals, no grouping: the API's form). */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** `basisPoints` / 10,000 of `cents`, rounded half up to the cent. */
export function percentOfCents(cents: bigint, basisPoints: bigint): bigint {
  return (cents * basisPoints + 5_000n) / 10_000n;
}

/** A token amount in base units as a plain decimal string without trailing zeros ('48.75', '49', '0.01625'). */
export function formatUnitsPlain(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** Base units of a plain decimal token amount (at most `decimals` places); undefined when it is not one. */
export function parseUnitsPlain(text: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > decimals) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
}
