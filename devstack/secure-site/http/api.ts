/**
 * The secure site's API for its frame page (shared/api-types.ts). Every POST must come from the frame page
 * itself: its Origin header must be this site's origin, so neither the host page nor any other site can
 * call it, with or without a stolen token. Calls that act for a user need a live session token.
 */
import type { IncomingMessage } from 'node:http';
import { BaseError } from 'viem';
import { z } from 'zod';
import { frameEmailSchema } from '../../../domain/entities/frame/index.js';
import { isSafeRpcMethod } from '../../../domain/entities/rpc/index.js';
import { parseJsonBody, readBody } from '../../cloud/http/read-body.js';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import { PublicError } from '../../mail/http-server.js';
import type { EmailChanges } from '../auth/email-change.js';
import type { EmailLogin } from '../auth/email-login.js';
import type { FarcasterLogin } from '../auth/farcaster-login.js';
import type { SocialLogin } from '../auth/social-login.js';
import type { Sessions, SignedIn } from '../auth/sessions.js';
import type { KeyVault } from '../custody/key-vault.js';
import type { SecureSiteStores } from '../db/stores.js';
import type { ChainBook, SecureSiteChain } from '../rpc/chain-book.js';
import { forwardRead } from '../rpc/read-proxy.js';
import { signRequest } from '../rpc/sign-request.js';
import { callsStatus, smartAccountCapabilities, smartAccountRequest } from '../rpc/smart-account-request.js';
import { NO_SMART_ACCOUNTS, type SmartAccounts } from '../rpc/smart-accounts.js';
import type { SecureSiteSolanaChain } from '../rpc/solana-sign.js';
import { API } from '../shared/api-types.js';
import { farcasterApiHandlers } from './farcaster-api.js';
import { originAllowed } from './origin-allowed.js';
import { siwxApiHandlers } from './siwx-api.js';
import { smartAccountApi } from './smart-account-api.js';
import { socialApiHandlers } from './social-api.js';
import { solanaApiHandlers } from './solana-api.js';

export type ApiServices = {
  /** This site's own origin (known once its server listens). */
  siteOrigin: () => string;
  cloudUrl: string;
  stores: SecureSiteStores;
  login: EmailLogin;
  /** Farcaster login; undefined when the site was started without a Farcaster relay. */
  farcaster: FarcasterLogin | undefined;
  /** Social login; undefined when the site was started without an OIDC provider. */
  social: SocialLogin | undefined;
  emailChanges: EmailChanges;
  sessions: Sessions;
  vault: KeyVault;
  chains: ChainBook;
  /** The Solana chain the embedded wallet signs and sends on; undefined: the Solana requests are refused. */
  solana?: SecureSiteSolanaChain | undefined;
  /** The users' smart accounts on the chains with a bundler. */
  smartAccounts: SmartAccounts;
};

type Call = { body: unknown; token: string | undefined };
export type ApiHandler = (call: Call) => unknown;

const text = (max: number) => z.string().min(1).max(max);
const chainIdInput = z.union([z.number(), z.string()]).optional();
const rpcInput = z.object({ method: text(128), params: z.unknown().optional(), chainId: chainIdInput });
/** The host page's origin, which the frame verified: a paymaster service sponsors only for allowed origins. */
const signInput = rpcInput.extend({ origin: z.string().url().max(2048).optional() });
const accountTypeInput = z.enum(['eoa', 'smartAccount']);

function input<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicError(400, 'Invalid payload');
  return parsed.data;
}

export function apiHandlers(services: ApiServices): ReadonlyMap<string, ApiHandler> {
  const { login, emailChanges, sessions, stores, chains } = services;
  const smart = smartAccountApi(services);
  /** The request's chain, else the signed-in user's, else the site's first. */
  const chainFor = (chainId: unknown, signedIn: SignedIn | undefined): SecureSiteChain =>
    chainId === undefined ? chains.find(signedIn?.user.chainId) ?? chains.default : chains.require(chainId);

  return new Map<string, ApiHandler>([
    [API.loginEmail, ({ body, token }) => login.connectEmail({ ...input(z.object({ email: frameEmailSchema, deviceId: deviceIdSchema }), body), sessionToken: token })],
    [API.loginDevice, ({ body }) => login.deviceStatus(input(z.object({ loginId: text(64) }), body).loginId)],
    [API.loginOtp, ({ body }) => {
      const { loginId, otp } = input(z.object({ loginId: text(64), otp: z.string().max(32) }), body);
      return login.verifyCode(loginId, otp);
    }],
    [API.session, ({ token }) => ({ isConnected: sessions.find(token) !== undefined })],
    [API.signOut, ({ token }) => {
      sessions.end(token);
      return {};
    }],
    [API.user, ({ body, token }) => {
      const signedIn = sessions.require(token);
      const { chainId, preferredAccountType } = input(z.object({ chainId: chainIdInput, preferredAccountType: accountTypeInput.optional() }), body ?? {});
      const asked = chains.find(chainId);
      if (asked && asked.chainId !== signedIn.user.chainId) stores.users.setChain(signedIn.user.id, asked.chainId);
      // The page says which type its visitor prefers (its stored choice, else the namespace default).
      if (preferredAccountType && preferredAccountType !== signedIn.user.preferredAccount) stores.users.setPreferredAccount(signedIn.user.id, preferredAccountType);
      const now = sessions.require(token);
      return smart.userOn(now, chainFor(undefined, now));
    }],
    [API.chain, ({ body, token }) => {
      const chain = chains.require(input(z.object({ chainId: z.union([z.number(), z.string()]) }), body).chainId);
      const signedIn = sessions.find(token);
      if (signedIn) stores.users.setChain(signedIn.user.id, chain.chainId);
      return { chainId: chain.chainId };
    }],
    [API.preferredAccount, async ({ body, token }) => {
      const signedIn = sessions.require(token);
      const { type } = input(z.object({ type: accountTypeInput }), body);
      const chain = chainFor(undefined, signedIn);
      if (type === 'smartAccount' && !services.smartAccounts.isEnabled(chain.chainId)) throw new PublicError(400, NO_SMART_ACCOUNTS);
      stores.users.setPreferredAccount(signedIn.user.id, type);
      const now = sessions.require(token);
      return { type, address: await smart.actingAddress(now, chain) };
    }],
    [API.emailChange, ({ body, token }) => emailChanges.start(sessions.require(token).user, input(z.object({ email: frameEmailSchema }), body).email)],
    [API.emailChangePrimary, async ({ body, token }) => {
      const { changeId, otp } = input(changeCodeSchema, body);
      await emailChanges.confirmPrimary(sessions.require(token).user, changeId, otp);
      return {};
    }],
    [API.emailChangeSecondary, ({ body, token }) => {
      const { changeId, otp } = input(changeCodeSchema, body);
      return emailChanges.confirmSecondary(sessions.require(token).user, changeId, otp);
    }],
    [API.rpc, async ({ body, token }) => {
      const { method, params, chainId } = input(rpcInput, body);
      const signedIn = sessions.find(token);
      const chain = chainFor(chainId, signedIn);
      if (method === 'eth_chainId') return { result: `0x${chain.chainId.toString(16)}` };
      if (method === 'eth_accounts') return { result: signedIn ? [await smart.actingAddress(signedIn, chain)] : [] };
      if (method === 'eth_requestAccounts') return { result: [await smart.actingAddress(sessions.require(token), chain)] };
      // EIP-5792 reads: the wallet answers them (a chain node does not know them).
      if (method === 'wallet_getCapabilities') return { result: signedIn && smart.usesSmartAccount(signedIn, chain) ? smartAccountCapabilities(services.smartAccounts) : {} };
      if (method === 'wallet_getCallsStatus') return { result: await callsStatus(services.smartAccounts, chain, params) };
      if (!isSafeRpcMethod(method)) throw new PublicError(400, 'Requested RPC call is not allowed');
      return { result: await forwardRead(chain, method, params) };
    }],
    [API.sign, async ({ body, token }) => {
      const signedIn = sessions.require(token);
      const { method, params, chainId, origin } = input(signInput, body);
      const chain = chainFor(chainId, signedIn);
      if (smart.usesSmartAccount(signedIn, chain)) {
        const { smartAccounts } = services;
        return { result: await services.vault.withAccount(signedIn.user.id, (owner) => smartAccountRequest({ smartAccounts, owner, chain, method, params, origin })) };
      }
      try {
        return { result: await services.vault.withAccount(signedIn.user.id, (account) => signRequest(account, chain, method, params)) };
      } catch (error) {
        if (error instanceof BaseError) throw new PublicError(400, error.shortMessage);
        throw error;
      }
    }],
    ...farcasterApiHandlers(services.farcaster),
    ...socialApiHandlers(services),
    ...siwxApiHandlers(services),
    ...solanaApiHandlers(services),
    ...smart.handlers,
  ]);
}

const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a device id');
const changeCodeSchema = z.object({ changeId: text(64), otp: z.string().max(32) });

/** Answers one API request; undefined when the path is not an API path. */
export async function answerApi(services: ApiServices, handlers: ReadonlyMap<string, ApiHandler>, request: IncomingMessage, url: URL): Promise<Reply | undefined> {
  if (url.pathname === API.originAllowed && request.method === 'GET') {
    const projectId = url.searchParams.get('projectId') ?? '';
    const origin = url.searchParams.get('origin') ?? '';
    return jsonReply({ allowed: projectId !== '' && (await originAllowed(services.cloudUrl, projectId, origin)) });
  }
  const handler = handlers.get(url.pathname);
  if (!handler) return undefined;
  if (request.method !== 'POST') throw new PublicError(405, `${url.pathname} answers POST only`);
  if (request.headers.origin !== services.siteOrigin()) throw new PublicError(403, 'Only the secure site’s own page may call its API');
  const bodyText = await readBody(request, 256 * 1024);
  const body = bodyText.trim() === '' ? undefined : parseJsonBody(bodyText);
  return jsonReply((await handler({ body, token: bearerToken(request) })) ?? {});
}

function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}
