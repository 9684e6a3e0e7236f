/**
 * The on-ramp's limits rule against a reference on integer cents: an amount typed with at most two decimals
 * is accepted exactly when min <= amount <= max, with the limits of the options entry for the currency and
 * method, else SPEC.md section 9's fallback for the method; every refusal names both limits, en-US.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONRAMP_FALLBACK_LIMITS } from '../../domain/entities/constants.js';
import { checkOnrampAmount, onrampLimits } from '../../domain/entities/onramp/index.js';

const runs = { numRuns: 300 };

/** Cents written as a decimal with exactly two places ('1234.05'). */
const money = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
/** Cents written the way a person may type them: '50', '50.5', '50.50'. */
const typed = (cents: bigint, style: 'fixed' | 'short'): string => {
  if (style === 'fixed') return money(cents);
  const [whole, fraction = ''] = money(cents).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? (whole ?? '') : `${whole}.${trimmed}`;
};
/** en-US grouping, two decimals. */
const enUs = (cents: bigint): string => `${(cents / 100n).toLocaleString('en-US')}.${(cents % 100n).toString().padStart(2, '0')}`;

const cents = fc.bigInt({ min: 1n, max: 10n ** 12n });
const limitPair = fc.tuple(cents, cents).map(([a, b]) => (a <= b ? { min: a, max: b } : { min: b, max: a }));
const method = fc.constantFrom('card' as const, 'bank_account' as const);

describe('checkOnrampAmount (property, on integer cents)', () => {
  it('accepts exactly the amounts inside the limits, answering them with two places', () => {
    fc.assert(
      fc.property(limitPair, cents, fc.constantFrom('fixed' as const, 'short' as const), fc.constantFrom('USD', 'EUR'), (limits, amount, style, currency) => {
        const result = checkOnrampAmount({ amount: typed(amount, style), limits: { min: money(limits.min), max: money(limits.max) }, currency });
        if (amount >= limits.min && amount <= limits.max) {
          expect(result).toEqual({ ok: true, amount: money(amount) });
        } else {
          expect(result).toEqual({ ok: false, error: `Enter an amount between ${enUs(limits.min)} and ${enUs(limits.max)} ${currency}` });
        }
      }),
      runs,
    );
  });

  it('refuses zero, more than two decimals, and anything that is not a plain decimal, whatever the limits', () => {
    const notAmounts = fc.oneof(
      fc.constantFrom('', ' ', '0', '0.00', '.', '-5', '+5', '1e3', '5,00', 'NaN', 'Infinity', '0x10'),
      fc.string().filter((text) => !/^\s*(?:\d+\.?\d*|\.\d+)\s*$/.test(text)),
    );
    fc.assert(
      fc.property(limitPair, notAmounts, (limits, amount) => {
        expect(checkOnrampAmount({ amount, limits: { min: money(limits.min), max: money(limits.max) }, currency: 'USD' })).toEqual({
          ok: false,
          error: 'Enter an amount',
        });
      }),
      runs,
    );
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (amount, extra) => {
        const result = checkOnrampAmount({ amount: `${money(amount)}${extra}`, limits: { min: '0.01', max: money(10n ** 13n) }, currency: 'USD' });
        expect(result).toEqual({ ok: false, error: 'Enter an amount with at most 2 decimals' });
      }),
      runs,
    );
  });
});

describe('onrampLimits (property)', () => {
  it("is the options entry of the currency and method when it is a readable range, else the method's fallback", () => {
    const entry = fc.record({ id: method, min: fc.oneof(cents.map(money), fc.constantFrom('', 'abc', '-1')), max: fc.oneof(cents.map(money), fc.constantFrom('', '1e9')) });
    const currencies = fc.array(fc.record({ id: fc.constantFrom('USD', 'EUR', 'GBP'), payment_method_limits: fc.array(entry, { maxLength: 3 }) }), { maxLength: 4 });
    fc.assert(
      fc.property(currencies, fc.constantFrom('USD', 'EUR', undefined), method, (paymentCurrencies, currency, wanted) => {
        const found = paymentCurrencies.find((candidate) => candidate.id === currency)?.payment_method_limits.find((limits) => limits.id === wanted);
        const readable = (text: string) => /^\d+\.\d{2}$/.test(text);
        const usable = found !== undefined && readable(found.min) && readable(found.max) && BigInt(found.min.replace('.', '')) <= BigInt(found.max.replace('.', ''));
        const expected = usable ? { min: found.min, max: found.max } : ONRAMP_FALLBACK_LIMITS[wanted];
        expect(onrampLimits({ paymentCurrencies, currency, method: wanted })).toEqual(expected);
      }),
      runs,
    );
  });
});
