import { EMAIL_TRUNCATE_LENGTH } from '../constants.js';
import { ELLIPSIS } from './ellipsis.js';

/**
 * Shortens an email longer than EMAIL_TRUNCATE_LENGTH (30) characters to exactly that length. The local part
 * is cut first so the domain stays readable ('averyveryverylongname…@example.com'); when the domain alone is
 * too long for that, the end of the address is cut instead.
 */
export function truncateEmail(email: string): string {
  if (email.length <= EMAIL_TRUNCATE_LENGTH) return email;
  const at = email.lastIndexOf('@');
  const domain = at === -1 ? '' : email.slice(at);
  // Keep at least one character of the local part, or the result no longer looks like an email.
  const localRoom = EMAIL_TRUNCATE_LENGTH - ELLIPSIS.length - domain.length;
  if (domain && localRoom >= 1) return `${email.slice(0, localRoom)}${ELLIPSIS}${domain}`;
  return `${email.slice(0, EMAIL_TRUNCATE_LENGTH - ELLIPSIS.length)}${ELLIPSIS}`;
}
