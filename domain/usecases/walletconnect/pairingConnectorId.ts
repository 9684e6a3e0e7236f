/**
 * Which WalletConnect connector a pairing connects through. One session serves every namespace, but the
 * connection use case connects the namespace of the connector it is given, and the visitor expects the
 * namespace they are on to be the active one afterwards: on a Solana network (after SwitchActiveChain, or a
 * page with only Solana networks) the solana connector, otherwise the eip155 one. The other namespace's
 * accounts in the session are connected with it either way (ConnectResult.linked).
 */
import {
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  type ChainNamespace,
} from '../../entities/connector/connector.js';

export type PairingConnectorIdParameters = {
  /** The namespace the modal shows. */
  activeNamespace: ChainNamespace | undefined;
  /** True when a connector with this id exists on the page. */
  hasConnector: (connectorId: string) => boolean;
};
export type PairingConnectorIdReturnType = string;

export function pairingConnectorId({ activeNamespace, hasConnector }: PairingConnectorIdParameters): PairingConnectorIdReturnType {
  const preferred = activeNamespace === 'solana' ? [WALLET_CONNECT_SOLANA_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID] : [WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_SOLANA_CONNECTOR_ID];
  // Without either, the eip155 id: the connect then fails with 'No connector found for connection: walletConnect'.
  return preferred.find((id) => hasConnector(id)) ?? WALLET_CONNECT_CONNECTOR_ID;
}
