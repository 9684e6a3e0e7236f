// The embedded (email and social) wallet: a WalletConnector of type AUTH over the secure site's frame.
export {
  EMBEDDED_CONNECTOR_INFO,
  EmbeddedFrameConnector,
  type EmbeddedFrameConnectorOptions,
} from './embedded-frame-connector.adapter.js';
export { EmbeddedEip1193Provider, type EmbeddedProviderHost } from './embedded-eip1193-provider.js';
export { Eip1193RequestError, toEip1193Error } from './eip1193-request-error.js';
