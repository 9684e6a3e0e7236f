/**
 * The CAIP-122 sign-in families of issue 31: Polkadot (SS58 addresses, sr25519), Cosmos (bech32, ADR-036)
 * and Bitcoin (bip122, BIP-322). Each says which chain ids and addresses its messages take; whether an
 * address belongs to the message's own network (a Kusama address on Polkadot) is checkChainAddress's
 * question, asked by the verifiers so they can say why.
 */
import { BITCOIN_NETWORKS, isBitcoinAddress } from '../address/bitcoinAddress.js';
import { decodeCosmosAddress } from '../address/cosmosAddress.js';
import { isPolkadotAddress } from '../address/ss58.js';
import type { Caip122Family } from './caip122-message.js';

export type Caip122Namespace = 'polkadot' | 'cosmos' | 'bip122';

/** polkadot and bip122 references are the genesis hash's first 32 hex characters; cosmos ones the chain id. */
const CHAIN_IDS: Readonly<Record<Caip122Namespace, RegExp>> = {
  polkadot: /^polkadot:[0-9a-f]{32}$/,
  cosmos: /^cosmos:[-_a-zA-Z0-9]{1,32}$/,
  bip122: /^bip122:[0-9a-f]{32}$/,
};

const FAMILIES: Readonly<Record<Caip122Namespace, Caip122Family>> = {
  polkadot: {
    blockchain: 'Polkadot',
    messageName: 'CAIP-122 Polkadot sign-in',
    isChainId: (chainId) => CHAIN_IDS.polkadot.test(chainId),
    isAddress: (address) => isPolkadotAddress(address),
  },
  cosmos: {
    blockchain: 'Cosmos',
    messageName: 'CAIP-122 Cosmos sign-in',
    isChainId: (chainId) => CHAIN_IDS.cosmos.test(chainId),
    // Lower case only: the address is signed as written, and wallets write bech32 in lower case.
    isAddress: (address) => address === address.toLowerCase() && decodeCosmosAddress(address) !== undefined,
  },
  bip122: {
    blockchain: 'Bitcoin',
    messageName: 'CAIP-122 Bitcoin sign-in',
    isChainId: (chainId) => CHAIN_IDS.bip122.test(chainId),
    isAddress: (address) => BITCOIN_NETWORKS.some((network) => isBitcoinAddress(address, network)),
  },
};

export type Caip122NamespaceOfParameters = string;
export type Caip122NamespaceOfReturnType = Caip122Namespace | undefined;
export type Caip122NamespaceOfErrorType = never;

/** The family namespace of a CAIP-2 id written as that family's chain ids are, else undefined. */
export function caip122NamespaceOf(chainId: Caip122NamespaceOfParameters): Caip122NamespaceOfReturnType {
  return (Object.keys(CHAIN_IDS) as Caip122Namespace[]).find((namespace) => CHAIN_IDS[namespace].test(chainId));
}

export type Caip122FamilyParameters = Caip122Namespace;
export type Caip122FamilyReturnType = Caip122Family;
export type Caip122FamilyErrorType = never;

/** The message family of a namespace. */
export function caip122Family(namespace: Caip122FamilyParameters): Caip122FamilyReturnType {
  return FAMILIES[namespace];
}
