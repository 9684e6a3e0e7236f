import { describe, expect, it } from 'vitest';
import { frameRequestPayloadSchemas, frameSuccessPayloadSchemas } from './frame-payloads.schema.js';
import { frameSiwxMessageSchema } from './frame-sign-in.schema.js';

const message = { domain: 'app.example', uri: 'https://app.example/', version: '1', nonce: 'abcdef123456', chainId: 'eip155:1' };
const user = { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', chainId: 1 };

describe('siwxMessage', () => {
  it('takes the EIP-4361 fields without the account, and a CAIP-2 eip155 chain', () => {
    const full = { ...message, statement: 'Hi', resources: ['https://a.example'], requestId: 'r1', issuedAt: '2026-01-01T00:00:00.000Z', expirationTime: '2026-01-02T00:00:00.000Z', notBefore: '2026-01-01T00:00:00.000Z' };
    expect(frameSiwxMessageSchema.parse(full)).toEqual(full);
    expect(frameRequestPayloadSchemas.GET_USER.parse({ chainId: 1, siwxMessage: message })).toEqual({ chainId: 1, siwxMessage: message });
    expect(frameRequestPayloadSchemas.CONNECT_SOCIAL.parse({ uri: 'x', siwxMessage: message })).toEqual({ uri: 'x', siwxMessage: message });
  });

  it.each([
    ['no domain', { ...message, domain: undefined }],
    ['a non-EVM chain', { ...message, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['a chain number', { ...message, chainId: 1 }],
    ['a short nonce', { ...message, nonce: 'abc' }],
    ['a nonce with symbols', { ...message, nonce: 'abcdef12-3456' }],
    ['an overlong domain', { ...message, domain: 'a'.repeat(254) }],
    ['too many resources', { ...message, resources: Array.from({ length: 33 }, () => 'https://a.example') }],
  ])('refuses %s', (_name, value) => {
    expect(frameSiwxMessageSchema.safeParse(value).success).toBe(false);
    expect(frameRequestPayloadSchemas.GET_USER.safeParse({ siwxMessage: value }).success).toBe(false);
  });
});

describe('the signed answer in the user', () => {
  it('keeps a message and a hex signature', () => {
    const signed = { ...user, message: 'text', signature: '0x1234' };
    expect(frameSuccessPayloadSchemas.GET_USER.parse(signed)).toEqual(signed);
    expect(frameSuccessPayloadSchemas.CONNECT_SOCIAL.parse(signed)).toEqual(signed);
  });

  it.each([
    { message: 5 },
    { message: '' },
    { message: 'x'.repeat(16_385) },
    { signature: 'abcd' },
    { signature: '0x' },
    { signature: `0x${'ab'.repeat(2049)}` },
    { signature: { r: '0x1' } },
  ])('drops a malformed %j and keeps the user', (bad) => {
    const parsed = frameSuccessPayloadSchemas.GET_USER.parse({ ...user, ...bad });
    expect(parsed).toMatchObject(user);
    expect(parsed.message).toBeUndefined();
    expect(parsed.signature).toBeUndefined();
  });
});
