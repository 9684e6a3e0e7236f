import { NAME_SUFFIX } from '../../../domain/entities/constants.js';
import type { NameAvailability } from '../../../domain/usecases/names/index.js';
import { enNames } from '../../../locales/en/names.js';
import type { Translator } from '../../i18n/translator.js';

/** The name rule in English (the status line for an invalid name). */
export const NAME_RULE_TEXT = enNames['names.rule'];

export type NameStatusParameters = {
  readonly query: string;
  readonly availability: NameAvailability;
  readonly t: Translator['t'];
};

export type NameStatusReturnType = string;

/** The line under the name field for what the name service said about `query` (empty: nothing to say). */
export function nameStatus({ query, availability, t }: NameStatusParameters): NameStatusReturnType {
  const name = `${query}${NAME_SUFFIX}`;
  switch (availability) {
    case 'invalid':
      return t('names.rule');
    case 'checking':
      return t('names.checking', { name });
    case 'available':
      return t('names.available', { name });
    case 'taken':
      return t('names.taken', { name });
    case 'idle':
    case 'unknown':
      return '';
  }
}
