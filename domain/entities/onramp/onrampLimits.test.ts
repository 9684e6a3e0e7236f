import { describe, expect, it } from 'vitest';
import { ONRAMP_FALLBACK_LIMITS } from '../constants.js';
import { onrampLimits } from './onrampLimits.js';

const paymentCurrencies = [
  { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }, { id: 'bank_account', min: '50.00', max: '20000.00' }] },
  { id: 'EUR', payment_method_limits: [{ id: 'card', min: '30.00', max: '3.00' }] },
];

describe('onrampLimits', () => {
  it("is the options' range for the currency and method", () => {
    expect(onrampLimits({ paymentCurrencies, currency: 'USD', method: 'card' })).toEqual({ min: '20.00', max: '5000.00' });
    expect(onrampLimits({ paymentCurrencies, currency: 'USD', method: 'bank_account' })).toEqual({ min: '50.00', max: '20000.00' });
  });

  it("falls back to SPEC's range for the method: no such currency or method, or a range upside down", () => {
    expect(ONRAMP_FALLBACK_LIMITS).toEqual({ card: { min: '10.00', max: '7500.00' }, bank_account: { min: '10.00', max: '25000.00' } });
    expect(onrampLimits({ paymentCurrencies: [], currency: 'USD', method: 'card' })).toEqual(ONRAMP_FALLBACK_LIMITS.card);
    expect(onrampLimits({ paymentCurrencies, currency: undefined, method: 'bank_account' })).toEqual(ONRAMP_FALLBACK_LIMITS.bank_account);
    expect(onrampLimits({ paymentCurrencies, currency: 'EUR', method: 'bank_account' })).toEqual(ONRAMP_FALLBACK_LIMITS.bank_account);
    expect(onrampLimits({ paymentCurrencies, currency: 'EUR', method: 'card' })).toEqual(ONRAMP_FALLBACK_LIMITS.card);
  });
});
