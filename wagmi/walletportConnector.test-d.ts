/**
 * Type tests (checked by the typecheck of the test command, not run): the connector and the config fit wagmi 2
 * and wagmi 3 as they are, without a cast, from @wagmi/core and from the React package's provider.
 */
import { createConfig as createConfig2, type Config as Config2, type CreateConnectorFn as CreateConnectorFn2 } from '@wagmi/core';
import type { CreateConnectorFn as CreateConnectorFn3 } from '@wagmi/core3';
import { http, type EIP1193Provider } from 'viem';
import { mainnet } from 'viem/chains';
import type { WagmiProviderProps as WagmiProviderProps2 } from 'wagmi2';
import { createConfig as createConfig3, type WagmiProviderProps as WagmiProviderProps3 } from 'wagmi3';
import type { WalletportClient } from '../client/walletport-client.js';
import { walletportConnector, walletportWagmiConfig } from './index.js';

declare const client: WalletportClient;

/** The connector goes into a config of the page's own, in either version. */
export const connectors: [CreateConnectorFn2, CreateConnectorFn3] = [walletportConnector(client), walletportConnector(client, { id: 'wp', name: 'My wallets' })];
export const ownConfig2 = createConfig2({ chains: [mainnet], transports: { [mainnet.id]: http() }, connectors: [walletportConnector(client)] });
/** wagmi 3's createConfig as the React package re-exports it (the @wagmi/core it is built on). */
export const ownConfig3 = createConfig3({ chains: [mainnet], transports: { [mainnet.id]: http() }, connectors: [walletportConnector(client)] });

/** The helper's config is what WagmiProvider takes (wagmi 2 here: the repository's @wagmi/core is 2). */
export const config: Config2 = walletportWagmiConfig(client, { ssr: true, pollingInterval: 1_000 });
export const providerProps2: WagmiProviderProps2['config'] = walletportWagmiConfig(client);
export const providerProps3: WagmiProviderProps3['config'] = ownConfig3;

/** The provider wagmi gets is viem's EIP-1193 provider (or nothing while no EVM wallet is connected). */
export async function provider(): Promise<EIP1193Provider | undefined> {
  const connector = config.connectors[0];
  return connector?.getProvider() as Promise<EIP1193Provider | undefined>;
}

// @ts-expect-error the client comes first
walletportConnector({ name: 'walletport' });
// @ts-expect-error unknown options are refused
walletportWagmiConfig(client, { chains: [mainnet] });
