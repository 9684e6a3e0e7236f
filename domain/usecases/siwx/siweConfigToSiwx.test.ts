import { describe, expect, it, vi } from 'vitest';
import type { SiweConfig } from '../../entities/siwx/siwe-config.js';
import { siweConfigToSiwx } from './siweConfigToSiwx.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function siwe(overrides: Partial<SiweConfig> = {}) {
  let session: { address: string; chainId: number } | null = null;
  const config = {
    getNonce: vi.fn(async () => 'nonce1234'),
    createMessage: vi.fn((args: { address: string; chainId: number; nonce: string }) => `sign in ${args.address} on ${args.chainId} with ${args.nonce}`),
    verifyMessage: vi.fn(async ({ signature }: { signature: string }) => {
      if (signature !== '0xgood') return false;
      session = { address: ADDRESS, chainId: 1 };
      return true;
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null;
      return true;
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  };
  return config;
}

describe('siweConfigToSiwx', () => {
  it('makes the message with the config nonce and its createMessage, on the page origin by default', async () => {
    const config = siwe();
    const siwx = siweConfigToSiwx({ siwe: config, pageOrigin: 'https://app.example', now: () => 0 });
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    expect(message.toString()).toBe(`sign in ${ADDRESS} on 1 with nonce1234`);
    expect(message).toMatchObject({ domain: 'app.example', uri: 'https://app.example', nonce: 'nonce1234', issuedAt: '1970-01-01T00:00:00.000Z' });
    expect(config.getNonce).toHaveBeenCalledWith(ADDRESS);
  });

  it('signs in on eip155 only: it says so, so a Solana account is never asked through it', () => {
    expect(siweConfigToSiwx({ siwe: siwe(), pageOrigin: 'https://app.example', now: () => 0 }).namespaces).toEqual(['eip155']);
  });

  it('keeps a session verifyMessage accepts and reports it through getSession; refuses one it does not', async () => {
    const config = siwe();
    const siwx = siweConfigToSiwx({ siwe: config, pageOrigin: 'https://app.example', now: () => 0 });
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    const { toString: _text, ...data } = message;
    await expect(siwx.addSession({ data, message: message.toString(), signature: '0xbad' })).rejects.toThrow(/not verified/);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
    await siwx.addSession({ data, message: message.toString(), signature: '0xgood' });
    expect(config.onSignIn).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 });
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([]);
    await siwx.setSessions([]);
    expect(config.onSignOut).toHaveBeenCalled();
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
  });

  it('is required unless the config says otherwise, and signs out on disconnect by default', () => {
    expect(siweConfigToSiwx({ siwe: siwe(), pageOrigin: 'https://a.b', now: () => 0 }).getRequired?.()).toBe(true);
    const optional = siweConfigToSiwx({ siwe: siwe({ required: false, signOutOnDisconnect: false }), pageOrigin: 'https://a.b', now: () => 0 });
    expect(optional.getRequired?.()).toBe(false);
    expect(optional.signOutOnDisconnect).toBe(false);
  });
});
