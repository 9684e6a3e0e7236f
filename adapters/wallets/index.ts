// Browser-wallet adapters: EIP-6963 + injected discovery, the EIP-1193 connector, the viem EVM chain adapter.
export {
  Eip6963Discovery,
  INJECTED_CONNECTOR_ID,
  type Eip6963DiscoveryOptions,
} from './eip6963/eip6963-discovery.adapter.js';
export { Eip1193WalletConnector, type Eip1193WalletConnectorOptions } from './eip1193/eip1193-wallet-connector.adapter.js';
export { ViemEvmChainAdapter, type ViemEvmChainAdapterOptions } from './evm/viem-evm-chain-adapter.adapter.js';
export type { EvmNetworkInfo } from './evm/viem-chain.js';
