import { describe, expect, it } from 'vitest';
import { identifyInjectedWallet } from './identify-injected-wallet.js';
import { readInjectedProvider } from './read-injected-provider.js';

describe('identifyInjectedWallet', () => {
  it('prefers the specific flag over the isMetaMask most wallets also set', () => {
    expect(identifyInjectedWallet({ isMetaMask: true })).toEqual({ name: 'MetaMask', rdns: 'io.metamask', flag: 'isMetaMask' });
    expect(identifyInjectedWallet({ isMetaMask: true, isRabby: true })).toMatchObject({ name: 'Rabby Wallet', rdns: 'io.rabby' });
    expect(identifyInjectedWallet({ isMetaMask: true, isBraveWallet: true })).toMatchObject({ rdns: 'com.brave.wallet' });
    expect(identifyInjectedWallet({ isCoinbaseWallet: true })).toMatchObject({ name: 'Coinbase Wallet' });
  });

  it("falls back to 'Browser Wallet'; only a literal true counts; hostile getters are ignored", () => {
    expect(identifyInjectedWallet({})).toEqual({ name: 'Browser Wallet', rdns: undefined, flag: undefined });
    expect(identifyInjectedWallet({ isMetaMask: 'yes' })).toMatchObject({ name: 'Browser Wallet' });
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(identifyInjectedWallet(hostile)).toMatchObject({ name: 'Browser Wallet' });
  });
});

describe('readInjectedProvider', () => {
  it('returns window.ethereum only when it is a provider', () => {
    const ethereum = { request: async () => null };
    expect(readInjectedProvider({ ethereum } as unknown as Window)).toBe(ethereum);
    expect(readInjectedProvider({} as Window)).toBeUndefined();
    expect(readInjectedProvider({ ethereum: { request: 1 } } as unknown as Window)).toBeUndefined();
    const throwing = Object.defineProperty({}, 'ethereum', { get: () => { throw new Error('no'); } });
    expect(readInjectedProvider(throwing as Window)).toBeUndefined();
  });
});
