export { checksumEvmAddress, type EvmAddress } from './checksumEvmAddress.js';
export { isEvmAddress, isEvmAddressLenient, type IsEvmAddressOptions } from './isEvmAddress.js';
export { isSolanaAddress } from './isSolanaAddress.js';
export {
  getBitcoinAddressType,
  isBitcoinAddress,
  type BitcoinAddressType,
  type BitcoinNetwork,
} from './bitcoinAddress.js';
export { decodeSs58, encodeSs58, isPolkadotAddress, type Ss58Address } from './ss58.js';
export { isCosmosAddress } from './isCosmosAddress.js';
export { isAddressForNamespace, type AddressValidationOptions } from './isAddressForNamespace.js';
export { addressSchema, evmAddressSchema } from './address.schema.js';
export { decodeBase58, encodeBase58, isBase58 } from './base58.js';
export { decodeBase58Check, encodeBase58Check } from './base58check.js';
export { convertBits, decodeBech32, encodeBech32, type Bech32Encoding, type DecodedBech32 } from './bech32.js';
export { decodeSegwitAddress, encodeSegwitAddress, type WitnessProgram } from './segwit.js';
export { BITCOIN_NETWORKS, decodeBitcoinAddress, type BitcoinAddress } from './bitcoinAddress.js';
export { bitcoinOutputScript } from './bitcoinOutputScript.js';
export { checkSs58Network, SS58_PREFIXES, ss58NetworkName } from './ss58Network.js';
export { cosmosAddressOfPublicKey, decodeCosmosAddress, type CosmosAddress } from './cosmosAddress.js';
export { chainAddressFormat, knownAddressFormatChains, type ChainAddressFormat } from './chainAddressFormat.js';
export { checkChainAddress } from './checkChainAddress.js';
