/**
 * The on-ramp's quote check against a reference on integer cents: a quote is shown exactly when its total is
 * the amount asked for, the provider's fee lies within 1-2 % of it (ONRAMP_PROVIDER_FEE_RANGE_PERCENT, bounds
 * included and taken to the cent outwards, so an honest 1 % fee rounded half up to cents always passes), subtotal + fee + network fee is the total with a positive subtotal, and it is in the currency and
 * token asked for. Quotes are generated as providers compute them (a fee in basis points, rounded half up to
 * cents), then some are tampered with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OnrampQuoteResponse } from '../../domain/entities/api/blockchain-api.schema.js';
import { ONRAMP_PROVIDER_FEE_RANGE_PERCENT } from '../../domain/entities/constants.js';
import { checkOnrampQuote } from '../../domain/entities/onramp/index.js';

const runs = { numRuns: 400 };
const money = (cents: bigint): string => `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${((cents < 0n ? -cents : cents) % 100n).toString().padStart(2, '0')}`;

/** A provider's honest arithmetic: fee = amount x basis points, half up to cents. */
const honest = fc
  .record({
    amount: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    feeBasisPoints: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.constantFrom(100, 200, 99, 201)),
    networkFee: fc.bigInt({ min: 0n, max: 1000n }),
    purchased: fc.constantFrom('49', '0.000001', '48.75', '0'),
  })
  .map(({ amount, feeBasisPoints, networkFee, purchased }) => {
    const fee = (amount * BigInt(feeBasisPoints) + 5000n) / 10000n;
    return { amount, fee, networkFee, subtotal: amount - fee - networkFee, purchased };
  });

const response = (quote: { amount: bigint; fee: bigint; networkFee: bigint; subtotal: bigint; purchased: string }, currency = 'USD', symbol = 'USDC'): OnrampQuoteResponse => ({
  paymentTotal: { amount: money(quote.amount), currency },
  paymentSubtotal: { amount: money(quote.subtotal), currency },
  networkFee: { amount: money(quote.networkFee), currency },
  providerFee: { amount: money(quote.fee), currency },
  purchaseAmount: { amount: quote.purchased, currency: symbol },
  quoteId: 'q',
});

/** The rule, on integer cents: the fee's range bounds are taken to the cent outwards (a fee is quoted in cents). */
function reference({ amount, fee, subtotal, purchased }: { amount: bigint; fee: bigint; subtotal: bigint; purchased: string }): boolean {
  const { min, max } = ONRAMP_PROVIDER_FEE_RANGE_PERCENT;
  const lowest = (amount * BigInt(min)) / 100n;
  const highest = (amount * BigInt(max) + 99n) / 100n;
  return fee >= lowest && fee <= highest && subtotal > 0n && purchased !== '0';
}

describe('checkOnrampQuote (property, on integer cents)', () => {
  it('accepts an honestly computed quote exactly when the fee is in range and something is left to buy', () => {
    fc.assert(
      fc.property(honest, (quote) => {
        const result = checkOnrampQuote({ response: response(quote), amount: money(quote.amount), paymentCurrency: 'USD', purchaseSymbol: 'USDC' });
        expect(result.ok).toBe(reference(quote));
        if (result.ok) {
          expect(result.quote).toMatchObject({
            paymentTotal: money(quote.amount),
            providerFee: money(quote.fee),
            fees: money(quote.fee + quote.networkFee),
            paymentSubtotal: money(quote.subtotal),
          });
        }
      }),
      runs,
    );
  });

  it('refuses a quote whose total, subtotal, currency or token is not the one asked for', () => {
    const inRange = honest.filter(reference);
    const tamper = fc.constantFrom('total', 'subtotal', 'currency', 'token', 'asked', 'noFee');
    fc.assert(
      fc.property(inRange, tamper, fc.bigInt({ min: 1n, max: 10_000n }), (quote, how, delta) => {
        let answer = response(quote);
        let asked = money(quote.amount);
        if (how === 'total') answer = { ...answer, paymentTotal: { amount: money(quote.amount + delta), currency: 'USD' } };
        if (how === 'subtotal') answer = { ...answer, paymentSubtotal: { amount: money(quote.subtotal + delta), currency: 'USD' } };
        if (how === 'currency') answer = response(quote, 'EUR');
        if (how === 'token') answer = response(quote, 'USD', 'USDT');
        if (how === 'asked') asked = money(quote.amount + delta);
        if (how === 'noFee') answer = { ...answer, providerFee: undefined };
        const result = checkOnrampQuote({ response: answer, amount: asked, paymentCurrency: 'USD', purchaseSymbol: 'USDC' });
        expect(result).toEqual({ ok: false, error: 'The quote did not match your amount' });
      }),
      runs,
    );
  });

  it("reads Coinbase's coinbaseFee when providerFee is absent, as the same fee", () => {
    fc.assert(
      fc.property(honest.filter(reference), (quote) => {
        const { providerFee, ...rest } = response(quote);
        const result = checkOnrampQuote({ response: { ...rest, coinbaseFee: providerFee }, amount: money(quote.amount), paymentCurrency: 'USD', purchaseSymbol: 'usdc' });
        expect(result.ok).toBe(true);
      }),
      runs,
    );
  });
});
