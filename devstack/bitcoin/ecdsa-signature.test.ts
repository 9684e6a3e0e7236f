import { secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it } from 'vitest';
import { hasDefinedHashType, hasLowS, isStrictDer, verifiesEcdsa } from './ecdsa-signature.js';

const key = secp256k1.utils.randomPrivateKey();
const digest = new Uint8Array(32).fill(7);
const der = secp256k1.sign(digest, key, { prehash: false }).toDERRawBytes();
const withHashType = Uint8Array.from([...der, 0x01]);

describe('segwit v0 signatures', () => {
  it('accept strict DER and verify against the signed digest only', () => {
    expect(isStrictDer(withHashType)).toBe(true);
    expect(hasLowS(withHashType)).toBe(true);
    expect(verifiesEcdsa(withHashType, digest, secp256k1.getPublicKey(key))).toBe(true);
    expect(verifiesEcdsa(withHashType, new Uint8Array(32), secp256k1.getPublicKey(key))).toBe(false);
  });

  it('refuse DER that is not strict (BIP-66): wrong lengths, a negative or padded R', () => {
    expect(isStrictDer(withHashType.subarray(0, -2))).toBe(false);
    const wrongLength = Uint8Array.from(withHashType);
    wrongLength[1]! += 1;
    expect(isStrictDer(wrongLength)).toBe(false);
    const negativeR = Uint8Array.from(withHashType);
    negativeR[4]! |= 0x80;
    expect(isStrictDer(negativeR)).toBe(false);
    // R = 1 and S = 1, minimal; then R written with a needless leading zero.
    expect(isStrictDer(Uint8Array.of(0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x01))).toBe(true);
    expect(isStrictDer(Uint8Array.of(0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01, 0x01))).toBe(false);
  });

  it('know a high S and an undefined hash type', () => {
    const parsed = secp256k1.Signature.fromDER(der);
    const high = Uint8Array.from([...new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toDERRawBytes(), 0x01]);
    expect(hasLowS(high)).toBe(false);
    expect([0x01, 0x02, 0x03, 0x81, 0x83].every(hasDefinedHashType)).toBe(true);
    expect([0x00, 0x04, 0x80, 0x84].some(hasDefinedHashType)).toBe(false);
  });
});
