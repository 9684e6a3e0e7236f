/**
 * How a catalogue entry becomes text: `{name}` placeholders filled from the parameters, and plural entries
 * (one text per CLDR plural category) chosen with `Intl.PluralRules` from the `count` parameter, so Arabic's
 * six forms and Japanese's one are both right without a rule of ours.
 */

import { interpolate, type MessageParameters } from './interpolate.js';

/** A text per plural category; `other` is the one every language has. */
export type PluralMessage = {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
};

export type Message = string | PluralMessage;

export { interpolate, type MessageParameters } from './interpolate.js';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

export type FormatMessageParameters = {
  readonly locale: string;
  readonly message: Message;
  /** Placeholder values; `count` also picks the plural form. A number given as text is shown as given. */
  readonly parameters?: MessageParameters | undefined;
  /**
   * The text to put in `{count}` (the number formatted for the locale); the raw count when left out.
   * Kept apart from `count` so the plural rule sees the number and the reader sees its localized form.
   */
  readonly formattedCount?: string | undefined;
};

export function formatMessage({ locale, message, parameters, formattedCount }: FormatMessageParameters): string {
  if (typeof message === 'string') return interpolate(message, parameters);
  const count = Number(parameters?.['count'] ?? 0);
  const category = pluralCategory(locale, count);
  // Exact zero has its own text in some catalogues even where the language's rule has no 'zero' (English "No ...").
  const text = (count === 0 ? message.zero : undefined) ?? message[category] ?? message.other;
  const values = formattedCount === undefined ? parameters : { ...parameters, count: formattedCount };
  return interpolate(text, values);
}
