export { isChainNamespace, type ChainNamespace } from './chainNamespace.js';
export {
  formatCaipNetworkId,
  isCaipNetworkId,
  isCaipReference,
  parseCaipNetworkId,
  type CaipNetworkId,
  type ParsedCaipNetworkId,
} from './caipNetworkId.js';
export {
  formatCaipAddress,
  getPlainAddress,
  isCaipAddress,
  parseCaipAddress,
  type CaipAddress,
  type ParsedCaipAddress,
} from './caipAddress.js';
export { caipAddressSchema, caipNetworkIdSchema, chainNamespaceSchema } from './caip.schema.js';
