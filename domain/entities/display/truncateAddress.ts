import { ADDRESS_TRUNCATE_LEADING, ADDRESS_TRUNCATE_TRAILING } from '../constants.js';
import { ELLIPSIS } from './ellipsis.js';

/**
 * Shortens an address to its first ADDRESS_TRUNCATE_LEADING and last ADDRESS_TRUNCATE_TRAILING characters,
 * counting the '0x' among the leading ones as AppKit does: '0x12…abcdef'. A string that would not get shorter
 * is returned unchanged.
 */
export function truncateAddress(address: string): string {
  if (address.length <= ADDRESS_TRUNCATE_LEADING + ELLIPSIS.length + ADDRESS_TRUNCATE_TRAILING) return address;
  return `${address.slice(0, ADDRESS_TRUNCATE_LEADING)}${ELLIPSIS}${address.slice(-ADDRESS_TRUNCATE_TRAILING)}`;
}
