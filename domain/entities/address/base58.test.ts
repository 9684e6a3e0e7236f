import { describe, it, expect } from 'vitest';
import { hexToBytes, bytesToHex } from '@noble/hashes/utils.js';
import { decodeBase58, encodeBase58, isBase58 } from './base58.js';

// Vectors from the Bitcoin Core base58 test data (base58_encode_decode.json).
const vectors: readonly [hex: string, text: string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
];

describe('base58', () => {
  it.each(vectors)('encodes %s as %j and back', (hex, text) => {
    expect(encodeBase58(hexToBytes(hex))).toBe(text);
    const decoded = decodeBase58(text);
    expect(decoded && bytesToHex(decoded)).toBe(hex);
  });

  it('decodes the Solana system program id to 32 zero bytes', () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
  });

  it('refuses characters outside the alphabet', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc!', ' 2g']) {
      expect(decodeBase58(text)).toBeUndefined();
      expect(isBase58(text)).toBe(false);
    }
    expect(isBase58('2cFupjhnEsSn59qHXstmK2ffpLv2')).toBe(true);
  });
});
