/**
 * Which of the embedded wallet's connectors an email, social or Farcaster login connects through: the one of
 * the namespace the modal shows (auth on eip155 and solana), so a login on a Solana network
 * leaves the Solana account shown. The other namespace's account comes with the same connect
 * (ConnectResult.linked).
 */
import { AUTH_CONNECTOR_ID, AUTH_SOLANA_CONNECTOR_ID, type ChainNamespace } from '../../../entities/connector/connector.js';

export type LoginConnectorIdReturnType = typeof AUTH_CONNECTOR_ID | typeof AUTH_SOLANA_CONNECTOR_ID;

export function loginConnectorId(activeNamespace: ChainNamespace | undefined): LoginConnectorIdReturnType {
  return activeNamespace === 'solana' ? AUTH_SOLANA_CONNECTOR_ID : AUTH_CONNECTOR_ID;
}
