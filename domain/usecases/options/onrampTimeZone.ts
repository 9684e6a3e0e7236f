/**
 * The on-ramp is hidden for visitors in restricted time zones (SPEC.md section 9), whatever the local flag or
 * the remote configuration says: a rule about the visitor, applied after every other feature rule.
 */
import { isRestrictedTimeZone } from '../../entities/onramp/isRestrictedTimeZone.js';
import type { Features } from './options.js';

export type WithoutRestrictedOnrampParameters = {
  readonly features: Features;
  /** The visitor's IANA time zone (Platform.timeZone); undefined when no platform was given (tests, servers). */
  readonly timeZone: string | undefined;
};

export type WithoutRestrictedOnrampReturnType = Features;

export function withoutRestrictedOnramp({ features, timeZone }: WithoutRestrictedOnrampParameters): WithoutRestrictedOnrampReturnType {
  if (!features.onramp || timeZone === undefined || !isRestrictedTimeZone(timeZone)) return features;
  return { ...features, onramp: false };
}
