import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { clearDeepLinkChoice, readDeepLinkChoice, storeDeepLinkChoice } from './deepLinkChoice.js';

const KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

describe('the deep-link choice', () => {
  it('is stored as the JSON the WalletConnect Sign client reads, under its unprefixed key', () => {
    const storage = new FakeStorage();
    expect(storeDeepLinkChoice(storage, { href: 'metamask://', name: 'MetaMask' })).toBe(true);
    expect(storage.entries.get(KEY)).toBe('{"href":"metamask://","name":"MetaMask"}');
    expect(readDeepLinkChoice(storage)).toEqual({ href: 'metamask://', name: 'MetaMask' });
  });

  it('refuses an unsafe link or an empty name and writes nothing', () => {
    const storage = new FakeStorage();
    expect(storeDeepLinkChoice(storage, { href: 'javascript:alert(1)', name: 'Evil' })).toBe(false);
    expect(storeDeepLinkChoice(storage, { href: 'http://wallet.example/', name: 'Plain http' })).toBe(false);
    expect(storeDeepLinkChoice(storage, { href: 'https://wallet.example/', name: '  ' })).toBe(false);
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('reports a storage that refuses the write', () => {
    const storage = new FakeStorage();
    storage.failWritesWith = new Error('QuotaExceededError');
    expect(storeDeepLinkChoice(storage, { href: 'https://wallet.example/', name: 'Wallet' })).toBe(false);
  });

  it.each([
    ['not JSON at all', 'metamask://'],
    ['an unsafe link planted by someone else', '{"href":"javascript:alert(1)","name":"x"}'],
    ['a missing name', '{"href":"metamask://"}'],
    ['a wrong type', '{"href":42,"name":"x"}'],
  ])('drops %s on read', (_case, raw) => {
    const storage = new FakeStorage();
    storage.plant(KEY, raw);
    expect(readDeepLinkChoice(storage)).toBeUndefined();
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('reads nothing when absent or unreadable, and clears without throwing', () => {
    const storage = new FakeStorage();
    expect(readDeepLinkChoice(storage)).toBeUndefined();
    storeDeepLinkChoice(storage, { href: 'trust://', name: 'Trust' });
    clearDeepLinkChoice(storage);
    expect(storage.entries.has(KEY)).toBe(false);
    storage.failReadsWith = new Error('SecurityError');
    expect(readDeepLinkChoice(storage)).toBeUndefined();
  });
});
