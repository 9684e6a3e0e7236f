import { describe, expect, it } from 'vitest';
import type { OnrampQuoteResponse } from '../api/blockchain-api.schema.js';
import { checkOnrampQuote } from './checkOnrampQuote.js';

const usd = (amount: string) => ({ amount, currency: 'USD' });
/** The devstack's meld quote for 50 USD of USDC by card. */
const meld: OnrampQuoteResponse = {
  paymentTotal: usd('50.00'),
  paymentSubtotal: usd('48.75'),
  providerFee: usd('0.75'),
  networkFee: usd('0.50'),
  purchaseAmount: { amount: '48.750000', currency: 'USDC' },
  quoteId: 'q-1',
};
const check = (response: OnrampQuoteResponse, amount = '50.00') => checkOnrampQuote({ response, amount, paymentCurrency: 'USD', purchaseSymbol: 'USDC' });
const mismatch = { ok: false, error: 'The quote did not match your amount' };

describe('checkOnrampQuote', () => {
  it('answers a matching quote with its figures and the fees added up', () => {
    expect(check(meld)).toEqual({
      ok: true,
      quote: {
        quoteId: 'q-1',
        paymentTotal: '50.00',
        paymentSubtotal: '48.75',
        providerFee: '0.75',
        networkFee: '0.50',
        fees: '1.25',
        purchaseAmount: '48.75',
        paymentCurrency: 'USD',
        purchaseSymbol: 'USDC',
      },
    });
  });

  it('accepts the fee range bounds, 1 % and 2 %, and nothing outside', () => {
    const withFee = (fee: string, subtotal: string) => ({ ...meld, providerFee: usd(fee), paymentSubtotal: usd(subtotal) });
    expect(check(withFee('0.50', '49.00')).ok).toBe(true);
    expect(check(withFee('1.00', '48.50')).ok).toBe(true);
    expect(check(withFee('0.49', '49.01'))).toEqual(mismatch);
    expect(check(withFee('1.01', '48.49'))).toEqual(mismatch);
  });

  it('takes the bounds to the cent: 1 % of 5,000.01 quoted as 50.00 passes, 49.99 does not; 2 % as 100.01 passes, 100.02 does not', () => {
    const at = (fee: string, subtotal: string) =>
      checkOnrampQuote({
        response: { ...meld, paymentTotal: usd('5000.01'), providerFee: usd(fee), paymentSubtotal: usd(subtotal) },
        amount: '5000.01',
        paymentCurrency: 'USD',
        purchaseSymbol: 'USDC',
      });
    expect(at('50.00', '4949.51').ok).toBe(true);
    expect(at('49.99', '4949.52')).toEqual(mismatch);
    expect(at('100.01', '4899.50').ok).toBe(true);
    expect(at('100.02', '4899.49')).toEqual(mismatch);
  });

  it('reads coinbaseFee when there is no providerFee; neither is a mismatch', () => {
    const { providerFee, ...rest } = meld;
    expect(check({ ...rest, coinbaseFee: providerFee }).ok).toBe(true);
    expect(check(rest)).toEqual(mismatch);
  });

  it('refuses another total, sums that do not add up, other currencies, and figures that are not decimals', () => {
    expect(check(meld, '60.00')).toEqual(mismatch);
    expect(check({ ...meld, paymentSubtotal: usd('48.70') })).toEqual(mismatch);
    expect(check({ ...meld, networkFee: { amount: '0.50', currency: 'EUR' } })).toEqual(mismatch);
    expect(check({ ...meld, purchaseAmount: { amount: '48.75', currency: 'ETH' } })).toEqual(mismatch);
    expect(check({ ...meld, purchaseAmount: { amount: '0', currency: 'USDC' } })).toEqual(mismatch);
    expect(check({ ...meld, networkFee: usd('-0.50'), paymentSubtotal: usd('49.75') })).toEqual(mismatch);
    expect(check({ ...meld, paymentTotal: usd('5e1') })).toEqual(mismatch);
  });
});
