/**
 * The shape every language's catalogue must have: exactly the keys of the English one, each a text or, where
 * English has plural forms, plural forms. A catalogue typed `Messages` that misses a key does not compile.
 */
import type { Message, PluralMessage } from '../domain/entities/i18n/message.js';
import type { enButtons } from './en/buttons.js';
import type { enModal } from './en/modal.js';

type English = typeof enButtons & typeof enModal;

export type MessageKey = keyof English;
export type ButtonMessageKey = keyof typeof enButtons;

/** What a translation of one English entry may be: text for text, plural forms for plural forms. */
type TranslationOf<TEnglish> = TEnglish extends string ? string : PluralMessage;

export type Messages = { readonly [TKey in MessageKey]: TranslationOf<English[TKey]> };

/** A catalogue as the renderer reads it (English merged in, nothing missing). */
export type MessageLookup = Readonly<Record<MessageKey, Message>>;
