import { walletportError } from '../../entities/errors/catalogue.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CallsContext, CallsWallet } from './calls.types.js';

export type RequireWalletReturnType = Promise<CallsWallet>;
/** No eip155 wallet is connected: 'Please call connect() before request()'. */
export type RequireWalletErrorType = WalletportError<'PROVIDER_NOT_CONNECTED'>;

/** The connected eip155 wallet; every batch command needs one. */
export async function requireWallet(context: CallsContext): RequireWalletReturnType {
  const wallet = await context.deps.wallet();
  if (!wallet) throw walletportError('PROVIDER_NOT_CONNECTED');
  return wallet;
}
