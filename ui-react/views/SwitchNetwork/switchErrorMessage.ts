import { isWalletportError, type WalletportError } from '../../../domain/entities/errors/base.error.js';

/** What the SwitchNetwork view says when the wallet refused: 'Switch declined' for a user rejection (4001), else the typed error's short message. */
export function switchErrorMessage(error: WalletportError): string {
  return isWalletportError(error, 'USER_REJECTED_REQUEST') ? 'Switch declined' : error.shortMessage;
}
