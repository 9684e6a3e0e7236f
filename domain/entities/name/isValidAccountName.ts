import { NAME_MIN_LENGTH } from '../constants.js';

const LETTERS_DIGITS_HYPHENS = /^[a-zA-Z0-9-]+$/;

/**
 * True when `name` (without its '.reown.id' suffix) can be registered: ASCII letters, digits and hyphens only,
 * at least NAME_MIN_LENGTH (4) characters.
 */
export function isValidAccountName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && LETTERS_DIGITS_HYPHENS.test(name);
}
