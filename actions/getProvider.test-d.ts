/**
 * Type tests (checked by the typecheck of the test command, not run): the provider getProvider hands out is
 * what viem's custom() and wagmi's injected({ target }) take, without a cast.
 */
import { injected } from '@wagmi/core';
import { createWalletClient, custom } from 'viem';
import { mainnet } from 'viem/chains';
import type { WalletportClient } from '../client/walletport-client.js';
import { getProvider } from './getProvider.js';

declare const client: WalletportClient;

export async function bridges(): Promise<void> {
  const provider = await getProvider(client);
  if (!provider) return;
  createWalletClient({ chain: mainnet, transport: custom(provider) });
  injected({ target: { id: 'walletport', name: 'walletport', provider } });
}
