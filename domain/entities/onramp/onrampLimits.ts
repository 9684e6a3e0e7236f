/**
 * The amount range of a payment currency and method: the options' `payment_method_limits` entry, else the
 * standard limits of the method (the options call failed, or the currency does not name the method).
 */
import type { OnrampOptionsResponse } from '../api/blockchain-api.schema.js';
import { ONRAMP_FALLBACK_LIMITS } from '../constants.js';
import { BigDecimal } from '../number/bigDecimal.js';

export type OnrampMethod = keyof typeof ONRAMP_FALLBACK_LIMITS;

export type OnrampAmountLimits = { readonly min: string; readonly max: string };

export type OnrampLimitsParameters = {
  readonly paymentCurrencies: readonly OnrampOptionsResponse['paymentCurrencies'][number][];
  /** A payment currency id ('USD'). */
  readonly currency: string | undefined;
  readonly method: OnrampMethod;
};

export type OnrampLimitsReturnType = OnrampAmountLimits;

// Limits are money: plain decimals, no sign, no exponent.
const LIMIT = /^\d+(?:\.\d+)?$/;

export function onrampLimits({ paymentCurrencies, currency, method }: OnrampLimitsParameters): OnrampLimitsReturnType {
  const entry = paymentCurrencies
    .find((candidate) => candidate.id === currency)
    ?.payment_method_limits.find((limits) => limits.id === method);
  // A provider's range that cannot be read, or is upside down, enforces nothing: the standard one does.
  if (entry === undefined || !LIMIT.test(entry.min) || !LIMIT.test(entry.max)) return ONRAMP_FALLBACK_LIMITS[method];
  if (BigDecimal.from(entry.min).compare(entry.max) > 0) return ONRAMP_FALLBACK_LIMITS[method];
  return { min: entry.min, max: entry.max };
}
