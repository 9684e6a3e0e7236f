import { pubkeyToAddress } from '@cosmjs/amino';
import { describe, expect, it } from 'vitest';
import { cosmosAddressOfPublicKey, decodeCosmosAddress } from './cosmosAddress.js';

// A compressed secp256k1 key (the generator point G): any valid point will do.
const PUBLIC_KEY = Uint8Array.from(Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'));

describe('cosmosAddressOfPublicKey', () => {
  it('is the address cosmjs derives, under any prefix', () => {
    for (const prefix of ['cosmos', 'osmo', 'juno']) {
      const address = cosmosAddressOfPublicKey({ publicKey: PUBLIC_KEY, prefix });
      expect(address).toBe(pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: Buffer.from(PUBLIC_KEY).toString('base64') }, prefix));
      expect(decodeCosmosAddress(address)?.prefix).toBe(prefix);
    }
  });

  it('refuses a key that is not 33 bytes', () => {
    expect(() => cosmosAddressOfPublicKey({ publicKey: new Uint8Array(65), prefix: 'cosmos' })).toThrow(RangeError);
  });
});

describe('decodeCosmosAddress', () => {
  it('gives the prefix and the 20-byte hash', () => {
    const address = cosmosAddressOfPublicKey({ publicKey: PUBLIC_KEY, prefix: 'osmo' });
    expect(decodeCosmosAddress(address)).toEqual({ prefix: 'osmo', data: expect.any(Uint8Array) });
    expect(decodeCosmosAddress(address)?.data).toHaveLength(20);
  });

  it('refuses non-strings, a broken checksum and a Bitcoin segwit address (bech32 of another shape)', () => {
    const address = cosmosAddressOfPublicKey({ publicKey: PUBLIC_KEY, prefix: 'cosmos' });
    expect(decodeCosmosAddress(undefined)).toBeUndefined();
    expect(decodeCosmosAddress(`${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`)).toBeUndefined();
    expect(decodeCosmosAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeUndefined();
  });
});
