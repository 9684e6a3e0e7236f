import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { EMBEDDED_WALLET_STORAGE_KEYS as KEYS } from '../../../entities/storage/storage-keys.js';
import { EmbeddedLoginStorage } from './embedded-login.storage.js';

function setup() {
  const storage = new FakeStorage();
  return { storage, stored: new EmbeddedLoginStorage(storage) };
}

describe('EmbeddedLoginStorage', () => {
  it('reads nothing from empty storage', () => {
    const { stored } = setup();
    expect(stored.email()).toBeUndefined();
    expect(stored.lastEmailLoginTime()).toBeUndefined();
    expect(stored.emailLoginUsed()).toBe(false);
    expect(stored.sessionToken()).toBeUndefined();
    expect(stored.lastUsedChain()).toBeUndefined();
  });

  it('reads back what it wrote, under the @appkit-wallet/ keys', () => {
    const { storage, stored } = setup();
    stored.setEmail('ada@example.com');
    stored.setLastEmailLoginTime(1_700_000_000_000);
    stored.setSessionToken('session-1');
    stored.setLastUsedChain(31337);
    expect(stored.email()).toBe('ada@example.com');
    expect(stored.lastEmailLoginTime()).toBe(1_700_000_000_000);
    expect(stored.sessionToken()).toBe('session-1');
    expect(stored.lastUsedChain()).toBe(31337);
    expect(storage.entries.get('@appkit-wallet/EMAIL')).toBe('"ada@example.com"');
    expect(storage.entries.get('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe('1700000000000');
    expect(storage.entries.get('@appkit-wallet/SESSION_TOKEN_KEY')).toBe('"session-1"');
    expect(storage.entries.get('@appkit-wallet/LAST_USED_CHAIN_KEY')).toBe('31337');
    stored.setLastUsedChain('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(stored.lastUsedChain()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('reads values stored unquoted by the secure-site SDK: a raw email, token and the flag "true"', () => {
    const { storage, stored } = setup();
    storage.plant(KEYS.W3M_EMAIL, 'ada@example.com');
    storage.plant(KEYS.W3M_SESSION_TOKEN, 'raw-token');
    storage.plant(KEYS.W3M_EMAIL_LOGIN_USED, 'true');
    expect(stored.email()).toBe('ada@example.com');
    expect(stored.sessionToken()).toBe('raw-token');
    expect(stored.emailLoginUsed()).toBe(true);
  });

  it('rememberLogin stores the email and the used flag; without an email it keeps the stored one', () => {
    const { storage, stored } = setup();
    stored.rememberLogin('ada@example.com');
    expect(stored.email()).toBe('ada@example.com');
    expect(stored.emailLoginUsed()).toBe(true);
    expect(storage.entries.get(KEYS.W3M_EMAIL_LOGIN_USED)).toBe('true');
    stored.rememberLogin(undefined);
    expect(stored.email()).toBe('ada@example.com');
    expect(stored.emailLoginUsed()).toBe(true);
  });

  it.each([
    ['email', KEYS.W3M_EMAIL, ['', 'x'.repeat(321)]],
    ['sessionToken', KEYS.W3M_SESSION_TOKEN, ['', 'x'.repeat(321)]],
    ['lastEmailLoginTime', KEYS.W3M_LAST_EMAIL_LOGIN_TIME, ['-1', '1.5', 'yesterday', '"1700000000000"', 'true']],
    ['lastUsedChain', KEYS.W3M_LAST_USED_CHAIN, ['', 'x'.repeat(101)]],
  ] as const)('reads a corrupt %s as absent and removes it', (read, key, values) => {
    for (const raw of values) {
      const { storage, stored } = setup();
      storage.plant(key, raw);
      expect(stored[read](), raw).toBeUndefined();
      expect(storage.entries.has(key), raw).toBe(false);
    }
  });

  it('reads a corrupt used flag as not used', () => {
    for (const raw of ['false', '"false"', '1', 'yes', '{}']) {
      const { storage, stored } = setup();
      storage.plant(KEYS.W3M_EMAIL_LOGIN_USED, raw);
      expect(stored.emailLoginUsed(), raw).toBe(false);
    }
  });

  it('reads absent when the storage cannot be read, and never throws when it cannot be written', () => {
    const { storage, stored } = setup();
    stored.rememberLogin('ada@example.com');
    storage.failReadsWith = new Error('SecurityError');
    expect(stored.email()).toBeUndefined();
    expect(stored.emailLoginUsed()).toBe(false);
    storage.failReadsWith = undefined;
    storage.failWritesWith = new Error('QuotaExceededError');
    expect(() => stored.setEmail('bob@example.com')).not.toThrow();
    expect(() => stored.rememberLogin('bob@example.com')).not.toThrow();
    expect(stored.email()).toBe('ada@example.com');
  });

  it('setSessionToken(undefined) removes the token', () => {
    const { storage, stored } = setup();
    stored.setSessionToken('session-1');
    stored.setSessionToken(undefined);
    expect(storage.entries.has(KEYS.W3M_SESSION_TOKEN)).toBe(false);
    expect(stored.sessionToken()).toBeUndefined();
  });

  it('clearLogin removes the email, the used flag, the session token and the last chain, and nothing else', () => {
    const { storage, stored } = setup();
    stored.rememberLogin('ada@example.com');
    stored.setSessionToken('session-1');
    stored.setLastUsedChain(31337);
    stored.setLastEmailLoginTime(1_000);
    stored.setSmartAccountEnabledNetworks([8453]);
    storage.plant('@appkit/eip155:connected_connector_id', 'ID_AUTH');
    stored.clearLogin();
    expect(storage.keys().sort()).toEqual(
      [KEYS.W3M_LAST_EMAIL_LOGIN_TIME, KEYS.W3M_SMART_ACCOUNT_ENABLED_NETWORKS, '@appkit/eip155:connected_connector_id'].sort(),
    );
    expect(stored.email()).toBeUndefined();
    expect(stored.emailLoginUsed()).toBe(false);
    expect(stored.sessionToken()).toBeUndefined();
    expect(stored.lastUsedChain()).toBeUndefined();
    expect(stored.lastEmailLoginTime()).toBe(1_000);
  });

  it('stores the smart-account networks as one comma list of chain numbers', () => {
    const { storage, stored } = setup();
    stored.setSmartAccountEnabledNetworks([8453, 137]);
    expect(storage.entries.get('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('"8453,137"');
    stored.setSmartAccountEnabledNetworks([]);
    expect(storage.entries.get('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('""');
  });
});
