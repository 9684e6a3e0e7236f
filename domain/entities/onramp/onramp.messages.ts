/**
 * The on-ramp's words for the visitor. They are
 * walletport's own (/docs/ONRAMP.md); the views show them as they are, and the tests assert them exactly.
 */
export const ONRAMP_MESSAGES = {
  /** The amount is empty, zero or not a number. */
  amountMissing: 'Enter an amount',
  /** The providers take cents at most. */
  amountTooPrecise: 'Enter an amount with at most 2 decimals',
  optionsUnavailable: 'Purchase options are unavailable right now. Showing standard limits.',
  quoteUnavailable: 'Quote unavailable',
  quotesFailed: 'Could not get a quote. Please try again.',
  quoteMismatch: 'The quote did not match your amount',
  checkoutNotOpened: 'Could not open the checkout',
  checkoutClosed: 'The checkout was closed before payment. Nothing was bought.',
  purchaseFailed: 'The purchase failed',
  stale: 'The purchase is taking longer than usual. It will appear in your activity when it completes.',
} as const;

export type AmountOutsideLimitsMessageParameters = { readonly min: string; readonly max: string; readonly currency: string };
export type AmountOutsideLimitsMessageReturnType = string;

/** 'Enter an amount between 20.00 and 5,000.00 USD': both limits, en-US with two decimals (formatted by the caller). */
export function amountOutsideLimitsMessage({ min, max, currency }: AmountOutsideLimitsMessageParameters): AmountOutsideLimitsMessageReturnType {
  return `Enter an amount between ${min} and ${max} ${currency}`;
}
