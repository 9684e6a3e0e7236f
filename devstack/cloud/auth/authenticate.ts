/**
 * POST /auth/v1/authenticate, after the body parsed: nonce token, single use, message against data, chain,
 * domain, time, signature; then a session token and its stored session. Each failure is a 401 naming why.
 */
import type { Hex } from 'viem';
import type { CloudContext } from '../cloud-context.js';
import { unauthorized } from './auth-error.js';
import { checkDomain } from './check-domain.js';
import { checkMessageTime, messageMatchingData } from './check-message.js';
import { verifyNonceToken } from './nonce-token.js';
import { issueSessionToken } from './session-token.js';
import type { AuthenticateBody } from './sign-in-body.schema.js';
import { checkSignature } from './verify-signature.js';

export type AuthenticateRequest = {
  body: AuthenticateBody;
  projectId: string;
  nonceToken: string;
  /** The request's Origin header, if any. */
  origin: string | undefined;
  /** The cloud's base URL as the client reached it: the session token's `iss`. */
  issuer: string;
};

export async function authenticate(cloud: CloudContext, request: AuthenticateRequest): Promise<{ token: string }> {
  const { siwx } = cloud.stores;
  const now = cloud.now();
  const { body } = request;

  const issued = await verifyNonceToken(siwx.secret, request.nonceToken, request.projectId, now);
  // Spent before anything else can fail, so a nonce never gets a second try (a bad signature included).
  if (!siwx.spendNonce(issued.nonce, request.projectId, issued.expiresAt, now)) {
    throw unauthorized('nonce', 'This nonce was already used; ask for a new one');
  }
  if (body.data.nonce !== issued.nonce) throw unauthorized('nonce', 'The nonce is not the one of the nonce token');

  const message = messageMatchingData(body.message, body.data);
  const chain = cloud.chains.supported(body.data.chainId);
  if (!chain) {
    throw unauthorized('chainId', `${body.data.chainId} is not supported (supported: ${cloud.chains.supportedIds.join(', ')})`);
  }
  checkDomain({
    domain: message.domain,
    origin: request.origin,
    allowedWithoutOrigin: cloud.signInDomains,
    allowedOrigins: cloud.stores.settings.get().allowedOrigins,
  });
  checkMessageTime(message, now);
  await checkSignature(chain, body.message, message, body.signature as Hex, now);

  const session = await issueSessionToken(siwx.secret, {
    projectId: request.projectId,
    issuer: request.issuer,
    address: message.address,
    chainId: message.chainId,
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    messageExpiresAt: message.expirationTime,
    now,
  });
  siwx.addSession({
    jti: session.jti,
    projectId: request.projectId,
    address: message.address,
    chainId: message.chainId,
    domain: message.domain,
    issuedAt: session.issuedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  });
  return { token: session.token };
}
