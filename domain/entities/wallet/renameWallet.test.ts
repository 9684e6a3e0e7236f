import { describe, expect, it } from 'vitest';
import { WALLET_RENAMES } from '../constants.js';
import { renameWallet } from './renameWallet.js';

describe('renameWallet', () => {
  it("shows 'Trust Wallet' as 'Trust' (WALLET_RENAMES)", () => {
    expect(WALLET_RENAMES).toEqual({ 'Trust Wallet': 'Trust' });
    expect(renameWallet({ id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' })).toEqual({ id: 'trust', name: 'Trust', rdns: 'com.trustwallet.app' });
  });

  it('hands back the same object for every other name, inherited keys included', () => {
    const wallet = { id: 'metamask', name: 'MetaMask' };
    expect(renameWallet(wallet)).toBe(wallet);
    const odd = { id: 'x', name: 'constructor' };
    expect(renameWallet(odd)).toBe(odd);
  });
});
