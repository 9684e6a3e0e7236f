/**
 * POST /auth/v1/authenticate, after the body parsed: nonce token, single use, message against data, chain,
 * domain, time, signature; then a session token and its stored session. Each failure is a 401 naming why.
 * An eip155 sign-in is an EIP-4361 message checked against its chain (EOA, ERC-1271, ERC-6492); a solana one
 * is a Sign-In-With-Solana message with an ed25519 signature (check-solana-sign-in.ts); a polkadot, cosmos or
 * bip122 one is its family's CAIP-122 message with an sr25519, ADR-036 or BIP-322 signature
 * (check-family-sign-in.ts). A session is the account's on its chain only: an eip155 session never counts
 * for solana.
 */
import type { Hex } from 'viem';
import { caip122NamespaceOf } from '../../../domain/entities/siwx/caip122-families.js';
import { isSolanaChainId } from '../../../domain/entities/siwx/siws-message.js';
import type { CloudContext } from '../cloud-context.js';
import { unauthorized } from './auth-error.js';
import { checkDomain } from './check-domain.js';
import { checkFamilySignIn } from './check-family-sign-in.js';
import { checkMessageTime, messageMatchingData } from './check-message.js';
import { checkSolanaSignature, solanaMessageMatchingData } from './check-solana-sign-in.js';
import { verifyNonceToken } from './nonce-token.js';
import { issueSessionToken, type SessionTokenInput } from './session-token.js';
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

/** What a checked sign-in puts in its session token. */
type CheckedSignIn = Omit<SessionTokenInput, 'projectId' | 'issuer' | 'now'>;

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

  const family = caip122NamespaceOf(body.data.chainId);
  const signIn = isSolanaChainId(body.data.chainId)
    ? checkSolanaSignIn(cloud, request, now)
    : family
      ? await checkFamilySignIn({ namespace: family, body, now, checkDomain: (domain) => checkSignInDomain(cloud, domain, request.origin) })
      : await checkEvmSignIn(cloud, request, now);
  const session = await issueSessionToken(siwx.secret, { ...signIn, projectId: request.projectId, issuer: request.issuer, now });
  siwx.addSession({
    jti: session.jti,
    projectId: request.projectId,
    address: signIn.address,
    chainId: signIn.chainId,
    domain: signIn.domain,
    issuedAt: session.issuedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  });
  return { token: session.token };
}

async function checkEvmSignIn(cloud: CloudContext, { body, origin }: AuthenticateRequest, now: Date): Promise<CheckedSignIn> {
  const message = messageMatchingData(body.message, body.data);
  const chain = cloud.chains.supported(body.data.chainId);
  if (!chain) {
    throw unauthorized('chainId', `${body.data.chainId} is not supported (supported: ${cloud.chains.supportedIds.join(', ')})`);
  }
  checkSignInDomain(cloud, message.domain, origin);
  checkMessageTime(message, now);
  await checkSignature(chain, body.message, message, body.signature as Hex, now);
  return {
    address: message.address,
    chainNamespace: 'eip155',
    chainId: message.chainId,
    caip2Network: `eip155:${message.chainId}`,
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    messageExpiresAt: message.expirationTime,
  };
}

function checkSolanaSignIn(cloud: CloudContext, { body, origin }: AuthenticateRequest, now: Date): CheckedSignIn {
  const message = solanaMessageMatchingData(cloud, body.message, body.data);
  checkSignInDomain(cloud, message.domain, origin);
  checkMessageTime(message, now);
  checkSolanaSignature(message.address, body.message, body.signature);
  return {
    address: message.address,
    chainNamespace: 'solana',
    // As AppKit's `me` answers it for solana: the CAIP-2 reference.
    chainId: message.caip2Network.slice('solana:'.length),
    caip2Network: message.caip2Network,
    uri: message.uri,
    domain: message.domain,
    nonce: message.nonce,
    messageExpiresAt: message.expirationTime,
  };
}

function checkSignInDomain(cloud: CloudContext, domain: string, origin: string | undefined): void {
  checkDomain({ domain, origin, allowedWithoutOrigin: cloud.signInDomains, allowedOrigins: cloud.stores.settings.get().allowedOrigins });
}
