/**
 * A Sign-In-With-Solana (CAIP-122) sign-in, after its nonce was spent: the signed text is the SIWS message
 * `data` describes (domain/entities/siwx/siws-message.ts, the layout the product writes), on the local Solana
 * chain, and the signature is the account's ed25519 signature of exactly that text, checked with Node's own
 * crypto (not the page's WebCrypto path, so the two verifiers check each other). Each failure is a 401
 * naming the field, as for eip155.
 */
import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58 } from '../../../domain/entities/address/base58.js';
import { SOLANA_SIGN_IN_FAMILY } from '../../../domain/entities/siwx/siws-message.js';
import type { CloudContext } from '../cloud-context.js';
import { unauthorized } from './auth-error.js';
import { caip122MessageMatchingData, type CheckedCaip122Message } from './check-caip122-message.js';
import type { SignInData } from './sign-in-body.schema.js';

/** What a checked Solana sign-in says, in the session token's terms. */
export type CheckedSolanaSignIn = CheckedCaip122Message;

/** Parses `message` and compares it with `data` (check-caip122-message.ts), then the chain: the local Solana chain only. */
export function solanaMessageMatchingData(cloud: Pick<CloudContext, 'solana'>, message: string, data: SignInData): CheckedSolanaSignIn {
  const checked = caip122MessageMatchingData(SOLANA_SIGN_IN_FAMILY, message, data);
  const supported = cloud.solana?.caipId;
  if (supported !== checked.caip2Network) throw unauthorized('chainId', `${checked.caip2Network} is not supported (supported: ${supported ?? 'no Solana chain'})`);
  return checked;
}

/** 401 'signature' unless `signature` (base58) is `address`'s ed25519 signature of the UTF-8 `text`. */
export function checkSolanaSignature(address: string, text: string, signature: string): void {
  if (!isEd25519Signature(address, text, signature)) throw unauthorized('signature', `The signature is not ${address}'s`);
}

function isEd25519Signature(address: string, text: string, signature: string): boolean {
  const publicKey = decodeBase58(address);
  const bytes = signature.length <= 90 ? decodeBase58(signature) : undefined;
  if (publicKey?.length !== 32 || bytes?.length !== 64) return false;
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' });
    return verify(null, Buffer.from(text, 'utf8'), key, bytes);
  } catch {
    // Bytes that are not a curve point are no key: nothing verifies against them.
    return false;
  }
}
