/**
 * The feature buttons of the Account view, in `walletFeaturesOrder` (DEFAULT_WALLET_FEATURES_ORDER: onramp,
 * swaps, receive, send), once each, dropping features that are off. A custom order is the complete list.
 *
 * On a namespace a feature does not exist on, its button is left out too (SPEC.md section 9): swaps are
 * eip155 only (its supported networks are eip155 chain ids), on-ramp on ONRAMP_NAMESPACES, send on
 * SEND_NAMESPACES; receive works wherever an address does.
 */
import { DEFAULT_WALLET_FEATURES_ORDER, ONRAMP_NAMESPACES, SEND_NAMESPACES } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { Features, WalletFeature } from '../options/index.js';

export type WalletFeatureButtonsParameters = Pick<Features, WalletFeature> & {
  walletFeaturesOrder?: readonly WalletFeature[] | undefined;
  /** The namespace of the account shown; undefined keeps every feature that is on. */
  namespace?: ChainNamespace | undefined;
};

const featureNamespaces: Readonly<Partial<Record<WalletFeature, readonly ChainNamespace[]>>> = {
  swaps: ['eip155'],
  onramp: ONRAMP_NAMESPACES,
  send: SEND_NAMESPACES,
};

export function walletFeatureButtons(features: WalletFeatureButtonsParameters): readonly WalletFeature[] {
  const order = features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER;
  const { namespace } = features;
  // `=== true` also drops an unknown name in a custom order (from plain JavaScript).
  return [...new Set(order)].filter(
    (feature) => features[feature] === true && (namespace === undefined || (featureNamespaces[feature]?.includes(namespace) ?? true)),
  );
}
