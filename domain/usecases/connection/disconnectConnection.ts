/**
 * `disconnectConnection` ends one of the wallet connections a namespace holds (several
 * wallets at once); the others stay.
 *
 * - The namespace's only connection: the namespace's own disconnect (disconnect.ts), everything that goes with it.
 * - A held ('active') one: the wallet is asked to disconnect (DISCONNECT_TIMEOUT_MS), the connection is
 *   forgotten and remembered as disconnected (a reload does not bring it back); the one in use is untouched.
 * - The one in use: the same, then the next held connection (the most recently used) is taken up without a
 *   prompt, as a reload would; one whose wallet forgot the page is dropped and the next tried; with none
 *   left, the namespace is cleared as by a disconnect. Taking up does not move the modal to this namespace.
 * The WalletConnect pairing and a social login's stored data go with their connector. A wallet that refused
 * is reported with DISCONNECT_ERROR and 'Failed to disconnect', after the local state was updated anyway.
 */
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { buildNamespaceConnection, disconnectedConnection } from './buildNamespaceConnection.js';
import type { ConnectionContext } from './connection.context.js';
import { disconnect, disconnectConnector, reportDisconnect, type Outcome } from './disconnect.js';
import { activateConnection, clearNamespace } from './namespaceSession.js';
import { readWithoutPrompt } from './readWithoutPrompt.js';

export type DisconnectConnectionParameters = { namespace: ChainNamespace; connectorId: string };
export type DisconnectConnectionReturnType = Promise<void>;
/** NAMESPACE_NOT_CONFIGURED_FOR_CHAIN, or DISCONNECT_FAILED when the wallet refused (the state is updated all the same). */
export type DisconnectConnectionErrorType = Error;

/** Connectors whose session data (the pairing, a social login) must not outlive them. */
const SESSION_CONNECTOR_TYPES: ReadonlySet<string> = new Set(['WALLET_CONNECT', 'AUTH', 'ID_AUTH']);

export async function disconnectConnection(
  context: ConnectionContext,
  { namespace, connectorId }: DisconnectConnectionParameters,
): DisconnectConnectionReturnType {
  const { store, connectors, resetSessionData } = context;
  store.hydrate();
  store.requireNamespace(namespace);
  const held = store.connections(namespace);
  if (!held.some((entry) => entry.connectorId === connectorId)) return;
  if (held.length === 1) return disconnect(context, namespace);

  const takeUp = letGo(context, namespace, connectorId);
  store.rememberDisconnected(namespace, [connectorId]);
  const connector = connectors.get(connectorId);
  const failure: Outcome = connector ? await disconnectConnector(context, connector) : undefined;
  if (connector && SESSION_CONNECTOR_TYPES.has(connector.info.type)) resetSessionData([]);
  await takeUp();
  reportDisconnect(context, failure, namespace);
}

/**
 * The wallet in use ended the session by itself while the namespace holds others (followWalletEvents.ts): it
 * is forgotten, without asking it anything, and the next held connection is taken up as above.
 */
export type OnHeldWalletGoneParameters = DisconnectConnectionParameters;
export type OnHeldWalletGoneReturnType = Promise<void>;
/** Never rejects on the wallets' account: a held wallet that does not answer is dropped and the next tried. */
export type OnHeldWalletGoneErrorType = never;

export async function onHeldWalletGone(context: ConnectionContext, { namespace, connectorId }: OnHeldWalletGoneParameters): OnHeldWalletGoneReturnType {
  const { connectors, resetSessionData } = context;
  const takeUp = letGo(context, namespace, connectorId);
  const connector = connectors.get(connectorId);
  if (connector && SESSION_CONNECTOR_TYPES.has(connector.info.type)) resetSessionData([]);
  await takeUp();
}

/** Forgets one held connection; for the one in use, returns what takes up the next one (else nothing to do). */
function letGo(context: ConnectionContext, namespace: ChainNamespace, connectorId: string): () => Promise<void> {
  const { store, walletEvents } = context;
  const inUse = store.connectorStatus(connectorId, namespace) === 'connected';
  // Taking the one in use away is an operation on the namespace: whatever else ran there lets go.
  const generation = inUse ? store.claim(namespace) : undefined;
  if (inUse) walletEvents.unfollow(namespace);
  store.dropConnection(namespace, connectorId);
  return async () => {
    if (generation !== undefined && store.isCurrent(namespace, generation)) await takeUpNext(context, namespace, generation);
  };
}

/** Makes the next held connection the one in use, without a prompt; clears the namespace when none answers. */
async function takeUpNext(context: ConnectionContext, namespace: ChainNamespace, generation: number): Promise<void> {
  const { store, connectors, logger, resetSessionData } = context;
  for (const next of [...store.connections(namespace)]) {
    const connector = connectors.get(next.connectorId);
    store.setConnection(namespace, { ...disconnectedConnection(namespace), status: 'connecting', connectorId: next.connectorId });
    const answer = connector ? await readWithoutPrompt(context, { namespace, connector }) : undefined;
    if (!store.isCurrent(namespace, generation)) return;
    if (connector && answer && answer.accounts.length > 0) {
      try {
        const connection = buildNamespaceConnection({ namespace, connectorId: next.connectorId, ...answer });
        activateConnection(context, namespace, connector, connection, 'reconnect', connectors.identity(connector, undefined));
        return;
      } catch (error) {
        logger.warn(`The ${next.connectorId} connection on ${namespace} gave an answer that is not an account`, error);
      }
    }
    // The wallet forgot the page (or is gone): this held connection is stale.
    store.dropConnection(namespace, next.connectorId);
  }
  clearNamespace(context, namespace);
  resetSessionData([namespace]);
}
