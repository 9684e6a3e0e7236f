/**
 * The text of the modal's views in the shown language: `const { t } = useT(); t('connect.whatIsAWallet')`.
 * Re-renders when the language changes. Brings the English catalogue of the modal with it, so it is for the
 * modal's views; the buttons in the page's entry use useButtonText.
 */
import { translatorFor, type Translator } from './translator.js';
import { useLocaleSnapshot } from './useLocaleSnapshot.js';

export type UseTReturnType = Translator;

export function useT(): UseTReturnType {
  return translatorFor(useLocaleSnapshot());
}
