import { walletportError } from '../../entities/errors/catalogue.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CallsContext, CallsWallet } from './calls.types.js';

export type RequireWalletReturnType = Promise<CallsWallet>;
/** No eip155 wallet is connected: 'Please call connect() before request()' (SPEC.md section 8). */
export type RequireWalletErrorType = WalletportError<'PROVIDER_NOT_CONNECTED'>;

/** The connected eip155 wallet; every batch command needs one. */
export async function requireWallet(context: CallsContext): RequireWalletReturnType {
  const wallet = await context.deps.wallet();
  if (!wallet) throw walletportError('PROVIDER_NOT_CONNECTED');
  return wallet;
}

export type ChainIdOfParameters = { caipNetworkId: string };
export type ChainIdOfErrorType = WalletportError<'UNSUPPORTED_CHAIN'>;

/** The decimal chain id of an eip155 CAIP-2 id; batches exist on eip155 only ('Unsupported chain'). */
export function chainIdOf({ caipNetworkId }: ChainIdOfParameters): number {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  const chainId = Number(reference);
  if (namespace !== 'eip155' || !/^\d+$/.test(reference) || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw walletportError('UNSUPPORTED_CHAIN', [], { details: `Batched calls run on eip155 chains, not ${caipNetworkId}` });
  }
  return chainId;
}
