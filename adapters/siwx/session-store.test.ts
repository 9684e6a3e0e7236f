import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import { SessionStore, type SiwxStorage } from './session-store.js';

const session = {
  data: { accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1', domain: 'a.b', uri: 'https://a.b', version: '1', nonce: 'abcdefgh12' },
  message: 'text',
  signature: '0xabc',
};

function memory(initial: Record<string, string> = {}): SiwxStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

describe('SessionStore', () => {
  it.each([['{not json'], ['"a string"'], ['{"data": 1}'], ['null']])('reads %s as no session and removes it', (raw) => {
    const storage = memory({ [STORAGE_KEYS.SIWX_SESSIONS]: raw });
    expect(new SessionStore(() => storage).read()).toEqual([]);
    expect(storage.values.has(STORAGE_KEYS.SIWX_SESSIONS)).toBe(false);
  });

  it('keeps the well-formed entries of a list and rewrites it without the others', () => {
    const storage = memory({ [STORAGE_KEYS.SIWX_SESSIONS]: JSON.stringify([session, { data: { chainId: 'not caip' } }, 'x']) });
    expect(new SessionStore(() => storage).read()).toEqual([session]);
    expect(JSON.parse(storage.values.get(STORAGE_KEYS.SIWX_SESSIONS) ?? '')).toEqual([session]);
  });

  it('reads storage that throws as empty, and writes to it without throwing', () => {
    const throwing: SiwxStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = new SessionStore(() => throwing);
    expect(store.read()).toEqual([]);
    expect(() => store.write([session])).not.toThrow();
    expect(() => store.set('k', undefined)).not.toThrow();
  });
});
