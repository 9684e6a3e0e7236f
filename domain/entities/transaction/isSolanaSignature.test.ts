import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../address/base58.js';
import { isSolanaSignature } from './isSolanaSignature.js';

describe('isSolanaSignature', () => {
  it('accepts 64 bytes in base58, leading zeros included', () => {
    expect(isSolanaSignature(encodeBase58(new Uint8Array(64).fill(255)))).toBe(true);
    expect(isSolanaSignature(encodeBase58(Uint8Array.from({ length: 64 }, (_, index) => (index < 3 ? 0 : index))))).toBe(true);
  });

  it.each([
    ['32 bytes (a public key)', encodeBase58(new Uint8Array(32).fill(7))],
    ['65 bytes', encodeBase58(new Uint8Array(65).fill(7))],
    ['an EVM hash', `0x${'a'.repeat(64)}`],
    ['a character outside base58', `0${encodeBase58(new Uint8Array(64).fill(255)).slice(1)}`],
    ['not a string', 42],
  ])('refuses %s', (_, value) => {
    expect(isSolanaSignature(value)).toBe(false);
  });
});
