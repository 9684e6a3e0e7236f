/**
 * A translator for one language: `t(key, parameters)` reads the language's catalogue (English where the
 * language is English), `localizeMessage` turns an English message from the core (an error's text, whose
 * words are fixed in English) into the language's, and the Intl formatters come along so a view needs one
 * hook. Made once per shown language.
 */
import type { LocaleSnapshot } from '../../client/locale-slot.js';
import type { TextDirection, WalletportLocale } from '../../domain/entities/i18n/locales.js';
import { formatMessage, type Message, type MessageParameters } from '../../domain/entities/i18n/message.js';
import { enButtons } from '../../locales/en/buttons.js';
import { enModal } from '../../locales/en/modal.js';
import type { MessageKey, MessageLookup } from '../../locales/messages.js';
import { dateFormat, numberFormat, relativeTimeFormat } from './formatters.js';
import { englishMessageMatcher } from './englishMessageMatcher.js';

export type Translator = {
  readonly locale: WalletportLocale;
  readonly direction: TextDirection;
  /** The text of `key`, placeholders filled; plural entries pick their form from `parameters.count`. */
  t(key: MessageKey, parameters?: MessageParameters): string;
  /** An English message from the core (an error's text) in the shown language; unchanged when it has no entry. */
  localizeMessage(message: string): string;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string;
  formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string;
};

const english: MessageLookup = { ...enButtons, ...enModal };

const translators = new WeakMap<LocaleSnapshot, Translator>();

export function translatorFor(snapshot: LocaleSnapshot): Translator {
  let translator = translators.get(snapshot);
  if (!translator) {
    translator = createTranslator(snapshot);
    translators.set(snapshot, translator);
  }
  return translator;
}

function createTranslator({ locale, direction, messages }: LocaleSnapshot): Translator {
  const lookup: MessageLookup = messages ?? english;
  const localizedMessages = new Map<string, string>();
  const t = (key: MessageKey, parameters?: MessageParameters): string => {
    const message: Message = lookup[key] ?? english[key];
    const count = parameters?.['count'];
    const formattedCount = typeof count === 'number' ? numberFormat(locale).format(count) : undefined;
    return formatMessage({ locale, message, parameters, formattedCount });
  };
  return {
    locale,
    direction,
    t,
    localizeMessage(message) {
      if (!messages) return message;
      // Views call this on every render; the matching runs once per text and language.
      let localized = localizedMessages.get(message);
      if (localized === undefined) {
        const match = englishMessageMatcher(english)(message);
        localized = match ? t(match.key, match.parameters) : message;
        // Texts carry figures, so the memo is bounded; starting over costs one match per text.
        if (localizedMessages.size >= 500) localizedMessages.clear();
        localizedMessages.set(message, localized);
      }
      return localized;
    },
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) => dateFormat(locale, options).format(value),
    formatRelativeTime: (value, unit) => relativeTimeFormat(locale).format(value, unit),
  };
}
