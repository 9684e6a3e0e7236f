/**
 * Pairing expiry (SPEC.md section 4, "Pairing"): a new pairing expires PAIRING_LIFETIME_MS (4 minutes) from
 * now, and a pairing URI counts as expired once its expiry is within PAIRING_EXPIRY_THRESHOLD_MS (10 s) of
 * now, so it is replaced while a wallet can still use it. Times are milliseconds since the epoch (the
 * Scheduler's clock).
 */
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS } from '../../entities/constants.js';

/** When a pairing created at `now` expires. */
export function pairingExpiryFrom(now: number): number {
  return now + PAIRING_LIFETIME_MS;
}

/**
 * True when `expiry` is at most PAIRING_EXPIRY_THRESHOLD_MS after `now` (or already past, or unknown: NaN and
 * other non-finite values too, which every comparison would otherwise answer false for).
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || !Number.isFinite(expiry) || !(expiry - now > PAIRING_EXPIRY_THRESHOLD_MS);
}

/** How long from `now` until a pairing expiring at `expiry` counts as expired (0 when it already does). */
export function msUntilPairingExpired(expiry: number, now: number): number {
  return Math.max(0, expiry - PAIRING_EXPIRY_THRESHOLD_MS - now);
}
