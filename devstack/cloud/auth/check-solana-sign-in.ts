/**
 * A Sign-In-With-Solana (CAIP-122) sign-in, after its nonce was spent: the signed text is the SIWS message
 * `data` describes (domain/entities/siwx/siws-message.ts, the layout the product writes), on the local Solana
 * chain, and the signature is the account's ed25519 signature of exactly that text, checked with Node's own
 * crypto (not the page's WebCrypto path, so the two verifiers check each other). Each failure is a 401
 * naming the field, as for eip155.
 */
import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58 } from '../../../domain/entities/address/base58.js';
import { parseSiwsMessage } from '../../../domain/entities/siwx/siws-message.js';
import type { CloudContext } from '../cloud-context.js';
import { unauthorized } from './auth-error.js';
import type { SignInData } from './sign-in-body.schema.js';

/** What a checked Solana sign-in says, in the session token's terms. */
export type CheckedSolanaSignIn = {
  address: string;
  /** The CAIP-2 id (`solana:<reference>`). */
  caip2Network: string;
  domain: string;
  uri: string;
  nonce: string;
  issuedAt: Date | undefined;
  expirationTime: Date | undefined;
  notBefore: Date | undefined;
};

/** Parses `message` and compares it with `data`; 401 'message' when it is no SIWS message, else the field's name. */
export function solanaMessageMatchingData(cloud: Pick<CloudContext, 'solana'>, message: string, data: SignInData): CheckedSolanaSignIn {
  const signed = parseSiwsMessage(message);
  if (!signed) throw unauthorized('message', 'The message is not a Sign-In-With-Solana message');
  // base58 is case-sensitive: the same letters in another case are another key.
  if (signed.accountAddress !== data.accountAddress) throw unauthorized('accountAddress', 'The message is signed for another address than data.accountAddress');
  if (signed.chainId !== data.chainId) throw unauthorized('chainId', `The message names chain ${signed.chainId}, data ${data.chainId}`);
  if (signed.nonce !== data.nonce) throw unauthorized('nonce', 'The message nonce differs from data.nonce');
  if (signed.domain !== data.domain) throw unauthorized('domain', 'The message domain differs from data.domain');
  if (signed.uri !== data.uri) throw unauthorized('uri', 'The message uri differs from data.uri');
  const supported = cloud.solana?.caipId;
  if (supported !== signed.chainId) throw unauthorized('chainId', `${signed.chainId} is not supported (supported: ${supported ?? 'no Solana chain'})`);
  return {
    address: signed.accountAddress,
    caip2Network: signed.chainId,
    domain: signed.domain,
    uri: signed.uri,
    nonce: signed.nonce,
    issuedAt: toDate(signed.issuedAt),
    expirationTime: toDate(signed.expirationTime),
    notBefore: toDate(signed.notBefore),
  };
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

function toDate(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value);
}
