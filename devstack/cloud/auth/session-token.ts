/**
 * The session token of POST /auth/v1/authenticate: an HS256 JWT whose claims are what GET /auth/v1/me answers
 * (CONTRACTS.md "Sign-in server"). Its `jti` names the stored session, so sign-out can revoke it.
 */
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { unauthorized } from './auth-error.js';
import { joseReason } from './nonce-token.js';

export const SESSION_MAX_LIFETIME_S = 7 * 24 * 60 * 60;

/** The claims GET /auth/v1/me answers, in CONTRACTS.md's order. */
export const sessionClaimsSchema = z.object({
  aud: z.string(),
  iss: z.string(),
  exp: z.number().int(),
  sub: z.string(),
  address: z.string(),
  /** eip155: the chain's number; solana, polkadot, cosmos, bip122: the CAIP-2 reference. */
  chainId: z.union([z.number().int(), z.string()]),
  chainNamespace: z.enum(['eip155', 'solana', 'polkadot', 'cosmos', 'bip122']),
  caip2Network: z.string(),
  uri: z.string(),
  domain: z.string(),
  nonce: z.string(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export type SessionTokenInput = {
  projectId: string;
  issuer: string;
  address: string;
  chainNamespace: 'eip155' | 'solana' | 'polkadot' | 'cosmos' | 'bip122';
  /** eip155: the chain's number; the others: the CAIP-2 reference. */
  chainId: number | string;
  /** The CAIP-2 id (`eip155:31337`, `solana:gWrX...`). */
  caip2Network: string;
  uri: string;
  domain: string;
  nonce: string;
  /** The signed message's expirationTime, when it has one. */
  messageExpiresAt: Date | undefined;
  now: Date;
};

export type IssuedSession = { token: string; jti: string; issuedAt: Date; expiresAt: Date };

export async function issueSessionToken(secret: Uint8Array, input: SessionTokenInput): Promise<IssuedSession> {
  const iat = Math.floor(input.now.getTime() / 1000);
  const longest = iat + SESSION_MAX_LIFETIME_S;
  // The session never outlives what the user signed for.
  const fromMessage = input.messageExpiresAt ? Math.floor(input.messageExpiresAt.getTime() / 1000) : undefined;
  const exp = fromMessage !== undefined && fromMessage < longest ? fromMessage : longest;
  const jti = crypto.randomUUID();
  const token = await new SignJWT({
    address: input.address,
    chainId: input.chainId,
    chainNamespace: input.chainNamespace,
    caip2Network: input.caip2Network,
    uri: input.uri,
    domain: input.domain,
    nonce: input.nonce,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(`${input.caip2Network}:${input.address}`)
    .setAudience(input.projectId)
    .setIssuer(input.issuer)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
}

/**
 * The token's claims and jti; 401 'token' for a forged, tampered, expired, other-project or wrong-algorithm
 * token. Whether the session is still active is the caller's question (the store).
 */
export async function verifySessionToken(
  secret: Uint8Array,
  token: string,
  projectId: string,
  now: Date,
): Promise<{ claims: SessionClaims; jti: string }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: projectId, currentDate: now }));
  } catch (error) {
    throw unauthorized('token', `The session token is not valid: ${joseReason(error)}`);
  }
  const claims = sessionClaimsSchema.safeParse(payload);
  const jti = payload['jti'];
  if (!claims.success || typeof jti !== 'string') throw unauthorized('token', 'The token is not a session token');
  return { claims: claims.data, jti };
}
