/**
 * What EmbeddedLoginStorage keeps of a social login (SPEC.md section 3): the provider and the person's name
 * under the three keys the production modal uses, read back after a reload, forgotten with the login; and the
 * provider a Telegram login went to while the top window is away.
 */
import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../../entities/storage/storage-keys.js';
import { EmbeddedLoginStorage } from './embedded-login.storage.js';

function setup() {
  const storage = new FakeStorage();
  return { storage, stored: new EmbeddedLoginStorage(storage) };
}

describe('EmbeddedLoginStorage: the social login', () => {
  it('stores the provider and the name under @appkit/connected_social, connected_social_username and SOCIAL_USERNAME', () => {
    const { storage, stored } = setup();
    expect(stored.socialLogin()).toBeUndefined();
    stored.rememberSocialLogin('github', 'ada');
    expect(storage.entries.get(STORAGE_KEYS.CONNECTED_SOCIAL)).toBe('"github"');
    expect(storage.entries.get(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME)).toBe('"ada"');
    expect(storage.entries.get(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME)).toBe('"ada"');
    expect(stored.socialLogin()).toEqual({ provider: 'github', userName: 'ada' });
  });

  it('reads values stored unquoted by the production modal, and the embedded key when the other name is missing', () => {
    const { storage, stored } = setup();
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'x');
    storage.plant(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME, 'grace');
    expect(stored.socialLogin()).toEqual({ provider: 'x', userName: 'grace' });
  });

  it('reads an unknown provider as no social login (and drops it), a provider without a name as nameless', () => {
    const { storage, stored } = setup();
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL, 'myspace');
    storage.plant(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME, 'tom');
    expect(stored.socialLogin()).toBeUndefined();
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_SOCIAL)).toBe(false);
    stored.rememberSocialLogin('farcaster', undefined);
    storage.entries.delete(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME);
    expect(stored.socialLogin()).toEqual({ provider: 'farcaster', userName: undefined });
  });

  it('forgets the social login with the login (clearLogin) or alone (clearSocialLogin), not a Telegram login on its way back', () => {
    const { storage, stored } = setup();
    stored.rememberSocialLogin('google', 'ada');
    stored.setTelegramSocialProvider('discord');
    stored.clearSocialLogin();
    expect(storage.keys()).toEqual([STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER]);
    stored.rememberSocialLogin('google', 'ada');
    stored.rememberLogin('ada@example.com');
    stored.clearLogin();
    expect(storage.keys()).toEqual([STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER]);
  });

  it('keeps the provider of a Telegram login under @appkit/social_provider (redirect providers only)', () => {
    const { storage, stored } = setup();
    expect(stored.telegramSocialProvider()).toBeUndefined();
    stored.setTelegramSocialProvider('apple');
    expect(storage.entries.get(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER)).toBe('"apple"');
    expect(stored.telegramSocialProvider()).toBe('apple');
    stored.setTelegramSocialProvider(undefined);
    expect(storage.entries.has(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER)).toBe(false);
    storage.plant(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER, 'farcaster');
    expect(stored.telegramSocialProvider()).toBeUndefined();
  });
});
