import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_DISPLAY_DECIMALS, BIG_DECIMAL_PLACES } from '../../domain/entities/constants.js';
import {
  appendNumericInput,
  BigDecimal,
  formatBalance,
  sanitizeNumericInput,
} from '../../domain/entities/number/index.js';

const RUNS = { numRuns: 200 };
const SCALE = 10n ** BigInt(BIG_DECIMAL_PLACES);
const SANITIZED = /^(\d+(\.\d*)?)?$/;

/** Reference rounding, written differently from the code under test: floor((2|n| + |d|) / 2|d|), then the sign. */
function roundHalfUpReference(numerator: bigint, divisor: bigint): bigint {
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const magnitude = (2n * abs(numerator) + abs(divisor)) / (2n * abs(divisor));
  return numerator < 0n !== divisor < 0n ? -magnitude : magnitude;
}

/** A decimal string with up to 20 fraction digits, and its value times 10^20 computed independently. */
const decimalWithScaled = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: BIG_DECIMAL_PLACES }),
  )
  .map(([negative, integer, fraction]) => {
    const text = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
    const magnitude = integer * SCALE + BigInt(fraction.padEnd(BIG_DECIMAL_PLACES, '0'));
    return { text, scaled: negative ? -magnitude : magnitude };
  });

const inputText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.,-e a') }),
  fc.string({ unit: fc.constantFrom(...'00.,5') }),
  fc.string(),
);

describe('numeric input (property)', () => {
  it('is idempotent and always yields digits with at most one "."', () => {
    fc.assert(
      fc.property(inputText, (raw) => {
        const once = sanitizeNumericInput(raw);
        expect(sanitizeNumericInput(once)).toBe(once);
        expect(once).toMatch(SANITIZED);
        expect(once.split('.').length).toBeLessThanOrEqual(2);
      }),
      RUNS,
    );
  });

  it('keeps every typed digit sequence valid while typing character by character', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789.,x'), { maxLength: 20 }), (keys) => {
        let value = '';
        for (const key of keys) {
          value = appendNumericInput(value, key);
          expect(value).toMatch(SANITIZED);
          // A lone leading zero never survives a digit typed after it.
          expect(value).not.toMatch(/^0\d/);
        }
      }),
      RUNS,
    );
  });
});

describe('BigDecimal (property)', () => {
  it('parses to the independently computed scaled value and prints back the same value', () => {
    fc.assert(
      fc.property(decimalWithScaled, ({ text, scaled }) => {
        const value = BigDecimal.from(text);
        expect(value.scaled).toBe(scaled);
        expect(BigDecimal.from(value.toString()).scaled).toBe(scaled);
      }),
      RUNS,
    );
  });

  it('adds, subtracts and multiplies like bigint math at scale 20', () => {
    fc.assert(
      fc.property(decimalWithScaled, decimalWithScaled, (a, b) => {
        const left = BigDecimal.from(a.text);
        expect(left.add(b.text).scaled).toBe(a.scaled + b.scaled);
        expect(left.sub(b.text).scaled).toBe(a.scaled - b.scaled);
        expect(left.mul(b.text).scaled).toBe(roundHalfUpReference(a.scaled * b.scaled, SCALE));
      }),
      RUNS,
    );
  });

  it('divides like bigint math at scale 20, rounded half up', () => {
    fc.assert(
      fc.property(decimalWithScaled, decimalWithScaled, (a, b) => {
        fc.pre(b.scaled !== 0n);
        expect(BigDecimal.from(a.text).div(b.text).scaled).toBe(roundHalfUpReference(a.scaled * SCALE, b.scaled));
      }),
      RUNS,
    );
  });

  it('compares like the scaled bigints', () => {
    fc.assert(
      fc.property(decimalWithScaled, decimalWithScaled, (a, b) => {
        const expected = a.scaled === b.scaled ? 0 : a.scaled < b.scaled ? -1 : 1;
        expect(BigDecimal.from(a.text).compare(b.text)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('rounds half up in toFixed exactly as the bigint reference does', () => {
    fc.assert(
      fc.property(decimalWithScaled, fc.integer({ min: 0, max: BIG_DECIMAL_PLACES }), ({ text, scaled }, places) => {
        const step = 10n ** BigInt(BIG_DECIMAL_PLACES - places);
        const fixed = BigDecimal.from(text).toFixed(places);
        expect(BigDecimal.from(fixed).scaled).toBe(roundHalfUpReference(scaled, step) * step);
        expect(fixed.split('.')[1]?.length ?? 0).toBe(places);
      }),
      RUNS,
    );
  });

  it('rounds exact ties away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 25n }),
        fc.boolean(),
        fc.integer({ min: 0, max: BIG_DECIMAL_PLACES - 1 }),
        (units, negative, places) => {
          // units + 0.5 in the last kept place, e.g. 12.5 at 0 places or 1.25 at 1 place.
          const tie = (units * 10n + 5n) * 10n ** BigInt(BIG_DECIMAL_PLACES - places - 1);
          const value = BigDecimal.fromScaled(negative ? -tie : tie);
          const expected = BigDecimal.fromUnits(negative ? -(units + 1n) : units + 1n, places);
          expect(value.toFixed(places)).toBe(expected.toFixed(places));
        },
      ),
      RUNS,
    );
  });

  it('floors to 3 places: never above the value and less than 0.001 below it', () => {
    const step = BigDecimal.fromUnits(1n, BALANCE_DISPLAY_DECIMALS);
    fc.assert(
      fc.property(decimalWithScaled, ({ text }) => {
        const value = BigDecimal.from(text);
        const floored = value.floor(BALANCE_DISPLAY_DECIMALS);
        expect(floored.compare(value)).toBeLessThanOrEqual(0);
        expect(value.sub(floored).compare(step)).toBe(-1);
        expect(floored.scaled % step.scaled).toBe(0n);
      }),
      RUNS,
    );
  });

  it('floors a balance of any sign with more than 20 fraction digits: at most the value, less than 0.001 below it', () => {
    // Exact reference at the string's own scale, so BigDecimal's half-up reading of the 21st digit plays no part.
    const longDecimal = fc.tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 6n }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: BIG_DECIMAL_PLACES + 1, maxLength: 30 }),
      fc.constantFrom('', '9'.repeat(BIG_DECIMAL_PLACES), '0'.repeat(BIG_DECIMAL_PLACES)),
    );
    fc.assert(
      fc.property(longDecimal, ([negative, integer, generated, prefix]) => {
        const fraction = `${prefix}${generated}`.slice(0, 30);
        const text = `${negative ? '-' : ''}${integer}.${fraction}`;
        const unit = 10n ** BigInt(fraction.length);
        const exact = (negative ? -1n : 1n) * (integer * unit + BigInt(fraction));
        const shown = BigDecimal.from(formatBalance(text)).scaled * 10n ** BigInt(fraction.length - BIG_DECIMAL_PLACES);
        const displayStep = 10n ** BigInt(fraction.length - BALANCE_DISPLAY_DECIMALS);
        expect(shown).toBeLessThanOrEqual(exact);
        expect(exact - shown).toBeLessThan(displayStep);
      }),
      RUNS,
    );
  });

  it('never displays a balance above what it is', () => {
    fc.assert(
      fc.property(decimalWithScaled, ({ text }) => {
        const value = BigDecimal.from(text);
        fc.pre(value.compare(0) >= 0);
        expect(BigDecimal.from(formatBalance(value)).compare(value)).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
