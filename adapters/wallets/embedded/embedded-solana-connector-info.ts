/**
 * How the embedded wallet's Solana side is described in the modal, apart from its code: the composition root
 * lists the connector with this at once and loads the connector itself on first use (an EVM-only page never
 * downloads it).
 */
import { AUTH_SOLANA_CONNECTOR_ID, type Connector } from '../../../domain/entities/connector/connector.js';

export const EMBEDDED_SOLANA_CONNECTOR_INFO: Connector = Object.freeze({
  id: AUTH_SOLANA_CONNECTOR_ID,
  name: 'Email and social login',
  type: 'AUTH',
  chain: 'solana',
});
