/**
 * walletport/networks: every network walletport ships, by name, ready for `networks: [mainnet, base]`
 * (`mainnet` is `ethereum` under viem's name). Each is a plain object, tree-shaken when unused; viem chains
 * work as well (`networks: [viemMainnet]`).
 */
export * from './domain/entities/network/chains/index.js';
export { defineNetwork, type DefinedNetwork } from './domain/entities/network/defineNetwork.js';
export type { CaipNetwork, CaipNetworkId, NetworkDefinition } from './domain/entities/network/caipNetwork.js';
export type { NetworkInput } from './domain/entities/network/toCaipNetwork.js';
