import { describe, expect, it, vi } from 'vitest';
import { createCloudSiwx, createLocalSiwx } from './create-siwx.js';

describe('createLocalSiwx / createCloudSiwx', () => {
  it('build without I/O, storage or a timer, and say whether sign-in is required', () => {
    const fetch = vi.fn();
    const storage = { getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn() };
    const local = createLocalSiwx({ required: true, storage });
    const cloud = createCloudSiwx({ projectId: 'p', fetch, storage, signOutOnDisconnect: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(local.getRequired?.()).toBe(true);
    expect(local.signOutOnDisconnect).toBe(true);
    expect(cloud.getRequired?.()).toBe(false);
    expect(cloud.signOutOnDisconnect).toBe(false);
  });

  it('loads the implementation on first use and talks to the sign-in server under /auth/v1', async () => {
    const fetch = vi.fn(async (input: Request | string | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      expect(url).toMatch(/^https:\/\/cloud\.example\/auth\/v1\/nonce\?/);
      expect(url).toContain('projectId=p');
      return new Response(JSON.stringify({ nonce: 'abcdefgh12', token: 'jwt' }), { headers: { 'content-type': 'application/json' } });
    });
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    const cloud = createCloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example/', fetch: fetch as unknown as typeof globalThis.fetch, storage });
    const message = await cloud.createMessage({ accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' });
    expect(message.nonce).toBe('abcdefgh12');
    expect(values.get('@appkit/siwx-nonce-token')).toBe('jwt');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects, typed, when the server answers garbage', async () => {
    const fetch = vi.fn(async () => new Response('{"nonce": 5}', { headers: { 'content-type': 'application/json' } }));
    const cloud = createCloudSiwx({ projectId: 'p', fetch: fetch as unknown as typeof globalThis.fetch, storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    await expect(cloud.createMessage({ accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' })).rejects.toMatchObject({ name: 'WalletportError' });
  });
});
