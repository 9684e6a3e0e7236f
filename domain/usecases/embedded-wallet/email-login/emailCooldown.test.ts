import { describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../entities/constants.js';
import { emailCooldownSeconds } from './emailCooldown.js';

describe('emailCooldownSeconds', () => {
  it('is 0 with no earlier request', () => {
    expect(emailCooldownSeconds({ lastRequestAt: undefined, now: 5 })).toBe(0);
  });

  it('counts the whole seconds left of the 30 s, rounded up', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
    expect(emailCooldownSeconds({ lastRequestAt: 1_000, now: 1_000 })).toBe(30);
    expect(emailCooldownSeconds({ lastRequestAt: 1_000, now: 1_001 })).toBe(30);
    expect(emailCooldownSeconds({ lastRequestAt: 1_000, now: 13_000 })).toBe(18);
    expect(emailCooldownSeconds({ lastRequestAt: 1_000, now: 30_999 })).toBe(1);
  });

  it('is 0 once the 30 s are over', () => {
    expect(emailCooldownSeconds({ lastRequestAt: 1_000, now: 31_000 })).toBe(0);
  });

  it('ignores a stored time in the future (a clock change): no lockout', () => {
    expect(emailCooldownSeconds({ lastRequestAt: 99_000, now: 1_000 })).toBe(0);
  });
});
