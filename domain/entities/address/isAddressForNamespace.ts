import type { ChainNamespace } from '../caip/chainNamespace.js';
import { BITCOIN_NETWORKS, isBitcoinAddress, type BitcoinNetwork } from './bitcoinAddress.js';
import { isCosmosAddress } from './isCosmosAddress.js';
import { isEvmAddress } from './isEvmAddress.js';
import { isSolanaAddress } from './isSolanaAddress.js';
import { isPolkadotAddress } from './ss58.js';

export type AddressValidationOptions = {
  /** eip155: verify the EIP-55 checksum of mixed-case addresses (default true). */
  strict?: boolean;
  /** bip122: the network the address must belong to; by default mainnet, testnet and regtest are all accepted. */
  bitcoinNetwork?: BitcoinNetwork;
  /** cosmos: the bech32 prefix of the chain (default 'cosmos'). */
  cosmosPrefix?: string;
  /** polkadot: the SS58 network prefix the address must carry; by default any. */
  ss58Prefix?: number;
};

/** True when `address` is a valid account address of `namespace`, by that namespace's own rules. */
export function isAddressForNamespace(
  namespace: ChainNamespace,
  address: unknown,
  options: AddressValidationOptions = {},
): address is string {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address, { strict: options.strict ?? true });
    case 'solana':
      return isSolanaAddress(address);
    case 'polkadot':
      return isPolkadotAddress(address, options.ss58Prefix);
    case 'bip122':
      return options.bitcoinNetwork
        ? isBitcoinAddress(address, options.bitcoinNetwork)
        : BITCOIN_NETWORKS.some((network) => isBitcoinAddress(address, network));
    case 'cosmos':
      return isCosmosAddress(address, options.cosmosPrefix);
    default:
      return unknownNamespace(namespace);
  }
}

// A namespace added to CHAIN_NAMESPACES without a rule here fails to compile; at run time it is rejected.
function unknownNamespace(_namespace: never): false {
  return false;
}
