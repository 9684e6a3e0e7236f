import { describe, expect, it } from 'vitest';
import { checkOnrampAmount } from './checkOnrampAmount.js';

const limits = { min: '20.00', max: '5000.00' };

describe('checkOnrampAmount', () => {
  it('answers an amount inside the limits with two places, bounds included', () => {
    expect(checkOnrampAmount({ amount: '50', limits, currency: 'USD' })).toEqual({ ok: true, amount: '50.00' });
    expect(checkOnrampAmount({ amount: '20', limits, currency: 'USD' })).toEqual({ ok: true, amount: '20.00' });
    expect(checkOnrampAmount({ amount: '5000.00', limits, currency: 'USD' })).toEqual({ ok: true, amount: '5000.00' });
    expect(checkOnrampAmount({ amount: ' 49.5 ', limits, currency: 'USD' })).toEqual({ ok: true, amount: '49.50' });
  });

  it('names both limits, en-US with two decimals, when the amount is outside them', () => {
    const message = 'Enter an amount between 20.00 and 5,000.00 USD';
    expect(checkOnrampAmount({ amount: '19.99', limits, currency: 'USD' })).toEqual({ ok: false, error: message });
    expect(checkOnrampAmount({ amount: '5000.01', limits, currency: 'USD' })).toEqual({ ok: false, error: message });
    expect(checkOnrampAmount({ amount: '1', limits: { min: '10.00', max: '25000.00' }, currency: 'EUR' })).toEqual({
      ok: false,
      error: 'Enter an amount between 10.00 and 25,000.00 EUR',
    });
  });

  it("says 'Enter an amount' for nothing, zero or not a number, and refuses fractions of a cent", () => {
    for (const amount of ['', '0', '0.00', 'abc', '-5', '1e3', '.']) {
      expect(checkOnrampAmount({ amount, limits, currency: 'USD' }), amount).toEqual({ ok: false, error: 'Enter an amount' });
    }
    expect(checkOnrampAmount({ amount: '50.001', limits, currency: 'USD' })).toEqual({ ok: false, error: 'Enter an amount with at most 2 decimals' });
    expect(checkOnrampAmount({ amount: '50.100', limits, currency: 'USD' })).toEqual({ ok: true, amount: '50.10' });
  });
});
