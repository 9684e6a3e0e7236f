/**
 * Which side an account route serves: the Bitcoin ledger or the Solana chain when `chainId` names it, or when
 * no chainId is given and the address is one of theirs (bitcoin/bitcoin-target.ts); else the EVM chains. The address is checked against that side's rule and
 * a bad one answers 400 naming `path.address`.
 */
import { isSolanaAddress } from '../../../domain/entities/address/index.js';
import { bitcoinTarget, servedNetworkIds, wantsBitcoin, type BitcoinTarget } from '../bitcoin/bitcoin-target.js';
import type { CloudContext } from '../cloud-context.js';
import { evmAddressSchema } from '../http/common-schemas.js';
import { badRequest } from '../http/http-error.js';
import type { SolanaCloudChain } from './solana-rpc.js';

export type AccountTarget = { kind: 'solana'; chain: SolanaCloudChain; address: string } | BitcoinTarget | { kind: 'evm'; address: string };

const SOLANA_ADDRESS_RULE = 'Expected a Solana address: 32 to 44 base58 characters encoding a 32-byte public key';

export function accountTarget(cloud: CloudContext, address: string, chainId: string | undefined): AccountTarget {
  if (wantsBitcoin(address, chainId)) return bitcoinTarget(cloud, address, chainId);
  const solana = cloud.solana;
  const wantsSolana = chainId === undefined ? isSolanaAddress(address) : chainId.startsWith('solana:');
  if (!wantsSolana) {
    if (!evmAddressSchema.safeParse(address).success) throw badRequest('path.address', 'Expected a 0x-prefixed 20-byte hex address');
    return { kind: 'evm', address };
  }
  if (!solana || (chainId !== undefined && chainId !== solana.caipId)) {
    const supported = servedNetworkIds(cloud).join(', ');
    throw badRequest(chainId === undefined ? 'path.address' : 'query.chainId', `${chainId ?? 'Solana'} is not supported (supported: ${supported})`);
  }
  if (!isSolanaAddress(address)) throw badRequest('path.address', SOLANA_ADDRESS_RULE);
  return { kind: 'solana', chain: solana, address };
}
