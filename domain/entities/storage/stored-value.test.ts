import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { readStored, writeStored } from './stored-value.js';
import { STORAGE_KEYS } from './storage-keys.js';

const deeplinkSchema = z.object({ href: z.string(), name: z.string() });

describe('readStored', () => {
  it('returns undefined for a missing key', () => {
    expect(readStored(new FakeStorage(), STORAGE_KEYS.WALLET_ID, z.string())).toBeUndefined();
  });

  it('reads back what writeStored wrote', () => {
    const storage = new FakeStorage();
    expect(writeStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, { href: 'https://w.example', name: 'W' })).toBe(true);
    expect(storage.entries.get(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe('{"href":"https://w.example","name":"W"}');
    expect(readStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, deeplinkSchema)).toEqual({ href: 'https://w.example', name: 'W' });
  });

  it('accepts a raw unquoted string when the schema wants a string', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, 'eip155:1');
    expect(readStored(storage, STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, z.string())).toBe('eip155:1');
    storage.plant(STORAGE_KEYS.WALLET_ID, '123');
    expect(readStored(storage, STORAGE_KEYS.WALLET_ID, z.string())).toBe('123');
  });

  it('drops a value that is not JSON and does not match as a raw string', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.DEEPLINK_CHOICE, '{not json');
    expect(readStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, deeplinkSchema)).toBeUndefined();
    expect(storage.entries.has(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe(false);
  });

  it('drops JSON of the wrong shape', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.RECENT_WALLETS, '{"id":1}');
    expect(readStored(storage, STORAGE_KEYS.RECENT_WALLETS, z.array(z.object({ id: z.string() })))).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('keeps other keys when dropping a corrupt one', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.WALLET_ID, '"w1"');
    storage.plant(STORAGE_KEYS.CONNECTIONS, 'garbage');
    readStored(storage, STORAGE_KEYS.CONNECTIONS, z.array(z.unknown()));
    expect(storage.keys()).toEqual([STORAGE_KEYS.WALLET_ID]);
  });

  it('never throws when the storage throws on read', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.WALLET_ID, '"w1"');
    storage.failReadsWith = new Error('SecurityError');
    expect(readStored(storage, STORAGE_KEYS.WALLET_ID, z.string())).toBeUndefined();
  });

  it('applies schema transforms and defaults', () => {
    const storage = new FakeStorage();
    storage.plant('n', '"42"');
    expect(readStored(storage, 'n', z.string().transform(Number))).toBe(42);
  });
});

describe('writeStored', () => {
  it('returns false instead of throwing when the write fails', () => {
    const storage = new FakeStorage();
    storage.failWritesWith = new Error('QuotaExceededError');
    expect(writeStored(storage, STORAGE_KEYS.WALLET_ID, 'w1')).toBe(false);
  });

  it('returns false for a value JSON cannot encode', () => {
    const storage = new FakeStorage();
    expect(writeStored(storage, 'big', { value: 1n })).toBe(false);
    expect(storage.keys()).toEqual([]);
  });

  it('removes the key when the value is undefined', () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.WALLET_ID, '"w1"');
    expect(writeStored(storage, STORAGE_KEYS.WALLET_ID, undefined)).toBe(true);
    expect(storage.keys()).toEqual([]);
  });
});
