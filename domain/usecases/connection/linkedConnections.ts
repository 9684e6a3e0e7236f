/**
 * The connections a connect's approval made beside its own (ConnectResult.linked): one WalletConnect session
 * can hold accounts in several namespaces, and the visitor approved them all at once, so each such namespace
 * is connected too, without another prompt.
 *
 * A linked connection is taken only for a configured namespace other than the connect's own, whose connector
 * is known and serves that namespace, and which is not connected to another wallet already (a visitor's
 * Solana wallet is not replaced by a WalletConnect session that happens to hold solana accounts too). One the
 * wallet described badly (no account, a chain of another namespace) is left out with a warning: the connect
 * the visitor asked for still succeeds.
 */
import type { LinkedConnectResult, WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { buildNamespaceConnection } from './buildNamespaceConnection.js';
import type { ConnectionContext } from './connection.context.js';
import type { NamespaceConnection } from './connection.types.js';
import { activateConnection } from './namespaceSession.js';
import type { WalletIdentity } from './walletIdentity.js';

export type LinkedConnection = { connector: WalletConnector; connection: NamespaceConnection };

export type BuildLinkedConnectionsParameters = {
  /** The namespace of the connect itself: never linked. */
  namespace: ChainNamespace;
  linked: readonly LinkedConnectResult[] | undefined;
};
export type BuildLinkedConnectionsReturnType = LinkedConnection[];

/** The linked connections to activate (see the module's rules); invalid ones are logged and dropped. */
export function buildLinkedConnections(
  { store, connectors, logger }: Pick<ConnectionContext, 'store' | 'connectors' | 'logger'>,
  { namespace, linked }: BuildLinkedConnectionsParameters,
): BuildLinkedConnectionsReturnType {
  const taken = new Set<ChainNamespace>([namespace]);
  const result: LinkedConnection[] = [];
  for (const entry of linked ?? []) {
    const connector = connectors.get(entry.connectorId);
    const target = connector?.info.chain;
    if (!connector || target === undefined || taken.has(target) || !store.namespaces.includes(target)) continue;
    const current = store.connection(target);
    if (current.status === 'connected' && current.connectorId !== connector.info.id) continue;
    try {
      const connection = buildNamespaceConnection({
        namespace: target,
        connectorId: connector.info.id,
        accounts: entry.accounts,
        caipNetworkId: entry.caipNetworkId,
        capabilities: entry.capabilities,
      });
      taken.add(target);
      result.push({ connector, connection });
    } catch (error) {
      logger.warn(`Left out the ${target} accounts ${connector.info.id} approved with the connect`, error);
    }
  }
  return result;
}

/**
 * Makes each linked connection its namespace's active one (stored, events followed), as the same wallet as
 * the connect's (`identity`) but without a second recent-list entry. Call it before activating the connect's
 * own connection, which then is the active namespace.
 */
export function activateLinkedConnections(
  context: Pick<ConnectionContext, 'store' | 'walletEvents'>,
  linked: readonly LinkedConnection[],
  identity: WalletIdentity,
): void {
  for (const { connector, connection } of linked) {
    // Takes the namespace over from a reconnect or connect still running there.
    context.store.claim(connection.namespace);
    activateConnection(context, connection.namespace, connector, connection, 'connect', { ...identity, recent: undefined });
  }
}
