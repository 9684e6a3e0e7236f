/**
 * walletport/wagmi: walletport inside a wagmi app. `walletportWagmiConfig(client)` is the whole wagmi config
 * (the client's EVM networks as chains, their RPC transports, the walletport connector); `walletportConnector`
 * is the connector alone, for a config of your own. `@wagmi/core` (2.16+ or 3) is a peer dependency.
 */
export {
  walletportConnector,
  type WalletportConnectorParameters,
  type WalletportConnectorProvider,
  type WalletportConnectorReturnType,
  type WalletportConnectorErrorType,
} from './walletportConnector.js';
export {
  walletportWagmiConfig,
  type WalletportWagmiConfigParameters,
  type WalletportWagmiConfigReturnType,
  type WalletportWagmiConfigErrorType,
} from './walletportWagmiConfig.js';
