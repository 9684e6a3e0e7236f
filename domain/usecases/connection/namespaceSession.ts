/**
 * The two transitions every command ends in: a connection becomes the namespace's active one (state,
 * storage, and the wallet's events followed), or the namespace goes back to 'disconnected' (events no
 * longer followed, stored session removed).
 */
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionContext } from './connection.context.js';
import type { ActivateKind } from './connection.store.js';
import type { NamespaceConnection } from './connection.types.js';
import type { WalletIdentity } from './walletIdentity.js';

export function activateConnection(
  { store, walletEvents }: Pick<ConnectionContext, 'store' | 'walletEvents'>,
  namespace: ChainNamespace,
  connector: WalletConnector,
  connection: NamespaceConnection,
  kind: ActivateKind,
  identity?: WalletIdentity,
): void {
  store.activate(namespace, connection, kind, identity);
  walletEvents.follow(namespace, connector);
}

export function clearNamespace(
  { store, walletEvents }: Pick<ConnectionContext, 'store' | 'walletEvents'>,
  namespace: ChainNamespace,
): void {
  walletEvents.unfollow(namespace);
  store.clear(namespace);
}
