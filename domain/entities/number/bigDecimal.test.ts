import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../errors/base.error.js';
import { BigDecimal } from './bigDecimal.js';

const d = (value: string | number) => BigDecimal.from(value);

function expectInvalidNumber(action: () => unknown): void {
  try {
    action();
  } catch (error) {
    expect(isWalletportError(error, 'INVALID_NUMBER')).toBe(true);
    return;
  }
  throw new Error('expected INVALID_NUMBER');
}

describe('BigDecimal.from', () => {
  it('parses decimal strings with sign, missing parts and surrounding spaces', () => {
    expect(d('1.5').toString()).toBe('1.5');
    expect(d('-0.25').toString()).toBe('-0.25');
    expect(d('+3').toString()).toBe('3');
    expect(d('.5').toString()).toBe('0.5');
    expect(d('7.').toString()).toBe('7');
    expect(d(' 42 ').toString()).toBe('42');
    expect(d('000123.4500').toString()).toBe('123.45');
  });

  it('parses exponent notation, as JavaScript prints small and large numbers', () => {
    expect(d('1e-7').toString()).toBe('0.0000001');
    expect(d('1.5E+3').toString()).toBe('1500');
    expect(d(1e21).toString()).toBe('1000000000000000000000');
    expect(d('1e-1000').isZero()).toBe(true);
  });

  it('parses finite numbers through their shortest string form', () => {
    expect(d(0.1).toString()).toBe('0.1');
    expect(d(-2.5).toString()).toBe('-2.5');
    expect(d(0).toString()).toBe('0');
    expect(d(-0).toString()).toBe('0');
  });

  it('keeps 20 places and rounds the 21st half up', () => {
    expect(d('0.000000000000000000014').toString()).toBe('0.00000000000000000001');
    expect(d('0.000000000000000000015').toString()).toBe('0.00000000000000000002');
    expect(d('-0.000000000000000000015').toString()).toBe('-0.00000000000000000002');
    expect(d('0.000000000000000000004').isZero()).toBe(true);
  });

  it('returns a BigDecimal unchanged', () => {
    const value = d('1.5');
    expect(BigDecimal.from(value)).toBe(value);
  });

  it.each(['', ' ', '.', '-', 'abc', '1.2.3', '1,5', '0x10', '1e', 'e5', '1e1001', '--1'])(
    'rejects %j with INVALID_NUMBER',
    (text) => expectInvalidNumber(() => d(text)),
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects the number %s', (value) =>
    expectInvalidNumber(() => d(value)),
  );

  it('names the offending text in the message', () => {
    expect(() => d('abc')).toThrow('Invalid number: abc');
  });
});

describe('BigDecimal.fromUnits and fromScaled', () => {
  it('reads raw units with the given decimals', () => {
    expect(BigDecimal.fromUnits(1_500_000n, 6).toString()).toBe('1.5');
    expect(BigDecimal.fromUnits(10n ** 18n, 18).toString()).toBe('1');
    expect(BigDecimal.fromUnits(-1n, 2).toString()).toBe('-0.01');
    expect(BigDecimal.fromUnits(123n, 0).toString()).toBe('123');
  });

  it('rounds units beyond 20 decimals half up', () => {
    expect(BigDecimal.fromUnits(15n, 21).toString()).toBe('0.00000000000000000002');
    expect(BigDecimal.fromUnits(14n, 21).toString()).toBe('0.00000000000000000001');
  });

  it.each([-1, 1.5, Number.NaN, 1001])('rejects %s decimals', (decimals) =>
    expectInvalidNumber(() => BigDecimal.fromUnits(1n, decimals)),
  );

  it('wraps and exposes the scaled bigint', () => {
    expect(BigDecimal.fromScaled(10n ** 20n).toString()).toBe('1');
    expect(d('0.5').scaled).toBe(5n * 10n ** 19n);
  });
});

describe('BigDecimal arithmetic', () => {
  it('adds and subtracts exactly, without float drift', () => {
    expect(d('0.1').add('0.2').toString()).toBe('0.3');
    expect(d('1').sub('0.9').toString()).toBe('0.1');
    expect(d('-1.5').add(1.5).toString()).toBe('0');
    expect(d('123456789012345678901234567890.1').add('0.00000000000000000001').toString()).toBe(
      '123456789012345678901234567890.10000000000000000001',
    );
  });

  it('multiplies, rounding the product half up to 20 places', () => {
    expect(d('1.5').mul('2').toString()).toBe('3');
    expect(d('-0.5').mul('0.5').toString()).toBe('-0.25');
    expect(d('0.00000000000000000001').mul('0.5').toString()).toBe('0.00000000000000000001');
    expect(d('0.00000000000000000001').mul('0.4').toString()).toBe('0');
    expect(d('0.00000000000000000001').mul('-0.5').toString()).toBe('-0.00000000000000000001');
  });

  it('divides, rounding the quotient half up to 20 places', () => {
    expect(d('1').div('3').toString()).toBe('0.33333333333333333333');
    expect(d('2').div('3').toString()).toBe('0.66666666666666666667');
    expect(d('-2').div('3').toString()).toBe('-0.66666666666666666667');
    expect(d('10').div('4').toString()).toBe('2.5');
    expect(d('1').div('-8').toString()).toBe('-0.125');
  });

  it('refuses to divide by zero', () => {
    expectInvalidNumber(() => d('1').div('0'));
    expect(() => d('1').div(0)).toThrow('Invalid number: 1 / 0');
  });

  it('compares and detects zero', () => {
    expect(d('1.10').compare('1.1')).toBe(0);
    expect(d('-1').compare('0')).toBe(-1);
    expect(d('0.00000000000000000001').compare(0)).toBe(1);
    expect(d('0.000').isZero()).toBe(true);
    expect(d('-0.00000000000000000001').isZero()).toBe(false);
  });

  it('is immutable: operations return new values and leave operands alone', () => {
    const value = d('1.5');
    const sum = value.add('1');
    expect(value.toString()).toBe('1.5');
    expect(sum).not.toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
  });
});

describe('BigDecimal rounding and printing', () => {
  it('prints without trailing zeros and never as -0', () => {
    expect(d('1.500').toString()).toBe('1.5');
    expect(d('100').toString()).toBe('100');
    expect(d('-0.0').toString()).toBe('0');
    expect(String(d('2.50'))).toBe('2.5');
  });

  it('rounds half up, ties away from zero, in toFixed', () => {
    expect(d('1.005').toFixed(2)).toBe('1.01');
    expect(d('1.004').toFixed(2)).toBe('1.00');
    expect(d('-1.005').toFixed(2)).toBe('-1.01');
    expect(d('2.5').toFixed(0)).toBe('3');
    expect(d('-2.5').toFixed(0)).toBe('-3');
    expect(d('0.9995').toFixed(3)).toBe('1.000');
    expect(d('-0.0004').toFixed(3)).toBe('0.000');
  });

  it('pads toFixed with zeros, also beyond 20 places', () => {
    expect(d('1.5').toFixed(3)).toBe('1.500');
    expect(d('1').toFixed(22)).toBe('1.0000000000000000000000');
  });

  it('floors toward negative infinity', () => {
    expect(d('1.2349').floor(3).toString()).toBe('1.234');
    expect(d('1.9999').floor(0).toString()).toBe('1');
    expect(d('-1.2341').floor(3).toString()).toBe('-1.235');
    expect(d('-1.234').floor(3).toString()).toBe('-1.234');
    expect(d('0.0009').floor(3).isZero()).toBe(true);
    expect(d('1.5').floor(25).toString()).toBe('1.5');
  });

  it('rounds half up with round', () => {
    expect(d('1.2345').round(3).toString()).toBe('1.235');
    expect(d('1.2344').round(3).toString()).toBe('1.234');
  });

  it.each([-1, 0.5])('rejects %s places', (places) => {
    expectInvalidNumber(() => d('1').toFixed(places));
    expectInvalidNumber(() => d('1').floor(places));
  });
});
