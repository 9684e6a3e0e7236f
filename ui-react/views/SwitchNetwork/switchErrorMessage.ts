import { isWalletportError, type WalletportError } from '../../../domain/entities/errors/base.error.js';
import type { Translator } from '../../i18n/translator.js';

export type SwitchErrorMessageParameters = Pick<Translator, 't' | 'localizeMessage'>;
export type SwitchErrorMessageReturnType = string;

/**
 * What the SwitchNetwork view says when the wallet refused: 'Switch declined' for a user rejection (4001), else
 * the typed error's short message; both in the shown language.
 */
export function switchErrorMessage(error: WalletportError, { t, localizeMessage }: SwitchErrorMessageParameters): SwitchErrorMessageReturnType {
  return isWalletportError(error, 'USER_REJECTED_REQUEST') ? t('networks.switchDeclined') : localizeMessage(error.shortMessage);
}
