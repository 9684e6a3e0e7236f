/**
 * `switchConnection` makes another wallet the namespace holds the one in use (several
 * wallets at once): the 'active' connection becomes 'connected' without a prompt, and the one in use stays
 * held as 'active'. Only a held connection is switched to: a connector the namespace does not hold is refused
 * ('No connector found for connection: {id}'), so a stale list never prompts a wallet the visitor did not pick.
 * The reuse itself is connectOrReuse.ts's (a wallet that forgot the page is asked again, with a prompt).
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { ConnectionContext } from './connection.context.js';
import type { NamespaceConnection } from './connection.types.js';

export type SwitchConnectionParameters = { namespace: ChainNamespace; connectorId: string };
export type SwitchConnectionReturnType = Promise<NamespaceConnection>;
/** NAMESPACE_NOT_CONFIGURED_FOR_CHAIN, NO_CONNECTOR_FOR_CONNECTION, or what the reuse throws (MODAL_CLOSED, CONNECT_FAILED...). */
export type SwitchConnectionErrorType = Error;

export async function switchConnection(
  { store }: Pick<ConnectionContext, 'store'>,
  reuse: (connectorId: string) => Promise<NamespaceConnection>,
  { namespace, connectorId }: SwitchConnectionParameters,
): SwitchConnectionReturnType {
  store.requireNamespace(namespace);
  const status = store.connectorStatus(connectorId, namespace);
  if (status === 'connected') return store.connection(namespace);
  if (status !== 'active') throw walletportError('NO_CONNECTOR_FOR_CONNECTION', [connectorId]);
  return reuse(connectorId);
}
