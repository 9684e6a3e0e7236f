import { describe, expect, it } from 'vitest';
import { formatSiwsMessage, isSolanaChainId, parseSiwsMessage, type SiwsMessageData } from './siws-message.js';

const ADDRESS = 'JBBgQwgvxKJZVYRdoVW4VsPNs2J9kwsvo9am64S5Nfce';
const CHAIN = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';

const data: SiwsMessageData = {
  accountAddress: ADDRESS,
  chainId: CHAIN,
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'abcdefgh12',
  statement: 'Sign in to the walletport demo.',
  issuedAt: '2026-11-28T08:00:00.000Z',
  expirationTime: '2026-11-29T08:00:00.000Z',
};

describe('Sign-In-With-Solana messages', () => {
  it('writes the CAIP-122 layout with the base58 address and the solana CAIP-2 chain id', () => {
    expect(formatSiwsMessage(data)).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Solana account:',
        ADDRESS,
        '',
        'Sign in to the walletport demo.',
        '',
        'URI: http://127.0.0.1:5173',
        'Version: 1',
        `Chain ID: ${CHAIN}`,
        'Nonce: abcdefgh12',
        'Issued At: 2026-11-28T08:00:00.000Z',
        'Expiration Time: 2026-11-29T08:00:00.000Z',
      ].join('\n'),
    );
  });

  it('reads back what it wrote, with and without the optional lines', () => {
    expect(parseSiwsMessage(formatSiwsMessage(data))).toEqual({ ...data, resources: undefined, requestId: undefined, notBefore: undefined });
    const full = { ...data, statement: undefined, notBefore: '2026-11-28T08:00:00.000Z', requestId: 'req 1', resources: ['https://a.example/x', 'ipfs://b'] };
    const text = formatSiwsMessage(full);
    expect(text.split('\n').slice(1, 4)).toEqual([ADDRESS, '', '']);
    expect(parseSiwsMessage(text)).toEqual(full);
  });

  it('refuses values that would add or hide a line, and anything that is not a Solana sign-in', () => {
    expect(() => formatSiwsMessage({ ...data, statement: 'one\nURI: https://evil.example' })).toThrow(/statement/);
    expect(() => formatSiwsMessage({ ...data, uri: 'https://a.example/ x' })).toThrow(/uri/);
    expect(() => formatSiwsMessage({ ...data, domain: 'evil.example wants' })).toThrow(/domain/);
    expect(() => formatSiwsMessage({ ...data, accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toThrow(/address/);
    expect(() => formatSiwsMessage({ ...data, chainId: 'eip155:1' })).toThrow(/chain id/);
    expect(() => formatSiwsMessage({ ...data, nonce: 'short' })).toThrow(/nonce/);
    expect(() => formatSiwsMessage({ ...data, expirationTime: 'tomorrow' })).toThrow(/expiration time/);
    expect(() => formatSiwsMessage({ ...data, statement: '' })).toThrow(/statement/);
  });

  it('parses only its own layout: a line added, missing or out of order is no message', () => {
    const text = formatSiwsMessage(data);
    expect(parseSiwsMessage(`${text}\nExtra: line`)).toBeUndefined();
    expect(parseSiwsMessage(text.replace('Version: 1\n', ''))).toBeUndefined();
    expect(parseSiwsMessage(text.replace('Ethereum', 'Solana').replace('Solana account', 'Ethereum account'))).toBeUndefined();
    expect(parseSiwsMessage(text.replace(`Chain ID: ${CHAIN}`, 'Chain ID: eip155:1'))).toBeUndefined();
    const swapped = text.replace('Version: 1\nChain ID', 'Chain ID').replace(`${CHAIN}\n`, `${CHAIN}\nVersion: 1\n`);
    expect(parseSiwsMessage(swapped)).toBeUndefined();
    expect(parseSiwsMessage(`${text}\nResources:`)).toBeUndefined();
    expect(parseSiwsMessage('')).toBeUndefined();
  });

  it('tells Solana chain ids from others', () => {
    expect(isSolanaChainId(CHAIN)).toBe(true);
    expect(isSolanaChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isSolanaChainId('eip155:1')).toBe(false);
    expect(isSolanaChainId('solana:0OIl')).toBe(false);
  });
});
