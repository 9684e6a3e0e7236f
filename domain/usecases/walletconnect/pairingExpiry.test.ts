import { describe, expect, it } from 'vitest';
import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS } from '../../entities/constants.js';
import { isPairingExpired, msUntilPairingExpired, pairingExpiryFrom } from './pairingExpiry.js';

const NOW = 1_750_000_000_000;

describe('pairing expiry', () => {
  it('uses the constants of SPEC.md section 9: 4 minutes of life, 10 s of margin', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000);
    expect(PAIRING_EXPIRY_THRESHOLD_MS).toBe(10_000);
  });

  it('gives a new pairing 4 minutes from now', () => {
    expect(pairingExpiryFrom(NOW)).toBe(NOW + 240_000);
  });

  it('counts a URI as expired once its expiry is within 10 s of now, not a millisecond before', () => {
    const expiry = pairingExpiryFrom(NOW);
    expect(isPairingExpired(expiry, NOW)).toBe(false);
    expect(isPairingExpired(expiry, NOW + 229_999)).toBe(false);
    expect(isPairingExpired(expiry, NOW + 230_000)).toBe(true);
    expect(isPairingExpired(expiry, NOW + 240_000)).toBe(true);
    expect(isPairingExpired(expiry, NOW + 300_000)).toBe(true);
    expect(isPairingExpired(undefined, NOW)).toBe(true);
  });

  it('says how long until the URI counts as expired', () => {
    const expiry = pairingExpiryFrom(NOW);
    expect(msUntilPairingExpired(expiry, NOW)).toBe(230_000);
    expect(msUntilPairingExpired(expiry, NOW + 229_999)).toBe(1);
    expect(msUntilPairingExpired(expiry, NOW + 500_000)).toBe(0);
  });
});

describe('isPairingExpired with an unknown expiry', () => {
  it('counts NaN (and any expiry that is not a finite time) as expired', () => {
    const now = Date.UTC(2026, 0, 15, 12);
    expect(isPairingExpired(Number.NaN, now)).toBe(true);
    expect(isPairingExpired(Number.POSITIVE_INFINITY, now)).toBe(true);
    expect(isPairingExpired(undefined, now)).toBe(true);
    expect(isPairingExpired(now + 60_000, Number.NaN)).toBe(true);
    expect(isPairingExpired(now + 60_000, now)).toBe(false);
  });
});
