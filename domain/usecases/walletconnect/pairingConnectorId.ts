/**
 * Which WalletConnect connector a pairing connects through. One session serves every namespace, but the
 * connection use case connects the namespace of the connector it is given, and the visitor expects the
 * namespace they are on to be the active one afterwards: on a Solana network (after SwitchActiveChain, or a
 * page with only Solana networks) the solana connector, on a Bitcoin, Polkadot or Cosmos one that namespace's,
 * otherwise the eip155 one. The other namespaces' accounts in the session are connected with it either way
 * (ConnectResult.linked).
 */
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_IDS, type ChainNamespace } from '../../entities/connector/connector.js';

export type PairingConnectorIdParameters = {
  /** The namespace the modal shows. */
  activeNamespace: ChainNamespace | undefined;
  /** True when a connector with this id exists on the page. */
  hasConnector: (connectorId: string) => boolean;
};
export type PairingConnectorIdReturnType = string;

export function pairingConnectorId({ activeNamespace, hasConnector }: PairingConnectorIdParameters): PairingConnectorIdReturnType {
  const preferred = [activeNamespace === undefined ? WALLET_CONNECT_CONNECTOR_ID : WALLET_CONNECT_CONNECTOR_IDS[activeNamespace], ...Object.values(WALLET_CONNECT_CONNECTOR_IDS)];
  // Without any, the eip155 id: the connect then fails with 'No connector found for connection: walletConnect'.
  return preferred.find((id) => hasConnector(id)) ?? WALLET_CONNECT_CONNECTOR_ID;
}
