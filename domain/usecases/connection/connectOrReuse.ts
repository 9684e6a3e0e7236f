/**
 * `connectOrReuse` picks a wallet the user may already be connected to (SPEC.md section 4, per connector):
 * - 'connected' (the namespace's active connector): its connection as it is, no prompt;
 * - 'active' (another connection the namespace holds): it becomes the active connection without a prompt,
 *   if the wallet still hands out its accounts; if it forgot the page, the stale connection is dropped and
 *   the wallet is connected again with a prompt;
 * - 'disconnected': an ordinary connect.
 */
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { buildNamespaceConnection, disconnectedConnection } from './buildNamespaceConnection.js';
import type { ConnectParameters } from './connect.js';
import { SUPERSEDED, type ConnectionContext } from './connection.context.js';
import { connectionAction } from './connectionAction.js';
import type { NamespaceConnection } from './connection.types.js';
import { activateConnection } from './namespaceSession.js';
import { readWithoutPrompt } from './readWithoutPrompt.js';

type Connect = (parameters: ConnectParameters) => Promise<NamespaceConnection>;

export async function connectOrReuse(
  context: ConnectionContext,
  connect: Connect,
  connectorId: string,
  parameters: Omit<ConnectParameters, 'connectorId'> = {},
): Promise<NamespaceConnection> {
  const { store, connectors } = context;
  const connector = connectors.require(connectorId);
  const namespace = store.requireNamespace(connector.info.chain);
  const status = store.connectorStatus(connectorId, namespace);
  if (connectionAction(status) === 'connect') return connect({ ...parameters, connectorId });
  if (status === 'connected') return store.connection(namespace);
  return reuse(context, connect, namespace, connector, parameters);
}

/** Makes a held connection the active one, asking the wallet for its accounts without a prompt. */
async function reuse(
  context: ConnectionContext,
  connect: Connect,
  namespace: ChainNamespace,
  connector: WalletConnector,
  parameters: Omit<ConnectParameters, 'connectorId'>,
): Promise<NamespaceConnection> {
  const { store, connectors } = context;
  const connectorId = connector.info.id;
  const generation = store.claim(namespace);
  const { accounts, caipNetworkId, capabilities } = await readWithoutPrompt(context, { namespace, connector });
  if (!store.isCurrent(namespace, generation)) throw walletportError('MODAL_CLOSED', [], { details: SUPERSEDED });
  if (accounts.length === 0) {
    // The wallet forgot this page: drop the stale connection and ask again.
    store.dropConnection(namespace, connectorId);
    return connect({ ...parameters, connectorId });
  }
  let connection: NamespaceConnection;
  try {
    connection = buildNamespaceConnection({ namespace, connectorId, accounts, caipNetworkId, capabilities });
  } catch (error) {
    // A reconnect this reuse took over must not leave the namespace 'connecting'.
    if (store.connection(namespace).status === 'connecting') store.setConnection(namespace, disconnectedConnection(namespace));
    throw walletportError('CONNECT_FAILED', [], { cause: error });
  }
  activateConnection(context, namespace, connector, connection, 'reuse', connectors.identity(connector, parameters.wallet));
  return connection;
}
