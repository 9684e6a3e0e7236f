/**
 * Every shipped language is a complete translation of the English catalogue: the same keys (the type check
 * says so too), the same placeholders in every entry (a dropped `{amount}` would show a sentence without its
 * figure), the plural forms the language's own rules ask for (Intl.PluralRules), and real translations (a
 * catalogue that is mostly English is a placeholder that slipped through).
 */
import { describe, expect, it } from 'vitest';
import { WALLETPORT_LOCALES, type WalletportLocale } from '../domain/entities/i18n/locales.js';
import type { Message } from '../domain/entities/i18n/message.js';
import { enButtons } from './en/buttons.js';
import { enModal } from './en/modal.js';
import { loadMessages } from './load.js';

const english: Readonly<Record<string, Message>> = { ...enButtons, ...enModal };
const translated = WALLETPORT_LOCALES.filter((locale): locale is Exclude<WalletportLocale, 'en'> => locale !== 'en');

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')))].sort();
};

/** Words several languages rightly keep as they are: product names, symbols, short technical terms. */
const SAME_AS_ENGLISH_SHARE = 0.3;

describe.each(translated)('the %s catalogue', (locale) => {
  it('has every English key and no other, each with the same placeholders', async () => {
    const messages = (await loadMessages(locale)) as Readonly<Record<string, Message>>;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    const wrong = Object.keys(english).filter((key) => {
      const theirs = messages[key];
      const ours = english[key];
      if (theirs === undefined || ours === undefined) return true;
      if (typeof theirs !== typeof ours) return true;
      // A plural entry's forms may leave out {count} where the language says the number in words ('one').
      const required = placeholders(ours).filter((name) => typeof ours === 'string' || name !== 'count');
      const given = placeholders(theirs);
      return required.some((name) => !given.includes(name)) || given.some((name) => !placeholders(ours).includes(name));
    });
    expect(wrong, `entries with other placeholders than English`).toEqual([]);
  });

  it("gives each plural entry the forms the language's plural rules use", async () => {
    const messages = (await loadMessages(locale)) as Readonly<Record<string, Message>>;
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = Object.entries(messages)
      .filter((entry): entry is [string, Exclude<Message, string>] => typeof entry[1] !== 'string')
      .filter(([, forms]) => categories.some((category) => forms[category] === undefined))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('is a translation, not English', async () => {
    const messages = (await loadMessages(locale)) as Readonly<Record<string, Message>>;
    const same = Object.keys(english).filter((key) => JSON.stringify(messages[key]) === JSON.stringify(english[key]));
    expect(same.length / Object.keys(english).length).toBeLessThan(SAME_AS_ENGLISH_SHARE);
  });
});
