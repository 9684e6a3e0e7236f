/**
 * Sign-in with Ethereum against the cloud's sign-in server, the way the product does it: GET /auth/v1/nonce,
 * a viem createSiweMessage signed by a local account, POST /auth/v1/authenticate with the nonce token. Every
 * step is exported too, so tests can break one on purpose (forge, replay, tamper). Contract accounts sign in
 * through the same helper as a LocalAccount (devstack/chains/testing/smart-account-signer.ts).
 */
import type { Hex, LocalAccount } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { COMMON_QUERY } from './cloud-client.js';

export type CloudTarget = string | { url: string };

export type SignInRequestOptions = {
  /** Default COMMON_QUERY.projectId. */
  projectId?: string;
  /** Sent as the Origin header (what a browser adds); none by default, like any Node caller. */
  origin?: string;
};

export type SignInMessageOptions = {
  /** Default 31337 (chain A). */
  chainId?: number;
  /** Default the origin's host, else 'localhost' (the cloud's default `signInDomains`). */
  domain?: string;
  /** Default the origin, else `http://<domain>`. */
  uri?: string;
  statement?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
  requestId?: string;
  resources?: string[];
  /** Signs with this account instead (a forged signature: the message still names `account`). */
  signer?: LocalAccount;

};

export type SignInOptions = SignInRequestOptions &
  SignInMessageOptions & {
    /** Use this nonce and token instead of asking for new ones (a replay). */
    nonce?: { nonce: string; token: string };
  };

/** The sign-in message data of SPEC.md §3, as the product sends it. */
export type SignInData = {
  accountAddress: string;
  chainId: string;
  uri: string;
  version: '1';
  domain: string;
  nonce: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
  statement?: string;
};

export type SignedSignIn = { data: SignInData; message: string; signature: Hex };

export type CloudAnswer = { status: number; headers: Headers; body: unknown };

export type SignInResult = {
  /** The authenticate answer. */
  status: number;
  body: unknown;
  /** The session token when status is 200. */
  token: string | undefined;
  nonce: { nonce: string; token: string };
  signed: SignedSignIn;
};

/** Full sign-in: nonce, message, signature, authenticate. Never throws on a refusal; look at `status`. */
export async function signInWithEthereum(cloud: CloudTarget, account: LocalAccount, options: SignInOptions = {}): Promise<SignInResult> {
  const nonce = options.nonce ?? (await requestNonce(cloud, options));
  const signed = await signSignInMessage(account, nonce.nonce, options);
  const answer = await authenticate(cloud, nonce.token, signed, options);
  const token = answer.status === 200 ? (answer.body as { token: string }).token : undefined;
  return { status: answer.status, body: answer.body, token, nonce, signed };
}

export async function requestNonce(cloud: CloudTarget, options: SignInRequestOptions = {}): Promise<{ nonce: string; token: string }> {
  const answer = await call(cloud, 'GET', '/auth/v1/nonce', options);
  if (answer.status !== 200) throw new Error(`GET /auth/v1/nonce answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as { nonce: string; token: string };
}

/** Builds the message with viem createSiweMessage and signs it (personal_sign). */
export async function signSignInMessage(
  account: LocalAccount,
  nonce: string,
  options: SignInMessageOptions & { origin?: string } = {},
): Promise<SignedSignIn> {
  const domain = options.domain ?? (options.origin ? new URL(options.origin).host : 'localhost');
  const uri = options.uri ?? options.origin ?? `http://${domain}`;
  const chainId = options.chainId ?? 31337;
  const issuedAt = options.issuedAt ?? new Date();
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain,
    nonce,
    uri,
    version: '1',
    issuedAt,
    ...(options.statement !== undefined && { statement: options.statement }),
    ...(options.expirationTime && { expirationTime: options.expirationTime }),
    ...(options.notBefore && { notBefore: options.notBefore }),
    ...(options.requestId !== undefined && { requestId: options.requestId }),
    ...(options.resources && { resources: options.resources }),
  });
  const data: SignInData = {
    accountAddress: account.address,
    chainId: `eip155:${chainId}`,
    uri,
    version: '1',
    domain,
    nonce,
    issuedAt: issuedAt.toISOString(),
    ...(options.expirationTime && { expirationTime: options.expirationTime.toISOString() }),
    ...(options.notBefore && { notBefore: options.notBefore.toISOString() }),
    ...(options.requestId !== undefined && { requestId: options.requestId }),
    ...(options.resources && { resources: options.resources }),
    ...(options.statement !== undefined && { statement: options.statement }),
  };
  const signer = options.signer ?? account;
  return { data, message, signature: await signer.signMessage({ message }) };
}

/** POST /auth/v1/authenticate with `x-nonce-jwt: Bearer <nonceToken>`; `body` overrides the signed payload. */
export function authenticate(
  cloud: CloudTarget,
  nonceToken: string | undefined,
  signed: SignedSignIn | Record<string, unknown>,
  options: SignInRequestOptions = {},
): Promise<CloudAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (nonceToken !== undefined) headers['x-nonce-jwt'] = `Bearer ${nonceToken}`;
  return call(cloud, 'POST', '/auth/v1/authenticate', options, headers, JSON.stringify(signed));
}

/** GET /auth/v1/me with the session token. */
export function getSession(cloud: CloudTarget, token: string | undefined, options: SignInRequestOptions = {}): Promise<CloudAnswer> {
  return call(cloud, 'GET', '/auth/v1/me', options, bearer(token));
}

/** POST /auth/v1/sign-out with the session token (204 on success). */
export function signOut(cloud: CloudTarget, token: string | undefined, options: SignInRequestOptions = {}): Promise<CloudAnswer> {
  return call(cloud, 'POST', '/auth/v1/sign-out', options, bearer(token));
}

function bearer(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

async function call(
  cloud: CloudTarget,
  method: 'GET' | 'POST',
  path: string,
  options: SignInRequestOptions,
  headers: Record<string, string> = {},
  body?: string,
): Promise<CloudAnswer> {
  const url = new URL(path, typeof cloud === 'string' ? cloud : cloud.url);
  url.searchParams.set('projectId', options.projectId ?? COMMON_QUERY.projectId);
  url.searchParams.set('st', COMMON_QUERY.st);
  url.searchParams.set('sv', COMMON_QUERY.sv);
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(options.origin !== undefined && { origin: options.origin }) },
    ...(body !== undefined && { body }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseAnswer(text) };
}

/** JSON when it parses (a faulted answer may be truncated JSON: then the text itself). */
function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
