import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { buildSiwxMessage, eip155ChainNumber, formatSiwxMessage } from './siwx-message.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const defaults = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', statement: 'Sign in to the demo.', expiresInMs: 60_000, now: () => Date.UTC(2026, 10, 24) };

describe('sign-in messages', () => {
  it('builds an EIP-4361 message whose text says what its data says', () => {
    const message = buildSiwxMessage({ accountAddress: ADDRESS.toLowerCase(), chainId: 'eip155:31337' }, defaults, 'abcdefgh12');
    const parsed = parseSiweMessage(message.toString());
    expect(parsed).toMatchObject({ address: ADDRESS, chainId: 31337, domain: defaults.domain, uri: defaults.uri, nonce: 'abcdefgh12', statement: defaults.statement, version: '1' });
    expect(parsed.issuedAt?.toISOString()).toBe(message.issuedAt);
    expect(parsed.expirationTime?.toISOString()).toBe('2026-11-24T00:01:00.000Z');
  });

  it('makes a fresh nonce for every message', () => {
    const first = buildSiwxMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }, defaults);
    const second = buildSiwxMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }, defaults);
    expect(first.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(first.nonce).not.toBe(second.nonce);
  });

  it('refuses chains that do not sign EIP-4361 messages', () => {
    expect(eip155ChainNumber('eip155:10')).toBe(10);
    expect(() => eip155ChainNumber('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow(/eip155/);
    expect(() => formatSiwxMessage({ accountAddress: 'nope', chainId: 'eip155:1', domain: 'a.b', uri: 'https://a.b', version: '1', nonce: 'abcdefgh12' })).toThrow();
  });
});
