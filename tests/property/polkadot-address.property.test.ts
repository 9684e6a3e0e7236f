/**
 * Polkadot (SS58) network rules, property-tested against @polkadot/util-crypto: an address decodes to the key
 * and prefix it was made from, belongs to its own network only (a Kusama address is refused on Polkadot and
 * named as Kusama's), and any change to its checksum is refused.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { base58Decode, base58Encode, cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto';
import { checkChainAddress } from '../../domain/entities/address/checkChainAddress.js';
import { checkSs58Network, SS58_PREFIXES } from '../../domain/entities/address/ss58Network.js';

const runs = { numRuns: 200 };
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';
const key = fc.uint8Array({ minLength: 32, maxLength: 32 });
const prefix = fc.oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 64, max: 16383 }), fc.constantFrom(0, 2, 42)).filter((value) => value !== 46 && value !== 47);

beforeAll(async () => {
  await cryptoWaitReady();
});

describe('SS58 network prefixes (property, against @polkadot/util-crypto)', () => {
  it("an address made on a network passes that network's check with its key, and fails every other one naming its own prefix", () => {
    fc.assert(
      fc.property(key, prefix, prefix, (publicKey, own, other) => {
        const address = encodeAddress(publicKey, own);
        expect(checkSs58Network({ address, prefix: own })).toEqual({ ok: true, publicKey });
        if (other !== own) expect(checkSs58Network({ address, prefix: other })).toEqual({ ok: false, reason: 'other-network', prefix: own });
      }),
      runs,
    );
  });

  it('a Kusama address is refused on Polkadot (and the reverse) with a sentence naming both networks', () => {
    fc.assert(
      fc.property(key, (publicKey) => {
        const kusama = encodeAddress(publicKey, SS58_PREFIXES.kusama);
        const polkadot = encodeAddress(publicKey, SS58_PREFIXES.polkadot);
        expect(checkChainAddress({ chainId: KUSAMA, address: kusama })).toEqual({ ok: true });
        expect(checkChainAddress({ chainId: POLKADOT, address: polkadot })).toEqual({ ok: true });
        const refused = checkChainAddress({ chainId: POLKADOT, address: kusama });
        expect(refused).toMatchObject({ ok: false, reason: 'other-network' });
        expect(!refused.ok && refused.message).toMatch(/is a Kusama address .* takes Polkadot addresses/);
        expect(checkChainAddress({ chainId: KUSAMA, address: polkadot })).toMatchObject({ ok: false, reason: 'other-network' });
      }),
      runs,
    );
  });

  it('an address whose checksum bytes changed is invalid, on every network', () => {
    const change = fc.tuple(fc.constantFrom(1, 2), fc.integer({ min: 1, max: 255 }));
    fc.assert(
      fc.property(key, prefix, change, (publicKey, own, [fromEnd, mask]) => {
        const bytes = base58Decode(encodeAddress(publicKey, own));
        bytes[bytes.length - fromEnd] = (bytes[bytes.length - fromEnd] ?? 0) ^ mask;
        const tampered = base58Encode(bytes);
        expect(checkSs58Network({ address: tampered, prefix: own })).toEqual({ ok: false, reason: 'invalid' });
      }),
      runs,
    );
  });
});
