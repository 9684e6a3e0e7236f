import { describe, expect, it } from 'vitest';
import { createSpendingLedger } from './spending-ledger.js';

describe('createSpendingLedger', () => {
  it('grants up to the cap exactly, per project, and records nothing for a refusal', () => {
    const ledger = createSpendingLedger(100n);
    expect(ledger.tryCharge('a', 60n)).toBe(true);
    expect(ledger.tryCharge('a', 41n)).toBe(false);
    expect(ledger.spent('a')).toBe(60n);
    expect(ledger.tryCharge('a', 40n)).toBe(true);
    expect(ledger.spent('a')).toBe(100n);
    expect(ledger.tryCharge('a', 1n)).toBe(false);
    // Another project has its own cap.
    expect(ledger.spent('b')).toBe(0n);
    expect(ledger.tryCharge('b', 100n)).toBe(true);
  });
});
