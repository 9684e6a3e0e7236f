import { NAME_SUFFIX } from '../../../domain/entities/constants.js';
import type { NameAvailability } from '../../../domain/usecases/names/index.js';

export const NAME_RULE_TEXT = 'Letters, digits and hyphens only, at least 4 characters';

/** The line under the name field for what the name service said about `query` (empty: nothing to say). */
export function nameStatus(query: string, availability: NameAvailability): string {
  const name = `${query}${NAME_SUFFIX}`;
  switch (availability) {
    case 'invalid':
      return NAME_RULE_TEXT;
    case 'checking':
      return `Checking ${name}…`;
    case 'available':
      return `${name} is available`;
    case 'taken':
      return `${name} is taken`;
    case 'idle':
    case 'unknown':
      return '';
  }
}
