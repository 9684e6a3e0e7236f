/**
 * What a failed connect throws: 'Connection rejected' when the user declined (4001 or a
 * rejection message anywhere in the cause chain), 'Failed to connect' otherwise. The wallet's error, typed by
 * parseWalletError, is the cause, so `details` carries the wallet's own message.
 */
import { isWalletportError, type WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { isUserRejection, parseWalletError } from '../../entities/errors/rpc-errors.js';

export function toConnectError(error: unknown): WalletportError {
  if (isWalletportError(error, 'CONNECT_FAILED') || isWalletportError(error, 'CONNECTION_REJECTED')) return error;
  const cause = parseWalletError(error);
  if (isUserRejection(error)) return walletportError('CONNECTION_REJECTED', [], { cause });
  return walletportError('CONNECT_FAILED', [], { cause });
}
