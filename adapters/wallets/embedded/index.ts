// The embedded (email and social) wallet: WalletConnectors of type AUTH (eip155 and solana) over the secure site's frame.
export {
  EMBEDDED_CONNECTOR_INFO,
  EmbeddedFrameConnector,
  type EmbeddedFrameConnectorOptions,
} from './embedded-frame-connector.adapter.js';
export { EmbeddedEip1193Provider, type EmbeddedProviderHost } from './embedded-eip1193-provider.js';
export { Eip1193RequestError, toEip1193Error } from './eip1193-request-error.js';
export { EmbeddedSolanaConnector, type EmbeddedSolanaConnectorOptions } from './embedded-solana-connector.adapter.js';
export { EMBEDDED_SOLANA_CONNECTOR_INFO } from './embedded-solana-connector-info.js';
export { EmbeddedSolanaProvider, type EmbeddedSolanaProviderHost } from './embedded-solana-provider.js';
export { PendingApprovals } from './pending-approvals.js';
