/**
 * A quote's figures (docs/ONRAMP.md): the provider's fee (meld 1.50 %, coinbase 1.00 %: both inside SPEC.md's
 * 1-2 % range) rounded half up to the cent, a network fee per namespace, the subtotal that buys the tokens, and
 * the tokens it buys at fixed prices, rounded down to the token's smallest unit. The total is what was typed.
 */
import type { OnrampAsset, OnrampNamespace } from './catalogue.js';
import { checkLimits, type LimitRefusal, type PaymentCurrency, type PaymentMethod } from './limits.js';
import { formatCents, formatUnitsPlain, percentOfCents } from './money.js';

export type OnrampProvider = 'meld' | 'coinbase';
export const PROVIDERS: readonly OnrampProvider[] = ['meld', 'coinbase'];

/** Each provider's fee in basis points of the amount paid. */
export const PROVIDER_FEE_BPS: Readonly<Record<OnrampProvider, bigint>> = { meld: 150n, coinbase: 100n };

/** What the delivery costs, in cents of the payment currency, per namespace. */
export const NETWORK_FEE_CENTS: Readonly<Record<OnrampNamespace, bigint>> = { eip155: 50n, solana: 5n };

export type PriceInput = {
  provider: OnrampProvider;
  asset: OnrampAsset;
  namespace: OnrampNamespace;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** What the visitor pays, in cents. */
  amount: bigint;
};

/** Decimal strings as the quote answer carries them. */
export type QuoteFigures = {
  paymentTotal: string;
  paymentSubtotal: string;
  providerFee: string;
  networkFee: string;
  /** Tokens delivered, plain decimal ('48.75'). */
  purchaseAmount: string;
  /** The same in base units, as a decimal string (what the delivery sends). */
  purchaseUnits: string;
};

export type PriceQuoteParameters = PriceInput;
export type PriceQuoteReturnType = { refusal: LimitRefusal } | { figures: QuoteFigures };
export type PriceQuoteErrorType = never;

export function priceQuote(input: PriceQuoteParameters): PriceQuoteReturnType {
  const refusal = checkLimits(input.currency, input.method, input.amount);
  if (refusal) return { refusal };
  const providerFee = percentOfCents(input.amount, PROVIDER_FEE_BPS[input.provider]);
  const networkFee = NETWORK_FEE_CENTS[input.namespace];
  const subtotal = input.amount - providerFee - networkFee;
  const { numerator, denominator } = input.currency.usdRate;
  // subtotal/100 currency units * USD per unit / USD per token, in base units, rounded down.
  const units = (subtotal * numerator * 10n ** BigInt(input.asset.decimals)) / (100n * denominator * input.asset.usdPrice);
  return {
    figures: {
      paymentTotal: formatCents(input.amount),
      paymentSubtotal: formatCents(subtotal),
      providerFee: formatCents(providerFee),
      networkFee: formatCents(networkFee),
      purchaseAmount: formatUnitsPlain(units, input.asset.decimals),
      purchaseUnits: units.toString(),
    },
  };
}
