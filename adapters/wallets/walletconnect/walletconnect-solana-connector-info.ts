/**
 * How the WalletConnect solana connector is described, apart from its code: the composition root lists the
 * connector with this description and loads the code on first use (lazy-wallet-connector.ts).
 */
import {
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  type Connector,
} from '../../../domain/entities/connector/connector.js';

export const WALLET_CONNECT_SOLANA_CONNECTOR_INFO: Connector = Object.freeze({
  id: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'solana',
  // One WalletConnect row in the wallet list: the eip155 connector's id is taken, so this one is not listed twice.
  explorerId: WALLET_CONNECT_CONNECTOR_ID,
});
