import { expect, it } from 'vitest';
import * as entry from './index.js';

// A change to the public surface of this folder should show up in review.
it('exports exactly these names', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'ONRAMP_MESSAGES',
    'amountOutsideLimitsMessage',
    'checkOnrampAmount',
    'checkOnrampQuote',
    'fallbackOnrampOptions',
    'isRestrictedTimeZone',
    'onrampLimits',
    'onrampNetworkCaipId',
    'onrampPurchaseCurrencies',
  ]);
});
