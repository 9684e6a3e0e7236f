/**
 * Which side an account route serves: the Solana chain when `chainId` names it, or when no chainId is given
 * and the address is a Solana one; else the EVM chains. The address is checked against that side's rule and
 * a bad one answers 400 naming `path.address`.
 */
import { isSolanaAddress } from '../../../domain/entities/address/index.js';
import type { CloudContext } from '../cloud-context.js';
import { evmAddressSchema } from '../http/common-schemas.js';
import { badRequest } from '../http/http-error.js';
import type { SolanaCloudChain } from './solana-rpc.js';

export type AccountTarget = { kind: 'solana'; chain: SolanaCloudChain; address: string } | { kind: 'evm'; address: string };

const SOLANA_ADDRESS_RULE = 'Expected a Solana address: 32 to 44 base58 characters encoding a 32-byte public key';

export function accountTarget(cloud: CloudContext, address: string, chainId: string | undefined): AccountTarget {
  const solana = cloud.solana;
  const wantsSolana = chainId === undefined ? isSolanaAddress(address) : chainId.startsWith('solana:');
  if (!wantsSolana) {
    if (!evmAddressSchema.safeParse(address).success) throw badRequest('path.address', 'Expected a 0x-prefixed 20-byte hex address');
    return { kind: 'evm', address };
  }
  if (!solana || (chainId !== undefined && chainId !== solana.caipId)) {
    const supported = [...cloud.chains.supportedIds, ...(solana ? [solana.caipId] : [])].join(', ');
    throw badRequest(chainId === undefined ? 'path.address' : 'query.chainId', `${chainId ?? 'Solana'} is not supported (supported: ${supported})`);
  }
  if (!isSolanaAddress(address)) throw badRequest('path.address', SOLANA_ADDRESS_RULE);
  return { kind: 'solana', chain: solana, address };
}
