/**
 * Cosmos address rules, property-tested against cosmjs: decode and public-key derivation agree with
 * `fromBech32` (given the 90-character limit it needs with @scure/base 2) and `pubkeyToAddress`, an address
 * belongs to its own chain's prefix only, and a changed character breaks the checksum.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pubkeyToAddress } from '@cosmjs/amino';
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { checkChainAddress } from '../../domain/entities/address/checkChainAddress.js';
import { cosmosAddressOfPublicKey, decodeCosmosAddress } from '../../domain/entities/address/cosmosAddress.js';
import { isCosmosAddress } from '../../domain/entities/address/isCosmosAddress.js';

const runs = { numRuns: 200 };
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const prefix = fc.stringMatching(/^[a-z]{2,10}$/);
const payload = fc.oneof(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.uint8Array({ minLength: 32, maxLength: 32 }));
const secretKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => secp256k1.utils.isValidSecretKey(bytes));

describe('Cosmos addresses (property, against cosmjs)', () => {
  it('decodes what cosmjs encodes, and cosmjs decodes the same prefix and payload', () => {
    fc.assert(
      fc.property(prefix, payload, (hrp, data) => {
        const address = toBech32(hrp, data);
        expect(decodeCosmosAddress(address)).toEqual({ prefix: hrp, data });
        expect(fromBech32(address, 90)).toEqual({ prefix: hrp, data });
      }),
      runs,
    );
  });

  it("derives the address cosmjs derives from a key, under the chain's prefix only", () => {
    fc.assert(
      fc.property(secretKey, prefix, prefix, (secret, hrp, other) => {
        const publicKey = secp256k1.getPublicKey(secret, true);
        const address = cosmosAddressOfPublicKey({ publicKey, prefix: hrp });
        expect(address).toBe(pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: Buffer.from(publicKey).toString('base64') }, hrp));
        expect(isCosmosAddress(address, hrp)).toBe(true);
        if (other !== hrp) expect(isCosmosAddress(address, other)).toBe(false);
      }),
      runs,
    );
  });

  it('an address of another chain is refused on the Cosmos Hub, naming its prefix', () => {
    fc.assert(
      fc.property(prefix.filter((hrp) => hrp !== 'cosmos'), payload, (hrp, data) => {
        const refused = checkChainAddress({ chainId: 'cosmos:cosmoshub-4', address: toBech32(hrp, data) });
        expect(refused).toMatchObject({ ok: false, reason: 'other-network', message: expect.stringContaining(`'${hrp}' address`) });
        expect(checkChainAddress({ chainId: 'cosmos:cosmoshub-4', address: toBech32('cosmos', data) })).toEqual({ ok: true });
      }),
      runs,
    );
  });

  it('a changed data character breaks the checksum', () => {
    fc.assert(
      fc.property(prefix, payload, fc.nat(), fc.constantFrom(...CHARSET), (hrp, data, pick, char) => {
        const address = toBech32(hrp, data);
        const at = hrp.length + 1 + (pick % (address.length - hrp.length - 1));
        if (address[at] === char) return;
        const changed = address.slice(0, at) + char + address.slice(at + 1);
        expect(decodeCosmosAddress(changed)).toBeUndefined();
      }),
      runs,
    );
  });
});
