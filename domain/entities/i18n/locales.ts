/**
 * The languages the modal speaks, and how a page's or a visitor's language preference maps onto them.
 * English is built in; every other language is a separate module loaded when it is first shown.
 */

/** Every language walletport ships, as BCP 47 tags (the 19 RainbowKit ships, plus Hebrew and Persian). */
export const WALLETPORT_LOCALES = [
  'en',
  'ar',
  'de',
  'es-419',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'ms',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type WalletportLocale = (typeof WALLETPORT_LOCALES)[number];

export type TextDirection = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: WalletportLocale = 'en';

/**
 * Languages written right to left. Browsers disagree on how to ask (`Intl.Locale#textInfo`, `getTextInfo()`,
 * neither in Firefox), so the answer is a list: the shipped RTL languages and the other common ones, for a
 * tag that is matched to English but still deserves to know its direction.
 */
const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'ckb', 'dv', 'yi', 'sd', 'ug']);

/** The writing direction of a language tag ('ar', 'he-IL', 'fa-IR' are 'rtl'). */
export function textDirection(locale: string): TextDirection {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

export function isWalletportLocale(value: unknown): value is WalletportLocale {
  return typeof value === 'string' && (WALLETPORT_LOCALES as readonly string[]).includes(value);
}

/** Chinese tags name the script or the region; both point at one of the three Chinese catalogues. */
function matchChinese(subtags: readonly string[]): WalletportLocale {
  if (subtags.includes('hk') || subtags.includes('mo')) return 'zh-HK';
  if (subtags.includes('hant') || subtags.includes('tw')) return 'zh-TW';
  return 'zh-CN';
}

/** A language without the region we ship goes to the one we have ('es-ES' -> 'es-419', 'pt-PT' -> 'pt-BR'). */
const BY_LANGUAGE: Readonly<Record<string, WalletportLocale>> = {
  es: 'es-419',
  pt: 'pt-BR',
  iw: 'he', // the old code some systems still report
  in: 'id',
  // Malay written in Latin script; Brunei and Singapore share the catalogue.
  ms: 'ms',
};

/** One requested tag matched to a shipped locale, or undefined when none fits. */
export function matchLocale(requested: string): WalletportLocale | undefined {
  const tag = requested.trim().replace(/_/g, '-');
  if (tag === '') return undefined;
  const exact = WALLETPORT_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const subtags = tag.toLowerCase().split('-');
  const language = subtags[0] ?? '';
  if (language === 'zh') return matchChinese(subtags.slice(1));
  const byLanguage = BY_LANGUAGE[language];
  if (byLanguage) return byLanguage;
  return WALLETPORT_LOCALES.find((locale) => locale === language);
}

export type NegotiateLocaleParameters = {
  /** The page's choice (the `locale` option or setLocale); wins when it names a shipped language. */
  readonly requested?: string | undefined;
  /** `<html lang>`. */
  readonly documentLanguage?: string | undefined;
  /** `navigator.languages`, most preferred first. */
  readonly browserLanguages?: readonly string[] | undefined;
};

/**
 * The language the modal shows: the page's explicit choice, then the page's own `<html lang>`, then the
 * visitor's browser languages in order, then English.
 */
export function negotiateLocale({ requested, documentLanguage, browserLanguages = [] }: NegotiateLocaleParameters): WalletportLocale {
  for (const candidate of [requested, documentLanguage, ...browserLanguages]) {
    const match = candidate === undefined ? undefined : matchLocale(candidate);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
