/**
 * BIP-322 "simple" signed messages, the way Bitcoin wallets sign a sign-in (sats-connect `signMessage`,
 * WalletConnect's bip122 `signMessage`): the signature is the base64 witness stack of the virtual to_sign
 * transaction (bip322-transactions.ts). Verified here for the two single-key segwit kinds wallets use for
 * payment and ordinals accounts: P2WPKH (ECDSA, BIP-143) and P2TR key path (Schnorr, BIP-341). Other
 * address kinds (legacy P2PKH, P2SH-wrapped, scripts) are refused: a "no" is safe, a guess is not.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBitcoinAddress, type BitcoinNetwork } from '../../domain/entities/address/bitcoinAddress.js';
import { bitcoinOutputScript } from '../../domain/entities/address/bitcoinOutputScript.js';
import { decodeBase64 } from '../../domain/entities/solana-wire/base64.js';
import { segwitV0Sighash, taprootSighash, toSpendTxid } from './bip322-transactions.js';

/** A P2WPKH witness is a DER signature (at most 73 bytes) and a 33-byte key: far below this. */
const MAX_SIGNATURE_BYTES = 1_000;
/** The newer BIP-322 text marks simple signatures with this prefix; wallets may send either form. */
const SIMPLE_PREFIX = 'smp';
const SIGHASH_ALL = 1;
const COMPRESSED_KEY_BYTES = 33;

export type VerifyBip322SignatureParameters = {
  address: string;
  /** The network the address must belong to (the sign-in's chain). */
  network: BitcoinNetwork;
  /** The exact bytes signed (a sign-in message's UTF-8 text). */
  message: Uint8Array;
  /** The simple signature: base64, with or without the `smp` prefix. */
  signature: string;
};
export type VerifyBip322SignatureReturnType = Promise<boolean>;
/** Never rejects: anything malformed is a signature that does not hold. */
export type VerifyBip322SignatureErrorType = never;

/** Whether `signature` is `address`'s BIP-322 simple signature of `message`. */
export async function verifyBip322Signature(parameters: VerifyBip322SignatureParameters): VerifyBip322SignatureReturnType {
  try {
    return verify(parameters);
  } catch {
    // A malformed DER signature or a key off the curve: nothing verifies against it.
    return false;
  }
}

function verify({ address, network, message, signature }: VerifyBip322SignatureParameters): boolean {
  const decoded = decodeBitcoinAddress({ address, network });
  if (!decoded || (decoded.type !== 'p2wpkh' && decoded.type !== 'p2tr')) return false;
  const witness = typeof signature === 'string' ? parseWitness(signature) : undefined;
  if (!witness) return false;
  const scriptPubKey = bitcoinOutputScript(decoded);
  const toSpend = toSpendTxid(scriptPubKey, message);
  return decoded.type === 'p2wpkh'
    ? verifyP2wpkh(witness, decoded.program, toSpend)
    : verifyP2trKeyPath(witness, decoded.program, scriptPubKey, toSpend);
}

function verifyP2wpkh(witness: Uint8Array[], keyHash: Uint8Array, toSpend: Uint8Array): boolean {
  const [signatureWithType, publicKey] = witness;
  if (witness.length !== 2 || !signatureWithType || publicKey?.length !== COMPRESSED_KEY_BYTES) return false;
  if (!sameBytes(ripemd160(sha256(publicKey)), keyHash)) return false;
  // Wallets sign to_sign with SIGHASH_ALL, as BIP-322 asks; any other type is not a sign-in we can read.
  if (signatureWithType[signatureWithType.length - 1] !== SIGHASH_ALL) return false;
  const der = signatureWithType.subarray(0, -1);
  const scriptCode = Uint8Array.of(0x76, 0xa9, keyHash.length, ...keyHash, 0x88, 0xac);
  // Low-S as Bitcoin Core's standardness rules require of the signatures it verifies.
  return secp256k1.verify(der, segwitV0Sighash(toSpend, scriptCode), publicKey, { prehash: false, format: 'der', lowS: true });
}

function verifyP2trKeyPath(witness: Uint8Array[], outputKey: Uint8Array, scriptPubKey: Uint8Array, toSpend: Uint8Array): boolean {
  const [signature] = witness;
  if (witness.length !== 1 || !signature) return false;
  // 64 bytes: SIGHASH_DEFAULT; 65 bytes ending in 0x01: SIGHASH_ALL written out (BIP-341 forbids 0x00 there).
  let hashType: 0 | 1;
  if (signature.length === 64) hashType = 0;
  else if (signature.length === 65 && signature[64] === SIGHASH_ALL) hashType = 1;
  else return false;
  return schnorr.verify(signature.subarray(0, 64), taprootSighash(toSpend, scriptPubKey, hashType), outputKey);
}

/** The witness stack of a simple signature: a count, then each item with its length (CompactSize, small values). */
function parseWitness(text: string): Uint8Array[] | undefined {
  const base64 = text.startsWith(SIMPLE_PREFIX) ? text.slice(SIMPLE_PREFIX.length) : text;
  const bytes = decodeBase64(base64, MAX_SIGNATURE_BYTES);
  if (!bytes) return undefined;
  let at = 0;
  const count = bytes[at++];
  if (count === undefined || count >= 0xfd) return undefined;
  const items: Uint8Array[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = bytes[at++];
    if (length === undefined || length >= 0xfd || at + length > bytes.length) return undefined;
    items.push(bytes.subarray(at, at + length));
    at += length;
  }
  // Trailing bytes would be a second reading of the same proof: refuse rather than ignore them.
  return at === bytes.length ? items : undefined;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
