/**
 * The Bitcoin side of the account routes and the /v1/bitcoin routes: a `chainId` starting `bip122:` (it must be
 * the ledger's), or, without one, an address that is a Bitcoin address on any network. The address must be a
 * regtest one (the product's own rule, domain/entities/address), or the answer is 400 naming the field.
 */
import { BITCOIN_NETWORKS, decodeBitcoinAddress } from '../../../domain/entities/address/index.js';
import type { CloudContext } from '../cloud-context.js';
import { badRequest } from '../http/http-error.js';
import type { BitcoinCloudChain } from './esplora-client.js';

const REGTEST_ADDRESS_RULE = 'Expected a regtest Bitcoin address (bcrt1…, or base58 m…, n…, 2…) with a valid checksum';

export type BitcoinTarget = { kind: 'bitcoin'; chain: BitcoinCloudChain; address: string };

/** Whether a call names the Bitcoin side: its chainId, or (without one) its address. */
export function wantsBitcoin(address: string, chainId: string | undefined): boolean {
  if (chainId !== undefined) return chainId.startsWith('bip122:');
  return BITCOIN_NETWORKS.some((network) => decodeBitcoinAddress({ address, network }) !== undefined);
}

/** Every network id the cloud serves, for the 'not supported' answers. */
export function servedNetworkIds(cloud: CloudContext): string[] {
  return [...cloud.chains.supportedIds, ...(cloud.solana ? [cloud.solana.caipId] : []), ...(cloud.bitcoin ? [cloud.bitcoin.caipId] : [])];
}

/** The ledger a `bip122:` chainId names, or a 400 naming `field`. */
export function bitcoinChain(cloud: CloudContext, chainId: string | undefined, field = 'query.chainId'): BitcoinCloudChain {
  const { bitcoin } = cloud;
  if (!bitcoin || (chainId !== undefined && chainId !== bitcoin.caipId)) {
    throw badRequest(field, `${chainId ?? 'Bitcoin'} is not supported (supported: ${servedNetworkIds(cloud).join(', ')})`);
  }
  return bitcoin;
}

export function bitcoinTarget(cloud: CloudContext, address: string, chainId: string | undefined, field = 'path.address'): BitcoinTarget {
  const chain = bitcoinChain(cloud, chainId, chainId === undefined ? field : 'query.chainId');
  if (decodeBitcoinAddress({ address, network: 'regtest' }) === undefined) throw badRequest(field, REGTEST_ADDRESS_RULE);
  return { kind: 'bitcoin', chain, address };
}
