/** onramp: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export type {
  OnrampActions,
  OnrampLimits,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampProviderQuote,
  OnrampPurchaseCurrency,
  OnrampPurchaseNetwork,
  OnrampQuote,
  OnrampState,
} from './onramp.types.js';
export { INITIAL_ONRAMP_STATE } from './onramp.types.js';
export type { OnrampNetwork, OnrampRouter, OnrampUseCaseDependencies } from './onramp.dependencies.js';
export { OnrampUseCase } from './onramp.usecase.js';
