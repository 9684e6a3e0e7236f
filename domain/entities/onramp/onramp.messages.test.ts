import { expect, it } from 'vitest';
import { amountOutsideLimitsMessage, ONRAMP_MESSAGES } from './onramp.messages.js';

// Ours (SPEC.md section 8 is silent on the on-ramp): the views and journeys show them word for word.
it('are these words, exactly', () => {
  expect(ONRAMP_MESSAGES).toEqual({
    amountMissing: 'Enter an amount',
    amountTooPrecise: 'Enter an amount with at most 2 decimals',
    optionsUnavailable: 'Purchase options are unavailable right now. Showing standard limits.',
    quoteUnavailable: 'Quote unavailable',
    quotesFailed: 'Could not get a quote. Please try again.',
    quoteMismatch: 'The quote did not match your amount',
    checkoutNotOpened: 'Could not open the checkout',
    checkoutClosed: 'The checkout was closed before payment. Nothing was bought.',
    purchaseFailed: 'The purchase failed',
    stale: 'The purchase is taking longer than usual. It will appear in your activity when it completes.',
  });
  expect(amountOutsideLimitsMessage({ min: '20.00', max: '5,000.00', currency: 'USD' })).toBe('Enter an amount between 20.00 and 5,000.00 USD');
});
