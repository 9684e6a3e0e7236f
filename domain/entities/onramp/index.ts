/** onramp: the on-ramp's pure rules (limits, the amount and quote checks, networks, time zones) and its words. */
export { checkOnrampAmount, type CheckOnrampAmountParameters, type CheckOnrampAmountReturnType } from './checkOnrampAmount.js';
export {
  checkOnrampQuote,
  type CheckedOnrampQuote,
  type CheckOnrampQuoteParameters,
  type CheckOnrampQuoteReturnType,
} from './checkOnrampQuote.js';
export { fallbackOnrampOptions, type FallbackOnrampOptionsParameters, type FallbackOnrampOptionsReturnType } from './fallbackOnrampOptions.js';
export { isRestrictedTimeZone, type IsRestrictedTimeZoneParameters, type IsRestrictedTimeZoneReturnType } from './isRestrictedTimeZone.js';
export { amountOutsideLimitsMessage, ONRAMP_MESSAGES } from './onramp.messages.js';
export {
  onrampLimits,
  type OnrampAmountLimits,
  type OnrampLimitsParameters,
  type OnrampLimitsReturnType,
  type OnrampMethod,
} from './onrampLimits.js';
export {
  onrampNetworkCaipId,
  onrampPurchaseCurrencies,
  type OnrampPurchaseCurrenciesParameters,
  type OnrampPurchaseCurrenciesReturnType,
} from './onrampPurchaseCurrencies.js';
