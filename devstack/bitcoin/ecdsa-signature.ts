/**
 * A segwit v0 signature as a node reads it: strict DER (BIP-66, consensus), the low-S and defined-hash-type
 * rules (relay policy), and the ECDSA check itself over a sighash.
 */
import { secp256k1 } from '@noble/curves/secp256k1';

/** BIP-66's IsValidSignatureEncoding, over the DER signature followed by its one hash-type byte. */
export function isStrictDer(signature: Uint8Array): boolean {
  const n = signature.length;
  if (n < 9 || n > 73) return false;
  if (signature[0] !== 0x30 || signature[1] !== n - 3) return false;
  const lengthR = signature[3]!;
  if (5 + lengthR >= n) return false;
  const lengthS = signature[5 + lengthR]!;
  if (lengthR + lengthS + 7 !== n) return false;
  if (signature[2] !== 0x02 || lengthR === 0) return false;
  // R: not negative, and no leading zero byte unless the next byte would read as negative.
  if ((signature[4]! & 0x80) !== 0 || (lengthR > 1 && signature[4] === 0 && (signature[5]! & 0x80) === 0)) return false;
  if (signature[lengthR + 4] !== 0x02 || lengthS === 0) return false;
  const s = lengthR + 6;
  return (signature[s]! & 0x80) === 0 && !(lengthS > 1 && signature[s] === 0 && (signature[s + 1]! & 0x80) === 0);
}

/** R and S of a signature that passed isStrictDer. */
function integersOf(signature: Uint8Array): { r: bigint; s: bigint } {
  const lengthR = signature[3]!;
  const lengthS = signature[5 + lengthR]!;
  const toBigInt = (bytes: Uint8Array): bigint => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  return { r: toBigInt(signature.subarray(4, 4 + lengthR)), s: toBigInt(signature.subarray(6 + lengthR, 6 + lengthR + lengthS)) };
}

/** Relay policy (LOW_S): S in the lower half of the group order, the one form that cannot be malleated. */
export function hasLowS(signature: Uint8Array): boolean {
  return integersOf(signature).s <= secp256k1.CURVE.n / 2n;
}

/** Relay policy (STRICTENC): ALL, NONE or SINGLE, with or without ANYONECANPAY. */
export function hasDefinedHashType(hashType: number): boolean {
  const base = hashType & ~0x80;
  return base >= 1 && base <= 3;
}

/** Relay policy (WITNESS_PUBKEYTYPE): segwit v0 keys are compressed, 33 bytes starting 02 or 03. */
export function isCompressedPublicKey(publicKey: Uint8Array): boolean {
  return publicKey.length === 33 && (publicKey[0] === 0x02 || publicKey[0] === 0x03);
}

/** Whether a strict-DER signature (without its hash-type byte's meaning) signs `digest` for `publicKey`; high S accepted. */
export function verifiesEcdsa(signature: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean {
  const { r, s } = integersOf(signature);
  try {
    const compact = new secp256k1.Signature(r, s).toCompactRawBytes();
    return secp256k1.verify(compact, digest, publicKey, { prehash: false, lowS: false });
  } catch {
    // An R or S out of range, or a public key that is no point on the curve: the check fails, as in a node.
    return false;
  }
}
