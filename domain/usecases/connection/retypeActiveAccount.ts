/**
 * After the wallet changed account or network by itself, the active account's type is read again from what the
 * wallet says about it there (an EIP-7702 delegation, say, is per chain): the event itself carries nothing about
 * it, so the connection first follows the event as an EOA-by-default and this corrects it once the wallet answers.
 */
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { buildNamespaceConnection } from './buildNamespaceConnection.js';
import type { ConnectionContext } from './connection.context.js';

export type RetypeActiveAccountParameters = {
  context: Pick<ConnectionContext, 'store' | 'logger'>;
  namespace: ChainNamespace;
  connector: WalletConnector;
};
export type RetypeActiveAccountReturnType = Promise<void>;
/** Never rejects: a wallet that cannot say leaves the connection as it is. */
export type RetypeActiveAccountErrorType = never;

export async function retypeActiveAccount({ context, namespace, connector }: RetypeActiveAccountParameters): RetypeActiveAccountReturnType {
  const { store, logger } = context;
  const before = store.connection(namespace);
  const { address, caipNetworkId, connectorId } = before;
  if (before.status !== 'connected' || address === undefined || caipNetworkId === undefined || connectorId !== connector.info.id) return;
  if (connector.readCapabilities === undefined) return;
  try {
    const capabilities = await connector.readCapabilities({ address, caipNetworkId });
    // A newer change, a disconnect or another wallet meanwhile: what follows it decides, not this answer.
    if (store.isDisposed || store.connection(namespace) !== before) return;
    const accounts = before.allAccounts.map((entry) => entry.address);
    const next = buildNamespaceConnection({ namespace, connectorId, accounts, caipNetworkId, capabilities });
    store.setConnection(namespace, next);
    store.upsertConnection(namespace, next);
  } catch (error) {
    logger.debug(`Could not read the ${namespace} account's capabilities again`, error);
  }
}
