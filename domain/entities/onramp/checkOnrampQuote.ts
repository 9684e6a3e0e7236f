/**
 * A provider's quote is shown only when it is the quote the visitor asked for (the checkout charges it):
 * - the total is the amount typed, in the payment currency;
 * - the provider's fee lies inside ONRAMP_PROVIDER_FEE_RANGE_PERCENT of that amount;
 * - subtotal + provider fee + network fee is the total, none of them negative, the subtotal positive;
 * - what arrives is a positive amount of the token asked for.
 * Anything else (a wire value that is not a decimal included) is a quote that does not match.
 */
import type { OnrampQuoteResponse } from '../api/blockchain-api.schema.js';
import { ONRAMP_PROVIDER_FEE_RANGE_PERCENT } from '../constants.js';
import { BigDecimal } from '../number/bigDecimal.js';
import { ONRAMP_MESSAGES } from './onramp.messages.js';

export type CheckOnrampQuoteParameters = {
  readonly response: OnrampQuoteResponse;
  /** The amount asked for, two places ('50.00'). */
  readonly amount: string;
  /** The payment currency id ('USD'). */
  readonly paymentCurrency: string;
  /** The symbol of the token asked for ('USDC'). */
  readonly purchaseSymbol: string;
};

/** The quote's figures, checked; fiat figures with two places. */
export type CheckedOnrampQuote = {
  readonly quoteId: string;
  readonly paymentTotal: string;
  readonly paymentSubtotal: string;
  readonly providerFee: string;
  readonly networkFee: string;
  /** Provider fee plus network fee. */
  readonly fees: string;
  readonly purchaseAmount: string;
  readonly paymentCurrency: string;
  readonly purchaseSymbol: string;
};

export type CheckOnrampQuoteReturnType = { readonly ok: true; readonly quote: CheckedOnrampQuote } | { readonly ok: false; readonly error: string };

const MONEY = /^\d+(?:\.\d+)?$/;

export function checkOnrampQuote({ response, amount, paymentCurrency, purchaseSymbol }: CheckOnrampQuoteParameters): CheckOnrampQuoteReturnType {
  const mismatch = { ok: false, error: ONRAMP_MESSAGES.quoteMismatch } as const;
  const { paymentTotal, paymentSubtotal, networkFee, purchaseAmount } = response;
  // Coinbase's answer names its fee coinbaseFee; the walletport contract adds providerFee for every provider.
  const providerFee = response.providerFee ?? response.coinbaseFee;
  if (providerFee === undefined) return mismatch;
  const fiat = [paymentTotal, paymentSubtotal, networkFee, providerFee];
  if (fiat.some((money) => money.currency !== paymentCurrency || !MONEY.test(money.amount))) return mismatch;
  if (purchaseAmount.currency.toUpperCase() !== purchaseSymbol.toUpperCase() || !MONEY.test(purchaseAmount.amount)) return mismatch;

  const total = BigDecimal.from(paymentTotal.amount);
  const subtotal = BigDecimal.from(paymentSubtotal.amount);
  const fee = BigDecimal.from(providerFee.amount);
  const network = BigDecimal.from(networkFee.amount);
  if (total.compare(amount) !== 0) return mismatch;
  if (subtotal.isZero() || BigDecimal.from(purchaseAmount.amount).isZero()) return mismatch;
  if (subtotal.add(fee).add(network).compare(total) !== 0) return mismatch;
  if (!feeInRange(fee, total)) return mismatch;

  return {
    ok: true,
    quote: {
      quoteId: response.quoteId,
      paymentTotal: total.toFixed(2),
      paymentSubtotal: subtotal.toFixed(2),
      providerFee: fee.toFixed(2),
      networkFee: network.toFixed(2),
      fees: fee.add(network).toFixed(2),
      purchaseAmount: BigDecimal.from(purchaseAmount.amount).toString(),
      paymentCurrency,
      purchaseSymbol,
    },
  };
}

/**
 * The fee lies within ONRAMP_PROVIDER_FEE_RANGE_PERCENT of the total, its bounds taken to the cent outwards: a
 * fee is quoted in cents, so an honest 1 % of 5,000.01 (50.0001) is 50.00, which the exact bound would refuse
 * (every amount whose 1 % rounds down), while 49.99 stays outside.
 */
function feeInRange(fee: BigDecimal, total: BigDecimal): boolean {
  const lowest = total.mul(ONRAMP_PROVIDER_FEE_RANGE_PERCENT.min).div(100).floor(2);
  const highestExact = total.mul(ONRAMP_PROVIDER_FEE_RANGE_PERCENT.max).div(100);
  const highestDown = highestExact.floor(2);
  const highest = highestDown.compare(highestExact) === 0 ? highestDown : highestDown.add('0.01');
  return fee.compare(lowest) >= 0 && fee.compare(highest) <= 0;
}
