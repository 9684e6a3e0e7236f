/**
 * `walletportWagmiConfig(client)`: the wagmi config of a walletport page in one call. Its chains are the
 * client's EVM networks, each read over HTTP through the RPC URL walletport uses; its connector is walletport
 * (the modal is how visitors connect). wagmi's own discovery of injected wallets is off: walletport discovers
 * them and shows them in its modal, and a second connector holding the same extension would take the
 * connection away from walletport's (the account button would stay on 'Connect Wallet').
 */
import { createConfig, type Config, type CreateConnectorFn, type Storage, type Transport } from '@wagmi/core';
import type { WalletportClient } from '../client/walletport-client.js';
import { wagmiChains, type WagmiChainsErrorType } from './wagmiChains.js';
import { walletportConnector, type WalletportConnectorParameters } from './walletportConnector.js';

export type WalletportWagmiConfigParameters = {
  /**
   * Server rendering (Next.js): wagmi then restores its stored state on the client only, with the
   * WagmiProvider's `reconnectOnMount`. Off by default.
   */
  ssr?: boolean | undefined;
  /**
   * Where wagmi keeps its state between visits. wagmi's default (localStorage, nothing on the server) when not
   * given; `null` keeps nothing.
   */
  storage?: Storage | null | undefined;
  /** Transports to use instead of the HTTP one for some chains, by chain id. */
  transports?: Record<number, Transport> | undefined;
  /** Connectors of your own, after walletport's. */
  connectors?: readonly CreateConnectorFn[] | undefined;
  /** How often wagmi polls (block number, receipts), in ms; viem's default (4 s) when not given. */
  pollingInterval?: number | undefined;
  /** The id and name of walletport's connector in wagmi. */
  connector?: WalletportConnectorParameters | undefined;
};

export type WalletportWagmiConfigReturnType = Config;
export type WalletportWagmiConfigErrorType = WagmiChainsErrorType;

export function walletportWagmiConfig(client: WalletportClient, parameters: WalletportWagmiConfigParameters = {}): WalletportWagmiConfigReturnType {
  const { chains, transports } = wagmiChains({ networks: client.options.networks, projectId: client.options.projectId });
  return createConfig({
    chains,
    transports: { ...transports, ...parameters.transports },
    connectors: [walletportConnector(client, parameters.connector), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: false,
    ...(parameters.ssr === undefined ? {} : { ssr: parameters.ssr }),
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
    ...(parameters.pollingInterval === undefined ? {} : { pollingInterval: parameters.pollingInterval }),
  });
}
