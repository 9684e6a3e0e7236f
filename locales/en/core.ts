/**
 * Text the core produces in English and the views show as it comes (a button label a use case decides, a
 * toast); the renderer finds the entry from the English text (localizeMessage), so the core keeps its words.
 */
export const enCore = {
  'core.swapSelectToken': 'Select token',
  'core.swapEnterAmount': 'Enter amount',
  'core.swapGettingQuote': 'Getting quote...',
  'core.swapReview': 'Review swap',
  'core.swapTryAgain': 'Try again',
  'core.swapped': 'Swapped {sourceAmount} {sourceSymbol} for {toAmount} {toSymbol}',
  'core.emailUpdated': 'Email updated',
  // The on-ramp's messages (domain/entities/onramp/onramp.messages.ts)
  'core.onrampAmountMissing': 'Enter an amount',
  'core.onrampAmountTooPrecise': 'Enter an amount with at most 2 decimals',
  'core.onrampAmountOutsideLimits': 'Enter an amount between {min} and {max} {currency}',
  'core.onrampOptionsUnavailable': 'Purchase options are unavailable right now. Showing standard limits.',
  'core.onrampQuoteUnavailable': 'Quote unavailable',
  'core.onrampQuotesFailed': 'Could not get a quote. Please try again.',
  'core.onrampQuoteMismatch': 'The quote did not match your amount',
  'core.onrampCheckoutNotOpened': 'Could not open the checkout',
  'core.onrampCheckoutClosed': 'The checkout was closed before payment. Nothing was bought.',
  'core.onrampPurchaseFailed': 'The purchase failed',
  'core.onrampStale': 'The purchase is taking longer than usual. It will appear in your activity when it completes.',
} as const;
