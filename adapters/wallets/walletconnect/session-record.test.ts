import { describe, expect, it } from 'vitest';
import { recordAfterUpdate, unapprovedAccounts } from './session-record.js';

const ALICE = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const MALLORY = 'eip155:31337:0x1111111111111111111111111111111111111111';

describe('unapprovedAccounts', () => {
  it('finds the session accounts the record does not hold, ignoring case', () => {
    const record = { eip155: { accounts: [ALICE.toLowerCase()] } };
    expect(unapprovedAccounts({ sessionNamespaces: { eip155: { accounts: [ALICE] } }, record })).toEqual([]);
    expect(unapprovedAccounts({ sessionNamespaces: { eip155: { accounts: [ALICE, MALLORY] } }, record })).toEqual([MALLORY]);
  });

  it('vouches for nothing without a usable record', () => {
    for (const record of [undefined, null, {}, 'garbage', { eip155: null }, { eip155: { accounts: 'x' } }, { eip155: { accounts: [1] } }]) {
      expect(unapprovedAccounts({ sessionNamespaces: { eip155: { accounts: [ALICE] } }, record })).toEqual([ALICE]);
    }
  });
});

describe('recordAfterUpdate', () => {
  it('takes the accounts and chains of the update, keeping the rest of each entry and other namespaces', () => {
    const record = { eip155: { accounts: [ALICE], chains: ['eip155:31337'], methods: ['personal_sign'] }, solana: { accounts: [] } };
    const next = recordAfterUpdate(record, { eip155: { accounts: [ALICE, MALLORY], chains: ['eip155:31337', 'eip155:31338'] } });
    expect(next).toEqual({
      eip155: { accounts: [ALICE, MALLORY], chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'] },
      solana: { accounts: [] },
    });
    expect(unapprovedAccounts({ sessionNamespaces: { eip155: { accounts: [MALLORY] } }, record: next })).toEqual([]);
    expect(recordAfterUpdate('garbage', { eip155: { accounts: [ALICE] } })).toEqual({ eip155: { accounts: [ALICE] } });
  });
});
