/**
 * One WalletConnect session can hold accounts in several namespaces, and each namespace has its connector
 * over the same client (walletconnect-connector.adapter.ts for eip155, walletconnect-solana-connector.adapter.ts
 * for solana). After a connect, the connector the visitor used reads the others' accounts without a prompt
 * (their getAccounts and getCaipNetworkId, as after a reload) and hands them on as ConnectResult.linked, so
 * the connection connects every namespace the one approval covered.
 */
import type { LinkedConnectResult, WalletConnector } from '../../../ports/wallet-connector.port.js';

export type ReadLinkedConnectionsParameters = { connectors: readonly WalletConnector[] };
export type ReadLinkedConnectionsReturnType = LinkedConnectResult[];

/** The accounts and chain of each connector that has some in the session; one that fails is left out. */
export async function readLinkedConnections({ connectors }: ReadLinkedConnectionsParameters): Promise<ReadLinkedConnectionsReturnType> {
  const linked: LinkedConnectResult[] = [];
  for (const connector of connectors) {
    try {
      const accounts = await connector.getAccounts();
      if (accounts.length === 0) continue;
      linked.push({ connectorId: connector.info.id, accounts, caipNetworkId: await connector.getCaipNetworkId() });
    } catch {
      // A namespace the session does not serve (or cannot be read): the connect stands on its own.
    }
  }
  return linked;
}
