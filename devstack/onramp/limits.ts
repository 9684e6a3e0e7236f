/**
 * What the local provider lets a visitor pay with, and how much. These limits differ from SPEC.md section 9's
 * fallback (card 10.00-7500.00, bank 10.00-25000.00) on purpose: a journey can then tell the options the
 * provider answered from the fallback the product uses when the options call fails.
 */
import { formatCents, parseCents } from './money.js';

export type PaymentMethod = 'card' | 'bank_account';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'bank_account'];

export type PaymentCurrencyId = 'USD' | 'EUR';

type Limits = { readonly min: bigint; readonly max: bigint };

export type PaymentCurrency = {
  readonly id: PaymentCurrencyId;
  /** USD per unit, as a fraction (EUR = 108/100): the quotes convert through USD prices. */
  readonly usdRate: { readonly numerator: bigint; readonly denominator: bigint };
  /** Limits per method, in cents. */
  readonly limits: Readonly<Record<PaymentMethod, Limits>>;
};

const cents = (text: string): bigint => parseCents(text)!;

export const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  {
    id: 'USD',
    usdRate: { numerator: 1n, denominator: 1n },
    limits: { card: { min: cents('20.00'), max: cents('5000.00') }, bank_account: { min: cents('50.00'), max: cents('20000.00') } },
  },
  {
    id: 'EUR',
    usdRate: { numerator: 108n, denominator: 100n },
    limits: { card: { min: cents('20.00'), max: cents('4500.00') }, bank_account: { min: cents('50.00'), max: cents('18000.00') } },
  },
];

/** The payment currency with this id (case-insensitive), if the provider takes it. */
export function findPaymentCurrency(id: string): PaymentCurrency | undefined {
  return PAYMENT_CURRENCIES.find((currency) => currency.id === id.toUpperCase());
}

export type LimitRefusal = {
  readonly error: 'amount_below_minimum' | 'amount_above_maximum';
  readonly message: string;
  /** The limit that was crossed, '20.00'. */
  readonly limit: string;
};

export type CheckLimitsReturnType = LimitRefusal | undefined;
export type CheckLimitsErrorType = never;

/** Why `amount` (cents) cannot be paid with this currency and method, or undefined when it can. */
export function checkLimits(currency: PaymentCurrency, method: PaymentMethod, amount: bigint): CheckLimitsReturnType {
  const { min, max } = currency.limits[method];
  if (amount < min) {
    return { error: 'amount_below_minimum', message: `The amount must be at least ${formatCents(min)} ${currency.id}`, limit: formatCents(min) };
  }
  if (amount > max) {
    return { error: 'amount_above_maximum', message: `The amount must be at most ${formatCents(max)} ${currency.id}`, limit: formatCents(max) };
  }
  return undefined;
}

/** The options answer's `paymentCurrencies` (SPEC.md section 7). */
export function paymentCurrencyOptions(): { id: string; payment_method_limits: { id: PaymentMethod; min: string; max: string }[] }[] {
  return PAYMENT_CURRENCIES.map((currency) => ({
    id: currency.id,
    payment_method_limits: PAYMENT_METHODS.map((method) => ({
      id: method,
      min: formatCents(currency.limits[method].min),
      max: formatCents(currency.limits[method].max),
    })),
  }));
}
