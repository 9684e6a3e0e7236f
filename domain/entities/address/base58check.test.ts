import { describe, it, expect } from 'vitest';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { decodeBase58Check, encodeBase58Check } from './base58check.js';

describe('base58check', () => {
  it('encodes and decodes the genesis block address', () => {
    const payload = hexToBytes('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
    expect(encodeBase58Check(payload)).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    const decoded = decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    expect(decoded && bytesToHex(decoded)).toBe('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
  });

  it('rejects a wrong checksum, a bad character and too short input', () => {
    expect(decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeUndefined();
    expect(decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0')).toBeUndefined();
    expect(decodeBase58Check('2g')).toBeUndefined();
  });
});
