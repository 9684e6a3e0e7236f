/**
 * sr25519 signatures of Polkadot sign-ins, checked with @scure/sr25519 (pure JS: no wasm for the page to
 * fetch and compile). The account's SS58 address carries its public key; the signature is 64 bytes of hex,
 * as polkadot_signMessage and an extension's signRaw answer it, optionally behind the one-byte sr25519 tag of
 * a MultiSignature (0x01). Extensions sign the message wrapped in `<Bytes>…</Bytes>` (so a signed text can
 * never be a valid transaction); others sign it as is: both readings are tried.
 */
import { verify } from '@scure/sr25519';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { decodeSs58 } from '../../domain/entities/address/ss58.js';

const SIGNATURE_BYTES = 64;
const SR25519_TAG = 0x01;
const SIGNATURE_HEX = /^0x(?:[0-9a-fA-F]{128}|01[0-9a-fA-F]{128})$/;
const WRAP_OPEN = utf8ToBytes('<Bytes>');
const WRAP_CLOSE = utf8ToBytes('</Bytes>');
const PUBLIC_KEY_BYTES = 32;

export type VerifySr25519SignatureParameters = {
  /** The signer's SS58 address (its network is the caller's question: ss58Network.ts). */
  address: string;
  /** The exact bytes signed (a sign-in message's UTF-8 text), before any `<Bytes>` wrapping. */
  message: Uint8Array;
  /** 0x-prefixed hex: 64 bytes, or 65 with the sr25519 tag first. */
  signature: string;
};
export type VerifySr25519SignatureReturnType = Promise<boolean>;
/** Never rejects: a malformed address, key or signature is a signature that does not hold. */
export type VerifySr25519SignatureErrorType = never;

/** Whether `signature` is `address`'s sr25519 signature of `message`, wrapped in `<Bytes>` or not. */
export async function verifySr25519Signature({ address, message, signature }: VerifySr25519SignatureParameters): VerifySr25519SignatureReturnType {
  if (typeof signature !== 'string' || !SIGNATURE_HEX.test(signature)) return false;
  let publicKey: Uint8Array;
  try {
    publicKey = decodeSs58(address).publicKey;
  } catch {
    return false;
  }
  // 33-byte keys are ECDSA accounts: not sr25519.
  if (publicKey.length !== PUBLIC_KEY_BYTES) return false;
  const bytes = hexToBytes(signature.slice(2));
  const signatureBytes = bytes.length === SIGNATURE_BYTES ? bytes : bytes[0] === SR25519_TAG ? bytes.subarray(1) : undefined;
  if (!signatureBytes) return false;
  try {
    return verify(concatBytes(WRAP_OPEN, message, WRAP_CLOSE), signatureBytes, publicKey) || verify(message, signatureBytes, publicKey);
  } catch {
    // A key that is no Ristretto point cannot have signed anything.
    return false;
  }
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}
