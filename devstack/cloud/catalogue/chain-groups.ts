/** The CAIP-2 networks catalogue entries list, grouped by ecosystem. */
import { DEVSTACK_CHAINS } from '../../config.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../../solana/genesis.js';

export const EVM_MAINNETS = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'] as const;

/** The devstack's local chains: every EVM wallet in the catalogue lists them, so the demo's list is full. */
export const DEVNETS = [DEVSTACK_CHAINS.a, DEVSTACK_CHAINS.b, DEVSTACK_CHAINS.c].map((chain) => `eip155:${chain.chainId}`);

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** The devstack's local Solana chain: every Solana wallet lists it too, so a Solana demo page's list is full. */
export const SOLANA_DEVNET = SOLANA_DEVSTACK_CAIP2;
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';
export const COSMOS_HUB = 'cosmos:cosmoshub-4';
export const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

export type ChainGroup = 'evm' | 'solana' | 'bitcoin' | 'cosmos' | 'polkadot';

const GROUPS: Readonly<Record<ChainGroup, readonly string[]>> = {
  evm: [...EVM_MAINNETS, ...DEVNETS],
  solana: [SOLANA_MAINNET, SOLANA_DEVNET],
  bitcoin: [BITCOIN_MAINNET],
  cosmos: [COSMOS_HUB],
  polkadot: [POLKADOT],
};

export function chainsOf(groups: readonly ChainGroup[]): string[] {
  return groups.flatMap((group) => GROUPS[group]);
}
