/**
 * Changes the modal's language at run time. The language is matched to a shipped one ('de-AT' shows German,
 * 'pt' Brazilian Portuguese); one walletport does not speak falls back to the page's and the browser's
 * languages, then English, with a warning. Resolves with the language shown once its text has loaded.
 */
import { localeSlotOf } from '../client/walletport-client.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { WalletportLocale } from '../domain/entities/i18n/locales.js';

export type SetLocaleParameters = WalletportLocale;
export type SetLocaleReturnType = Promise<WalletportLocale>;
/** The language's module could not be fetched; the modal keeps the language it had. */
export type SetLocaleErrorType = Error;

export function setLocale(client: WalletportClient, locale: SetLocaleParameters): SetLocaleReturnType {
  return localeSlotOf(client).set(locale);
}
