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

/** The solana namespace is typed as the Solana wallet, the eip155 call as the EIP-1193 provider still. */
export async function solanaShape(): Promise<void> {
  const wallet = await getProvider(client, { namespace: 'solana' });
  if (!wallet) return;
  const signature: Uint8Array = await wallet.signMessage(new Uint8Array([1]));
  const signed: Uint8Array = await wallet.signTransaction(signature);
  const id: string = await wallet.signAndSendTransaction(signed, { preflightCommitment: 'confirmed' });
  const where: string = `${wallet.chain}:${wallet.address}:${id}`;
  void where;
  // @ts-expect-error the Solana wallet is not an EIP-1193 provider
  createWalletClient({ chain: mainnet, transport: custom(wallet) });
  const evm = await getProvider(client, { namespace: 'eip155' });
  if (evm) createWalletClient({ chain: mainnet, transport: custom(evm) });
}
