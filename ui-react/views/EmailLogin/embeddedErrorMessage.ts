/**
 * What an email or embedded-wallet step says when it failed. Failures that also raise an alert (the frame
 * did not load, a request timed out, the domain is refused, rate limits) read as that alert's title, not as
 * their wire codes ('iframe_load_failed'); the others in their own words, which for the frame's answers are
 * the frame's ('Invalid code'), and for ours the catalogue's ('Please try again after 18 seconds'). With a
 * translator, in the visitor's language; without one, in English (to compare two failures' words).
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { embeddedAlertFor } from '../../../domain/usecases/embedded-wallet/wallet/index.js';
import type { UseTReturnType } from '../../i18n/useT.js';
import { alertCatalogue, alertKeys } from '../../modal/alerts.js';

export type EmbeddedErrorTranslator = Pick<UseTReturnType, 't' | 'localizeMessage'>;

export function embeddedErrorMessage(error: WalletportError, translator?: EmbeddedErrorTranslator): string {
  const alert = embeddedAlertFor(error);
  if (!translator) return alert ? alertCatalogue[alert].title : error.shortMessage;
  return alert ? translator.t(alertKeys[alert].title) : translator.localizeMessage(error.shortMessage);
}
