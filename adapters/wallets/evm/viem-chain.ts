/** A viem `Chain` for an eip155 CAIP-2 id, from the network the modal knows (or a bare one without it). */
import { defineChain, type Chain } from 'viem';
import { eip155ChainIdOf } from './eip155-chain-id.js';

/** What the EVM adapter reads of a network; a CaipNetwork fits it. */
export type EvmNetworkInfo = {
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly rpcUrls?: { readonly default: { readonly http: readonly string[] } } | undefined;
};

const UNKNOWN_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export function viemChainFor(caipNetworkId: string, network: EvmNetworkInfo | undefined): Chain {
  return defineChain({
    id: eip155ChainIdOf(caipNetworkId),
    name: network?.name ?? caipNetworkId,
    nativeCurrency: { ...(network?.nativeCurrency ?? UNKNOWN_NATIVE_CURRENCY) },
    rpcUrls: { default: { http: [...(network?.rpcUrls?.default.http ?? [])] } },
  });
}
