/**
 * Decides which language to show and loads its text: loaded lazily by the locale slot, so a page pays for
 * the negotiation and the list of languages only once its renderer has mounted, never in its entry.
 */
import { matchLocale, negotiateLocale, textDirection } from '../domain/entities/i18n/locales.js';
import { loadMessages } from '../locales/load.js';
import type { LocaleSnapshot } from './locale-slot.js';

export type ResolveLocaleParameters = string | undefined;
export type ResolveLocaleReturnType = Promise<LocaleSnapshot>;
/** The language's module could not be fetched. */
export type ResolveLocaleErrorType = Error;

/** The page's choice, then `<html lang>`, then the browser's languages, then English; its text loaded. */
export async function resolveLocale(requested: ResolveLocaleParameters): ResolveLocaleReturnType {
  if (requested !== undefined && matchLocale(requested) === undefined) {
    console.warn(`walletport does not speak "${requested}"; it follows the page and the browser instead`);
  }
  const locale = negotiateLocale({
    requested,
    documentLanguage: typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const messages = locale === 'en' ? undefined : await loadMessages(locale);
  return { locale, direction: textDirection(locale), messages };
}
