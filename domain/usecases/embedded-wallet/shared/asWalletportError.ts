/** What the embedded-wallet flows show for a failure: every failure the views show is a typed error. */
import { isWalletportError, type WalletportError } from '../../../entities/errors/base.error.js';
import { walletportError } from '../../../entities/errors/catalogue.js';

/** The error itself when it is typed; anything else reads 'Failed to connect' (its cause kept). */
export function asWalletportError(error: unknown): WalletportError {
  return isWalletportError(error) ? error : walletportError('CONNECT_FAILED', [], { cause: error });
}
