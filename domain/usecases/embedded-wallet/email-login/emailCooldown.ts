/**
 * SPEC.md section 4: a new email request is refused within 30 s of the last one, with 'Please try again
 * after {n} seconds' (section 8). `n` is the whole seconds left, rounded up, so it never reads 0.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../entities/constants.js';

export type EmailCooldownSecondsParameters = { lastRequestAt: number | undefined; now: number };
/** Seconds to wait, or 0 when a request may go now. */
export type EmailCooldownSecondsReturnType = number;

export function emailCooldownSeconds({ lastRequestAt, now }: EmailCooldownSecondsParameters): EmailCooldownSecondsReturnType {
  if (lastRequestAt === undefined || lastRequestAt > now) return 0;
  const left = lastRequestAt + EMAIL_LOGIN_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
