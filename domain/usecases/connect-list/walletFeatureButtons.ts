/**
 * The feature buttons of the Account view, in `walletFeaturesOrder` (DEFAULT_WALLET_FEATURES_ORDER: onramp,
 * swaps, receive, send), once each, dropping features that are off. A custom order is the complete list.
 */
import { DEFAULT_WALLET_FEATURES_ORDER } from '../../entities/constants.js';
import type { Features, WalletFeature } from '../options/index.js';

export type WalletFeatureButtonsParameters = Pick<Features, WalletFeature> & {
  walletFeaturesOrder?: readonly WalletFeature[] | undefined;
};

export function walletFeatureButtons(features: WalletFeatureButtonsParameters): readonly WalletFeature[] {
  const order = features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER;
  // `=== true` also drops an unknown name in a custom order (from plain JavaScript).
  return [...new Set(order)].filter((feature) => features[feature] === true);
}
