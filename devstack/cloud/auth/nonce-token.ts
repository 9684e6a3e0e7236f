/**
 * The nonce token of GET /auth/v1/nonce: an HS256 JWT carrying the nonce, so the server needs no table of
 * nonces handed out, only of nonces spent (db/siwx.store.ts). Bound to the project by `aud`.
 */
import { jwtVerify, SignJWT } from 'jose';
import { generateSiweNonce } from 'viem/siwe';
import { z } from 'zod';
import { unauthorized } from './auth-error.js';

export const NONCE_TOKEN_TYPE = 'siwx-nonce';
export const NONCE_TOKEN_LIFETIME_S = 10 * 60;

const nonceClaimsSchema = z.object({
  nonce: z.string().min(8).max(256),
  typ: z.literal(NONCE_TOKEN_TYPE),
  exp: z.number().int(),
});

export type VerifiedNonce = { nonce: string; expiresAt: Date };

export async function issueNonceToken(secret: Uint8Array, projectId: string, now: Date): Promise<{ nonce: string; token: string }> {
  const nonce = generateSiweNonce();
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ nonce, typ: NONCE_TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(projectId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + NONCE_TOKEN_LIFETIME_S)
    .sign(secret);
  return { nonce, token };
}

/** The token's nonce; 401 'nonce' when the token is forged, expired, of another project or not a nonce token. */
export async function verifyNonceToken(secret: Uint8Array, token: string, projectId: string, now: Date): Promise<VerifiedNonce> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: projectId, currentDate: now }));
  } catch (error) {
    throw unauthorized('nonce', `The nonce token is not valid: ${joseReason(error)}`);
  }
  const claims = nonceClaimsSchema.safeParse(payload);
  if (!claims.success) throw unauthorized('nonce', 'The token is not a nonce token');
  return { nonce: claims.data.nonce, expiresAt: new Date(claims.data.exp * 1000) };
}

/** jose's error code (ERR_JWT_EXPIRED, ERR_JWS_SIGNATURE_VERIFICATION_FAILED...): enough to debug, nothing secret. */
export function joseReason(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  return code ?? 'malformed token';
}
