/**
 * What the Account view's Disconnect ends. With one
 * namespace connected it is everything, as before (stored leftovers of other namespaces go too). With
 * several, it is the namespace of the account shown only, so a visitor who connected an EVM and a Solana
 * wallet keeps the other one; the button then names the wallet it disconnects, since "Disconnect" alone
 * would not say which.
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionState } from './connection.types.js';

export type DisconnectScopeParameters = {
  readonly state: Pick<ConnectionState, 'namespaces'>;
  /** The namespace of the account the view shows. */
  readonly shown: ChainNamespace | undefined;
};

/** `namespace` undefined: every namespace. `only`: other namespaces stay connected. */
export type DisconnectScopeReturnType = { readonly namespace: ChainNamespace | undefined; readonly only: boolean };

export function disconnectScope({ state, shown }: DisconnectScopeParameters): DisconnectScopeReturnType {
  const connected = Object.values(state.namespaces).filter((entry) => entry?.status === 'connected' && entry.address !== undefined);
  if (shown === undefined || connected.length < 2 || !connected.some((entry) => entry?.namespace === shown)) {
    return { namespace: undefined, only: false };
  }
  return { namespace: shown, only: true };
}
