/**
 * The amount typed on the Buy form, checked before any quote is asked for: a positive decimal with at most
 * two places (the providers charge cents), inside the limits of the chosen currency and method.
 */
import { formatNumber } from '../number/formatNumber.js';
import { BigDecimal } from '../number/bigDecimal.js';
import { amountOutsideLimitsMessage, ONRAMP_MESSAGES } from './onramp.messages.js';
import type { OnrampAmountLimits } from './onrampLimits.js';

export type CheckOnrampAmountParameters = {
  /** As typed (a '.' decimal separator, as sanitizeNumericInput leaves it). */
  readonly amount: string;
  readonly limits: OnrampAmountLimits;
  /** The payment currency id, named in the message ('USD'). */
  readonly currency: string;
};

/** The amount with two places ('50.00') as the providers are asked for it, or the message saying why not. */
export type CheckOnrampAmountReturnType = { readonly ok: true; readonly amount: string } | { readonly ok: false; readonly error: string };

const AMOUNT = /^(?:\d+\.?\d*|\.\d+)$/;

export function checkOnrampAmount({ amount, limits, currency }: CheckOnrampAmountParameters): CheckOnrampAmountReturnType {
  const typed = amount.trim();
  if (!AMOUNT.test(typed)) return { ok: false, error: ONRAMP_MESSAGES.amountMissing };
  const value = BigDecimal.from(typed);
  if (value.isZero()) return { ok: false, error: ONRAMP_MESSAGES.amountMissing };
  // '50.10' is cents; '50.105' is not, and rounding it would charge what the visitor did not type.
  if (value.round(2).compare(value) !== 0) return { ok: false, error: ONRAMP_MESSAGES.amountTooPrecise };
  if (value.compare(limits.min) < 0 || value.compare(limits.max) > 0) {
    return { ok: false, error: amountOutsideLimitsMessage({ min: formatNumber(limits.min), max: formatNumber(limits.max), currency }) };
  }
  return { ok: true, amount: value.toFixed(2) };
}
