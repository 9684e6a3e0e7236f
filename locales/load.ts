/**
 * Loads one language's catalogue. Each language is its own module (a page pays only for the language it
 * shows); English is not here: its button text is in the entry and the rest comes with the modal.
 */
import type { WalletportLocale } from '../domain/entities/i18n/locales.js';
import type { Messages } from './messages.js';

type Loader = () => Promise<{ default: Messages }>;

// One literal import() per language, so bundlers split each into its own chunk.
const LOADERS: { readonly [TLocale in Exclude<WalletportLocale, 'en'>]: Loader } = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  'es-419': () => import('./es-419.js'),
  fa: () => import('./fa.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  ms: () => import('./ms.js'),
  'pt-BR': () => import('./pt-BR.js'),
  ru: () => import('./ru.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-HK': () => import('./zh-HK.js'),
  'zh-TW': () => import('./zh-TW.js'),
};

export type LoadMessagesParameters = Exclude<WalletportLocale, 'en'>;
export type LoadMessagesReturnType = Promise<Messages>;
/** The language's chunk could not be fetched (offline, a deploy that removed it). */
export type LoadMessagesErrorType = Error;

export async function loadMessages(locale: LoadMessagesParameters): LoadMessagesReturnType {
  const module = await LOADERS[locale]();
  return module.default;
}
