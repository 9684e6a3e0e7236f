/**
 * The social providers to show: DEFAULT_SOCIALS when the host page configured none, nothing when socials are
 * off, otherwise the configured list (once each, in its order). Inside Telegram some providers cannot
 * complete their login, so they are hidden: google on iOS, x on Mac, facebook and x on Android.
 */
import { DEFAULT_SOCIALS } from '../../entities/constants.js';
import type { OperatingSystem } from '../../../ports/platform.port.js';
import type { SocialProvider } from '../options/index.js';

export type SocialsForPlatformParameters = { telegram: boolean; os: OperatingSystem };

export const TELEGRAM_HIDDEN_SOCIALS: Readonly<Partial<Record<OperatingSystem, readonly SocialProvider[]>>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
};

export function socialsForPlatform(
  socials: false | readonly SocialProvider[] | undefined,
  { telegram, os }: SocialsForPlatformParameters,
): readonly SocialProvider[] {
  if (socials === false) return [];
  const configured = [...new Set(socials ?? DEFAULT_SOCIALS)];
  const hidden = telegram ? (TELEGRAM_HIDDEN_SOCIALS[os] ?? []) : [];
  return configured.filter((social) => !hidden.includes(social));
}
