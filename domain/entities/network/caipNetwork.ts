/**
 * A network: a chain the modal can show, switch to and query, named by its
 * CAIP-2 id. Shaped so a viem `Chain` with the CAIP fields added fits it, which keeps adapters thin.
 */
import type { CHAIN_NAMESPACES } from '../constants.js';

/** A chain family. Kept local so this entity does not depend on the caip/ module. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

/** A CAIP-2 network id, `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

export type RpcUrlSet = {
  readonly http: readonly string[];
  readonly webSocket?: readonly string[] | undefined;
};

export type BlockExplorer = {
  readonly name: string;
  readonly url: string;
  readonly apiUrl?: string | undefined;
};

/** A deployed contract; `blockCreated` lets multicall skip blocks before the deployment. */
export type ChainContract = {
  readonly address: `0x${string}`;
  readonly blockCreated?: number | undefined;
};

/**
 * Well-known contracts by role (multicall3, portal, l1StandardBridge, ...). Layer-2 contracts that live on the
 * parent chain are keyed by the parent chain id, as viem does: `portal: { 1: { address } }`.
 */
export type NetworkContracts = {
  readonly [role: string]: ChainContract | { readonly [sourceChainId: number]: ChainContract | undefined } | undefined;
};

export type CaipNetwork = {
  /** The chain reference: a number for eip155, the CAIP-2 reference string elsewhere. */
  readonly id: number | string;
  readonly name: string;
  /** A legacy short name some wallets still send (e.g. `solana-mainnet`). */
  readonly network?: string | undefined;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly rpcUrls: {
    /** What the modal calls: the blockchain API proxy where the product proxies the chain. */
    readonly default: RpcUrlSet;
    /** The chain's own public endpoint, for wallets that need a non-proxied URL (wallet_addEthereumChain). */
    readonly chainDefault?: RpcUrlSet | undefined;
  };
  readonly blockExplorers?: { readonly default: BlockExplorer } | undefined;
  readonly contracts?: NetworkContracts | undefined;
  readonly testnet?: boolean | undefined;
  readonly chainNamespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  /** An older id wallets or stored sessions may still use for the same chain. */
  readonly deprecatedCaipNetworkId?: CaipNetworkId | undefined;
  readonly assets?: { readonly imageId?: string | undefined; readonly imageUrl?: string | undefined } | undefined;
  /** The parent chain of a layer 2 (e.g. 1 for OP Mainnet). */
  readonly sourceId?: number | undefined;
};

/** Everything of a network but its CAIP id, which `defineNetwork` derives. */
export type NetworkDefinition = Omit<CaipNetwork, 'caipNetworkId'>;
