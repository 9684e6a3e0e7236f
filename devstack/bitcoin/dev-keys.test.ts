import { describe, expect, it } from 'vitest';
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_FAUCET_ADDRESS, bitcoinDevKey, bitcoinFaucetKey } from './dev-keys.js';

describe('the Bitcoin dev keys', () => {
  it('derive the documented regtest addresses, P2WPKH then P2TR', () => {
    expect(BITCOIN_DEV_ACCOUNTS.map((_, index) => bitcoinDevKey(index).address)).toEqual(BITCOIN_DEV_ACCOUNTS.map(({ address }) => address));
    expect(bitcoinFaucetKey().address).toBe(BITCOIN_FAUCET_ADDRESS);
    expect(BITCOIN_DEV_ACCOUNTS.map(({ address }) => address.slice(0, 6))).toEqual(['bcrt1q', 'bcrt1q', 'bcrt1q', 'bcrt1p']);
  });

  it('give regtest WIFs (compressed, prefix 0xef: c…) and refuse an unknown index', () => {
    expect(bitcoinDevKey(0).wif).toMatch(/^c[1-9A-HJ-NP-Za-km-z]{51}$/);
    expect(() => bitcoinDevKey(4)).toThrow('no Bitcoin dev account 4');
  });
});
