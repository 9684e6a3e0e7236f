import { describe, expect, it } from 'vitest';
import { fakeActivityTransaction } from '../../../tests/fakes/blockchain-api.fake.js';
import { filterActivityTransactions, isSpamOnlyTransaction } from './filterActivityTransactions.js';

const spam = { nft_info: { flags: { is_spam: true } }, direction: 'in' as const, quantity: { numeric: '1' } };
const clean = { nft_info: { flags: { is_spam: false } }, direction: 'in' as const, quantity: { numeric: '1' } };

describe('isSpamOnlyTransaction', () => {
  it('is true only when every transfer is a spam NFT', () => {
    expect(isSpamOnlyTransaction(fakeActivityTransaction({ transfers: [spam] }))).toBe(true);
    expect(isSpamOnlyTransaction(fakeActivityTransaction({ transfers: [spam, clean] }))).toBe(false);
    expect(isSpamOnlyTransaction(fakeActivityTransaction({ transfers: [] }))).toBe(false);
    expect(isSpamOnlyTransaction(fakeActivityTransaction())).toBe(false);
  });
});

describe('filterActivityTransactions', () => {
  it('keeps the connected chain (or its deprecated id), drops spam-only ones and repeats, keeps the order', () => {
    const list = [
      fakeActivityTransaction({ id: '1', metadata: { chain: 'eip155:1' } }),
      fakeActivityTransaction({ id: '2', metadata: { chain: 'eip155:10' } }),
      fakeActivityTransaction({ id: '3', metadata: { chain: 'legacy:1' } }),
      fakeActivityTransaction({ id: '4', transfers: [spam] }),
      fakeActivityTransaction({ id: '1' }),
    ];
    expect(filterActivityTransactions(list, ['eip155:1', 'legacy:1']).map((transaction) => transaction.id)).toEqual(['1', '3']);
  });
});
