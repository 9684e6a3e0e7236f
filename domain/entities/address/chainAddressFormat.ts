/**
 * Which addresses a chain takes, for the namespaces whose address text names its network: Polkadot (the SS58
 * prefix), Cosmos (the bech32 prefix) and Bitcoin (mainnet, testnet or regtest). The CAIP-2 id alone says
 * nothing about it (`cosmos:osmosis-1` does not spell `osmo`), so the known chains are listed here;
 * a chain not listed has no rule, and its callers refuse rather than guess.
 */
import type { BitcoinNetwork } from './bitcoinAddress.js';
import { SS58_PREFIXES } from './ss58Network.js';

export type ChainAddressFormat =
  | { namespace: 'polkadot'; ss58Prefix: number }
  | { namespace: 'cosmos'; bech32Prefix: string }
  | { namespace: 'bip122'; bitcoinNetwork: BitcoinNetwork };

/** CAIP-2 ids: polkadot and bip122 references are the genesis hash's first 32 hex characters; cosmos ones the chain id. */
const KNOWN_CHAINS: ReadonlyMap<string, ChainAddressFormat> = new Map<string, ChainAddressFormat>([
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182', { namespace: 'polkadot', ss58Prefix: SS58_PREFIXES.polkadot }],
  ['polkadot:b0a8d493285c2df73290dfb7e61f870f', { namespace: 'polkadot', ss58Prefix: SS58_PREFIXES.kusama }],
  // Westend, Parity's test network, uses the generic Substrate prefix.
  ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', { namespace: 'polkadot', ss58Prefix: SS58_PREFIXES.substrate }],
  ['cosmos:cosmoshub-4', { namespace: 'cosmos', bech32Prefix: 'cosmos' }],
  ['cosmos:theta-testnet-001', { namespace: 'cosmos', bech32Prefix: 'cosmos' }],
  ['cosmos:osmosis-1', { namespace: 'cosmos', bech32Prefix: 'osmo' }],
  ['cosmos:osmo-test-5', { namespace: 'cosmos', bech32Prefix: 'osmo' }],
  ['bip122:000000000019d6689c085ae165831e93', { namespace: 'bip122', bitcoinNetwork: 'mainnet' }],
  ['bip122:000000000933ea01ad0ee984209779ba', { namespace: 'bip122', bitcoinNetwork: 'testnet' }],
  // testnet4 and the default signet take testnet's addresses (tb1, m/n, 2).
  ['bip122:00000000da84f2bafbbc53dee25a72ae', { namespace: 'bip122', bitcoinNetwork: 'testnet' }],
  ['bip122:00000008819873e925422c1ff0f99f7c', { namespace: 'bip122', bitcoinNetwork: 'testnet' }],
  // Every regtest shares one genesis block, the devstack's ledger included.
  ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', { namespace: 'bip122', bitcoinNetwork: 'regtest' }],
]);

export type ChainAddressFormatParameters = string;
export type ChainAddressFormatReturnType = ChainAddressFormat | undefined;
export type ChainAddressFormatErrorType = never;

/** The address rule of a known Polkadot, Cosmos or Bitcoin chain, or undefined for any other chain. */
export function chainAddressFormat(caipNetworkId: ChainAddressFormatParameters): ChainAddressFormatReturnType {
  return KNOWN_CHAINS.get(caipNetworkId);
}

export type KnownAddressFormatChainsReturnType = readonly string[];
export type KnownAddressFormatChainsErrorType = never;

/** Every chain chainAddressFormat knows, by CAIP-2 id (a server's default list of sign-in chains). */
export function knownAddressFormatChains(): KnownAddressFormatChainsReturnType {
  return [...KNOWN_CHAINS.keys()];
}
