import { describe, expect, it } from 'vitest';
import { walletAccountsSchema } from './wallet-accounts.schema.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('walletAccountsSchema', () => {
  it('checksums, keeps the order and drops duplicates', () => {
    const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(walletAccountsSchema.parse([ALICE.toLowerCase(), bob.toUpperCase().replace('0X', '0x'), ALICE])).toEqual([
      ALICE,
      bob,
    ]);
    expect(walletAccountsSchema.parse([])).toEqual([]);
  });

  it.each([[['0x123']], [[`${ALICE}00`]], [[ALICE, 1]], [[` ${ALICE}`]], [ALICE], [null], [{ 0: ALICE }]])(
    'refuses %j',
    (value) => {
      expect(walletAccountsSchema.safeParse(value).success).toBe(false);
    },
  );
});
