/**
 * walletport's EVM networks as wagmi chains and transports: the same chains, names, currencies, explorers and
 * contracts (multicall3 included, so wagmi batches its reads), and an HTTP transport to the RPC URL walletport
 * itself reads the chain through.
 */
import type { Transport } from '@wagmi/core';
import { http, type Chain } from 'viem';
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';
import { walletportError } from '../domain/entities/errors/catalogue.js';

export type WagmiChainsParameters = { networks: readonly CaipNetwork[]; projectId: string };
export type WagmiChainsReturnType = { chains: readonly [Chain, ...Chain[]]; transports: Record<number, Transport> };
/** No EVM network among the client's networks: wagmi has nothing to work on. */
export type WagmiChainsErrorType = WalletportError<'NAMESPACE_NOT_CONFIGURED'>;

export function wagmiChains({ networks, projectId }: WagmiChainsParameters): WagmiChainsReturnType {
  const chains = networks.filter((network) => network.chainNamespace === 'eip155' && typeof network.id === 'number').map(toChain);
  const [first, ...rest] = chains;
  if (!first) {
    throw walletportError('NAMESPACE_NOT_CONFIGURED', ['eip155'], { details: 'walletportWagmiConfig needs at least one EVM network among the client’s networks' });
  }
  const transports: Record<number, Transport> = {};
  for (const chain of chains) transports[chain.id] = http(withProjectId(chain.rpcUrls.default.http[0], projectId));
  return { chains: [first, ...rest], transports };
}

function toChain(network: CaipNetwork): Chain {
  return {
    id: network.id as number,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: { default: { ...network.blockExplorers.default } } } : {}),
    // The same shapes as viem's (role to address, or parent chain id to address on layer 2s).
    ...(network.contracts ? { contracts: network.contracts as Chain['contracts'] } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    ...(network.sourceId === undefined ? {} : { sourceId: network.sourceId }),
  };
}

/**
 * The blockchain API's RPC (`...?chainId=eip155:1`) answers only with the project id, which walletport adds to
 * its own requests; wagmi's transport gets the same. Any other URL is the chain's own and is used as it is.
 */
function withProjectId(url: string | undefined, projectId: string): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('chainId') || parsed.searchParams.has('projectId')) return url;
    parsed.searchParams.set('projectId', projectId);
    return parsed.toString();
  } catch {
    return url;
  }
}
