/**
 * The Buy views as one lazy chunk: Buy leads to the quotes and the quotes to the purchase followed, so they are
 * fetched together, and the registry's loaders share one chunk name.
 */
export { BuyView } from './Buy.js';
export { BuyInProgressView } from './BuyInProgress.js';
export { OnRampProvidersView } from './OnRampProviders.js';
