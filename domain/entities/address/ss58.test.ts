import { describe, it, expect } from 'vitest';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { isWalletportError } from '../errors/base.error.js';
import { decodeSs58, encodeSs58, isPolkadotAddress } from './ss58.js';

// The well-known development account "Alice" on three networks.
const alicePublicKey = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const alice: readonly [prefix: number, address: string][] = [
  [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'], // Polkadot
  [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'], // Kusama
  [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'], // generic Substrate
  [64, 'cEaNSpz4PxFcZ7nT1VEKrKewH67rfx6MfcM6yKojyyPz7qaqp'], // first two-byte prefix
  [16383, 'yNa8JpqfFB3q8A29rCwSgxvdU94ufJw2yKKxDgznS5m1PoFvn'], // largest prefix
];

describe('SS58', () => {
  it.each(alice)('encodes and decodes Alice with prefix %i', (prefix, address) => {
    expect(encodeSs58(hexToBytes(alicePublicKey), prefix)).toBe(address);
    const decoded = decodeSs58(address);
    expect(decoded.prefix).toBe(prefix);
    expect(bytesToHex(decoded.publicKey)).toBe(alicePublicKey);
    expect(isPolkadotAddress(address)).toBe(true);
    expect(isPolkadotAddress(address, prefix)).toBe(true);
  });

  it('handles 33-byte ECDSA public keys', () => {
    const key = new Uint8Array(33).fill(7);
    key[0] = 2;
    const address = encodeSs58(key, 0);
    expect(address).toBe('1CjXwWKdinMji7Sxv4F4UaBaNBfCNvPsHiv6CqzCkXiwqouC');
    expect(decodeSs58(address)).toEqual({ prefix: 0, publicKey: key });
  });

  it('checks the expected network when asked', () => {
    expect(isPolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', 0)).toBe(false);
    expect(isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 2)).toBe(false);
  });

  it.each([
    ['a wrong checksum', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6'],
    ['a truncated address', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp'],
    ['a character outside base58', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp0'],
    ['a Solana address', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an empty string', ''],
  ])('rejects %s', (_reason, value) => {
    expect(isPolkadotAddress(value)).toBe(false);
    let thrown: unknown;
    try {
      decodeSs58(value);
    } catch (error) {
      thrown = error;
    }
    expect(isWalletportError(thrown, 'INVALID_ADDRESS')).toBe(true);
  });

  it('refuses to encode a reserved or out-of-range prefix or a key of another size', () => {
    const key = hexToBytes(alicePublicKey);
    expect(() => encodeSs58(key, 46)).toThrow(RangeError);
    expect(() => encodeSs58(key, 47)).toThrow(RangeError);
    expect(() => encodeSs58(key, 16384)).toThrow(RangeError);
    expect(() => encodeSs58(key, -1)).toThrow(RangeError);
    expect(() => encodeSs58(key.subarray(1), 0)).toThrow(RangeError);
  });
});
