/**
 * ed25519 checks of what a wallet signed, with the platform's WebCrypto (Ed25519 is in Node 20 and chromium):
 * a signature is returned to the host page, or a transaction sent, only once it verifies against the bytes the
 * visitor was shown and the account that was asked to sign.
 */
import { getAddressEncoder, getBase58Encoder } from '@solana/kit';
import type { Address } from '@solana/kit';

const SIGNATURE_BYTES = 64;

export type DecodeSignatureParameters = string;
export type DecodeSignatureReturnType = Uint8Array | undefined;
export type DecodeSignatureErrorType = never;

/** A base58 signature's 64 bytes, or undefined when it is not base58 or not 64 bytes long. */
export function decodeSignature(signature: DecodeSignatureParameters): DecodeSignatureReturnType {
  try {
    const bytes = new Uint8Array(getBase58Encoder().encode(signature));
    return bytes.length === SIGNATURE_BYTES ? bytes : undefined;
  } catch {
    return undefined;
  }
}

export type VerifyEd25519Parameters = { signer: Address; message: Uint8Array; signature: Uint8Array };
export type VerifyEd25519ReturnType = Promise<boolean>;
export type VerifyEd25519ErrorType = never;

/** Whether `signature` is `signer`'s ed25519 signature of `message` (false for a malformed key or signature). */
export async function verifyEd25519({ signer, message, signature }: VerifyEd25519Parameters): VerifyEd25519ReturnType {
  if (signature.length !== SIGNATURE_BYTES) return false;
  try {
    const publicKey = await crypto.subtle.importKey('raw', new Uint8Array(getAddressEncoder().encode(signer)), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(signature), new Uint8Array(message));
  } catch {
    // An address that is not a curve point (a program-derived one) cannot have signed anything.
    return false;
  }
}
