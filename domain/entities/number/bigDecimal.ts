import { BIG_DECIMAL_PLACES } from '../constants.js';
import { walletportError } from '../errors/catalogue.js';
import { divideRoundHalfUp } from './divideRoundHalfUp.js';

/** What the arithmetic accepts as an operand: a BigDecimal, a decimal string ('1.5', '-2e-3') or a finite number. */
export type BigDecimalInput = BigDecimal | string | number;

const SCALE = 10n ** BigInt(BIG_DECIMAL_PLACES);

// Sign, integer digits, fraction digits and an optional exponent; '1.', '.5' and '1e-7' (how JS prints small
// numbers) are all accepted.
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// A bigger exponent or number of places would make 10n ** n allocate an enormous number; no amount in the product
// comes close (ERC-20 decimals fit in a uint8).
const MAX_EXPONENT = 1000;

/**
 * An immutable decimal with BIG_DECIMAL_PLACES (20) fraction digits, stored as a bigint scaled by 10^20.
 * Every operation is exact integer math; where a result has more than 20 places (mul, div, parsing) it is
 * rounded half up, ties away from zero, like big.js and Java's ROUND_HALF_UP. No floating point is involved
 * except when a caller hands in a JavaScript number.
 */
export class BigDecimal {
  /** The value times 10^BIG_DECIMAL_PLACES. */
  readonly scaled: bigint;

  private constructor(scaled: bigint) {
    this.scaled = scaled;
    Object.freeze(this);
  }

  /** Parses a decimal string or a finite number; throws INVALID_NUMBER otherwise. */
  static from(value: BigDecimalInput): BigDecimal {
    if (value instanceof BigDecimal) return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw walletportError('INVALID_NUMBER', [String(value)]);
      return parseDecimalString(String(value));
    }
    return parseDecimalString(value);
  }

  /** Reads raw on-chain units: `fromUnits(1500000n, 6)` is 1.5. More than 20 decimals round half up. */
  static fromUnits(value: bigint, decimals: number): BigDecimal {
    assertPlaces(decimals);
    return new BigDecimal(shiftScaled(value, BIG_DECIMAL_PLACES - decimals));
  }

  /** Wraps an already scaled bigint (value times 10^20), as found in `scaled`. */
  static fromScaled(scaled: bigint): BigDecimal {
    return new BigDecimal(scaled);
  }

  add(other: BigDecimalInput): BigDecimal {
    return new BigDecimal(this.scaled + BigDecimal.from(other).scaled);
  }

  sub(other: BigDecimalInput): BigDecimal {
    return new BigDecimal(this.scaled - BigDecimal.from(other).scaled);
  }

  mul(other: BigDecimalInput): BigDecimal {
    return new BigDecimal(divideRoundHalfUp(this.scaled * BigDecimal.from(other).scaled, SCALE));
  }

  /** Divides, rounding half up to 20 places; dividing by zero throws INVALID_NUMBER. */
  div(other: BigDecimalInput): BigDecimal {
    const divisor = BigDecimal.from(other);
    if (divisor.isZero()) {
      throw walletportError('INVALID_NUMBER', [`${this.toString()} / 0`], { details: 'Division by zero' });
    }
    return new BigDecimal(divideRoundHalfUp(this.scaled * SCALE, divisor.scaled));
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`. */
  compare(other: BigDecimalInput): -1 | 0 | 1 {
    const difference = this.scaled - BigDecimal.from(other).scaled;
    if (difference === 0n) return 0;
    return difference < 0n ? -1 : 1;
  }

  isZero(): boolean {
    return this.scaled === 0n;
  }

  /** Rounds half up (ties away from zero) to `places` fraction digits. */
  round(places: number): BigDecimal {
    assertPlaces(places);
    if (places >= BIG_DECIMAL_PLACES) return this;
    const step = 10n ** BigInt(BIG_DECIMAL_PLACES - places);
    return new BigDecimal(divideRoundHalfUp(this.scaled, step) * step);
  }

  /** Rounds toward negative infinity to `places` fraction digits (a balance never shows more than it is). */
  floor(places: number): BigDecimal {
    assertPlaces(places);
    if (places >= BIG_DECIMAL_PLACES) return this;
    const step = 10n ** BigInt(BIG_DECIMAL_PLACES - places);
    const remainder = ((this.scaled % step) + step) % step;
    return new BigDecimal(this.scaled - remainder);
  }

  /** The shortest exact form: no trailing zeros, no exponent, never '-0' ('1.5', '-0.001', '12'). */
  toString(): string {
    const [sign, integer, fraction] = this.parts();
    const trimmed = fraction.replace(/0+$/, '');
    return `${sign}${integer}${trimmed ? `.${trimmed}` : ''}`;
  }

  /** Exactly `places` fraction digits, rounded half up ('1.50', '-0.001'); like Number#toFixed but exact. */
  toFixed(places: number): string {
    const [sign, integer, fraction] = this.round(places).parts();
    const digits = fraction.slice(0, places).padEnd(places, '0');
    return `${sign}${integer}${places > 0 ? `.${digits}` : ''}`;
  }

  /** Sign ('' or '-'), integer digits and the 20 fraction digits. */
  private parts(): [sign: string, integer: string, fraction: string] {
    const magnitude = this.scaled < 0n ? -this.scaled : this.scaled;
    const sign = this.scaled < 0n ? '-' : '';
    return [sign, (magnitude / SCALE).toString(), (magnitude % SCALE).toString().padStart(BIG_DECIMAL_PLACES, '0')];
  }
}

function parseDecimalString(text: string): BigDecimal {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match ?? [];
  const exponent = Number(exponentText);
  if (!match || (integer === '' && fraction === '') || Math.abs(exponent) > MAX_EXPONENT) {
    throw walletportError('INVALID_NUMBER', [text]);
  }
  const digits = BigInt(`${integer}${fraction}` || '0');
  const scaled = shiftScaled(digits, BIG_DECIMAL_PLACES + exponent - fraction.length);
  return BigDecimal.fromScaled(sign === '-' ? -scaled : scaled);
}

/** value * 10^shift, with a negative shift dividing and rounding half up. */
function shiftScaled(value: bigint, shift: number): bigint {
  if (shift >= 0) return value * 10n ** BigInt(shift);
  return divideRoundHalfUp(value, 10n ** BigInt(-shift));
}

function assertPlaces(places: number): void {
  if (!Number.isSafeInteger(places) || places < 0 || places > MAX_EXPONENT) {
    throw walletportError('INVALID_NUMBER', [String(places)], {
      details: `A number of decimal places must be an integer from 0 to ${MAX_EXPONENT}`,
    });
  }
}
