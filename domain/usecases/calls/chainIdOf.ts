import { walletportError } from '../../entities/errors/catalogue.js';
import type { WalletportError } from '../../entities/errors/base.error.js';

export type ChainIdOfParameters = { caipNetworkId: string };
export type ChainIdOfErrorType = WalletportError<'UNSUPPORTED_CHAIN'>;

export type ChainIdOfReturnType = number;

/** The decimal chain id of an eip155 CAIP-2 id; batches exist on eip155 only ('Unsupported chain'). */
export function chainIdOf({ caipNetworkId }: ChainIdOfParameters): ChainIdOfReturnType {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  const chainId = Number(reference);
  if (namespace !== 'eip155' || !/^\d+$/.test(reference) || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw walletportError('UNSUPPORTED_CHAIN', [], { details: `Batched calls run on eip155 chains, not ${caipNetworkId}` });
  }
  return chainId;
}
