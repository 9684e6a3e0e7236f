import { describe, expect, it } from 'vitest';
import { RECENT_WALLETS_MAX } from '../../entities/constants.js';
import { addRecentWallet, normalizeRecentWallets } from './addRecentWallet.js';

const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };
const c = { id: 'c', name: 'C' };

describe('addRecentWallet', () => {
  it('puts the wallet first', () => {
    expect(addRecentWallet([], a)).toEqual([a]);
    expect(addRecentWallet([a], b)).toEqual([b, a]);
  });

  it(`holds at most RECENT_WALLETS_MAX (${RECENT_WALLETS_MAX}) wallets, the oldest falls off`, () => {
    expect(RECENT_WALLETS_MAX).toBe(2);
    expect(addRecentWallet([b, a], c)).toEqual([c, b]);
  });

  it('moves a wallet used again to the front instead of listing it twice', () => {
    expect(addRecentWallet([b, a], a)).toEqual([a, b]);
    expect(addRecentWallet([a, b], { id: 'a', name: 'A renamed' })).toEqual([{ id: 'a', name: 'A renamed' }, b]);
  });
});

describe('normalizeRecentWallets', () => {
  it('keeps the first of each id and caps the list', () => {
    expect(normalizeRecentWallets([a, a, b, c])).toEqual([a, b]);
  });
});
