/**
 * The order of the connect methods on the Connect view (SPEC.md section 2): email, social, wallet by default;
 * wallet, email, social when injected wallets exist; a custom `connectMethodsOrder` wins and is the complete
 * list (methods it leaves out are not shown). Methods whose feature is off are dropped: email when `email`
 * is off, social when `socials` is off or empty (isSocialLoginOn, half of the embedded wallet's rule). The
 * wallet method is always available.
 */
import { CONNECT_METHOD_ORDER_WITH_INJECTED, DEFAULT_CONNECT_METHOD_ORDER } from '../../entities/constants.js';
import { isSocialLoginOn } from '../options/index.js';
import type { ConnectMethod, Features } from '../options/index.js';

export type ConnectMethodOrderParameters = {
  features: Pick<Features, 'email' | 'socials' | 'connectMethodsOrder'>;
  hasInjectedWallets: boolean;
};

export type ConnectMethodOrderReturnType = readonly ConnectMethod[];

export function connectMethodOrder({ features, hasInjectedWallets }: ConnectMethodOrderParameters): ConnectMethodOrderReturnType {
  const order =
    features.connectMethodsOrder ?? (hasInjectedWallets ? CONNECT_METHOD_ORDER_WITH_INJECTED : DEFAULT_CONNECT_METHOD_ORDER);
  return [...new Set(order)].filter((method) => isMethodOn(method, features));
}

function isMethodOn(method: ConnectMethod, features: ConnectMethodOrderParameters['features']): boolean {
  switch (method) {
    case 'email':
      return features.email;
    case 'social':
      return isSocialLoginOn(features);
    case 'wallet':
      return true;
    default:
      // An unknown name in a custom order (from plain JavaScript) is not a method.
      return false;
  }
}
