import { withNameSuffix } from '../../entities/name/index.js';

export type RegistrationMessageParameters = {
  /** The name as typed, with or without the '.reown.id' suffix. */
  readonly name: string;
  /** Milliseconds since the epoch (the scheduler's clock). */
  readonly now: number;
};

export type RegistrationMessageReturnType = string;

/**
 * The message a registration signs: the JSON string `{name, attributes,
 * timestamp}` with the suffixed name, no attributes and the time in whole seconds, as the production client
 * sends it. The wallet signs exactly these bytes and the service parses them back, so the key order is fixed.
 */
export function registrationMessage({ name, now }: RegistrationMessageParameters): RegistrationMessageReturnType {
  return JSON.stringify({ name: withNameSuffix(name), attributes: {}, timestamp: Math.floor(now / 1000) });
}
