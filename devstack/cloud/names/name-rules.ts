/**
 * What the name service refuses before it stores a registration, beyond the product's own form rule
 * (domain/entities/name isValidAccountName, SPEC.md section 5):
 * - a name is folded to one canonical form first (Unicode NFKC, then lower case), so every spelling that
 *   looks the same (the Kelvin sign K, full-width letters, a capital) lands on one record instead of
 *   registering a look-alike, and the rule is then applied to what is stored: ASCII a-z, 0-9 and hyphens
 *   only, at least 4 characters, no hyphen first or last;
 * - an avatar is an https URL or a data:image/ URI; anything else (javascript:, http:, a relative path) would
 *   be served back to every page that shows the name.
 */
import { isValidAccountName } from '../../../domain/entities/name/index.js';

/** NFKC, lower case, NFKC again (lower-casing can leave a string that is not NFKC any more). */
export function foldName(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC');
}

const EDGE_HYPHEN = /^-|-$/;

/** True when a folded label (the name without its suffix) may be registered. */
export function isRegistrableLabel(label: string): boolean {
  return isValidAccountName(label) && label === label.toLowerCase() && !EDGE_HYPHEN.test(label);
}

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;
// Whitespace and control characters: a URL parser drops or escapes them, so what was checked would differ
// from what is stored and served.
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;

/** True for an https URL with a host, or a data:image/ URI. */
export function isAllowedAvatar(avatar: string): boolean {
  if (DATA_IMAGE.test(avatar)) return true;
  if (SPACE_OR_CONTROL.test(avatar) || !/^https:\/\//i.test(avatar)) return false;
  try {
    const url = new URL(avatar);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
