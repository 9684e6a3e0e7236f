import { ONRAMP_RESTRICTED_TIME_ZONES } from '../constants.js';

export type IsRestrictedTimeZoneParameters = [timeZone: string];
export type IsRestrictedTimeZoneReturnType = boolean;

/**
 * Whether the on-ramp is hidden for a visitor in this IANA time zone. Zone names are
 * case-sensitive in IANA's database, but browsers and hosts have been seen to vary the case, so the
 * comparison ignores it; '' (the browser did not say) is not restricted.
 */
export function isRestrictedTimeZone(...[timeZone]: IsRestrictedTimeZoneParameters): IsRestrictedTimeZoneReturnType {
  const zone = timeZone.trim().toLowerCase();
  return zone !== '' && ONRAMP_RESTRICTED_TIME_ZONES.some((restricted) => restricted.toLowerCase() === zone);
}
