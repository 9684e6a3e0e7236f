/**
 * The buttons' text in the shown language. Part of the page's entry, so it carries only the buttons' English
 * entries (locales/en/buttons.ts), not the modal's.
 */
import { interpolate, type MessageParameters } from '../../domain/entities/i18n/interpolate.js';
import type { TextDirection, WalletportLocale } from '../../domain/entities/i18n/locales.js';
import { enButtons } from '../../locales/en/buttons.js';
import type { ButtonMessageKey } from '../../locales/messages.js';
import { useLocaleSnapshot } from './useLocaleSnapshot.js';

export type UseButtonTextReturnType = {
  readonly locale: WalletportLocale;
  readonly direction: TextDirection;
  text(key: ButtonMessageKey, parameters?: MessageParameters): string;
};

export function useButtonText(): UseButtonTextReturnType {
  const { locale, direction, messages } = useLocaleSnapshot();
  return {
    locale,
    direction,
    text: (key, parameters) => interpolate(messages?.[key] ?? enButtons[key], parameters),
  };
}
