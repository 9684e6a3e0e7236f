/** Pure readings of a user-agent string (no globals). */
import type { OperatingSystem } from '../../ports/platform.port.js';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * The operating system a user agent names. iPadOS 13+ presents itself as a Mac; `maxTouchPoints > 1` tells
 * the two apart.
 */
export function operatingSystemOf(userAgent: string, maxTouchPoints = 0): OperatingSystem {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/CrOS/i.test(userAgent)) return 'other';
  if (/Linux|X11/i.test(userAgent)) return 'linux';
  return 'other';
}
