export type {
  BlockExplorer,
  CaipNetwork,
  CaipNetworkId,
  ChainContract,
  ChainNamespace,
  NetworkContracts,
  NetworkDefinition,
  RpcUrlSet,
} from './caipNetwork.js';
export { caipNetworkIdSchema, caipNetworkSchema } from './caipNetwork.schema.js';
export { defineNetwork, type DefinedNetwork } from './defineNetwork.js';
export { findNetworkByCaipId } from './findNetworkByCaipId.js';
export { isSwapSupportedNetwork } from './isSwapSupportedNetwork.js';
export * from './chains/index.js';
