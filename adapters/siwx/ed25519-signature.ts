/**
 * ed25519 signatures of Solana sign-ins, checked with the platform's WebCrypto (`crypto.subtle`, Ed25519 with
 * the raw 32-byte public key: Node 20 and chromium have it), so sign-in on Solana adds no curve library to the
 * page. The account's base58 address is its public key; the signature is 64 bytes in base58, as wallets answer
 * solana_signMessage (ports/solana-wallet.port.ts).
 */
import { decodeBase58 } from '../../domain/entities/address/base58.js';
import { isSolanaAddress } from '../../domain/entities/address/isSolanaAddress.js';

const SIGNATURE_BYTES = 64;
/** 64 bytes are at most 88 base58 characters: longer text is refused before the quadratic decode. */
const MAX_SIGNATURE_CHARS = 90;

export type VerifyEd25519SignatureParameters = {
  /** The signer's base58 address (its public key). */
  address: string;
  /** The exact bytes signed (a sign-in message's UTF-8 text). */
  message: Uint8Array;
  /** The signature, base58. */
  signature: string;
};
export type VerifyEd25519SignatureReturnType = Promise<boolean>;
/** Never rejects: a malformed key or signature, or a platform without Ed25519, is a signature that does not hold. */
export type VerifyEd25519SignatureErrorType = never;

/** Whether `signature` is `address`'s ed25519 signature of `message`. */
export async function verifyEd25519Signature({ address, message, signature }: VerifyEd25519SignatureParameters): VerifyEd25519SignatureReturnType {
  if (!isSolanaAddress(address) || typeof signature !== 'string' || signature.length > MAX_SIGNATURE_CHARS) return false;
  const publicKey = decodeBase58(address);
  const signatureBytes = decodeBase58(signature);
  if (!publicKey || signatureBytes?.length !== SIGNATURE_BYTES) return false;
  try {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signatureBytes), new Uint8Array(message));
  } catch {
    // A key that is not a curve point cannot have signed anything; neither can a platform without Ed25519 vouch.
    return false;
  }
}
