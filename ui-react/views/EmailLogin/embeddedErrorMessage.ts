/**
 * What an email or embedded-wallet step says when it failed. Failures that also raise an alert (the frame
 * did not load, a request timed out, the domain is refused, rate limits) read as that alert's title, not as
 * their wire codes ('iframe_load_failed'); the others in their own words, which for the frame's answers are
 * the frame's ('Invalid code'), and for ours the catalogue's ('Please try again after 18 seconds'), shown in
 * the visitor's language when a translator is given (English without one).
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { embeddedAlertFor } from '../../../domain/usecases/embedded-wallet/wallet/index.js';
import type { UseTReturnType } from '../../i18n/useT.js';
import { alertCatalogue } from '../../modal/alerts.js';

export type EmbeddedErrorTranslator = Pick<UseTReturnType, 'localizeMessage'>;

const english: EmbeddedErrorTranslator = { localizeMessage: (message) => message };

export function embeddedErrorMessage(error: WalletportError, { localizeMessage }: EmbeddedErrorTranslator = english): string {
  const alert = embeddedAlertFor(error);
  return localizeMessage(alert ? alertCatalogue[alert].title : error.shortMessage);
}
